import type { ReactNode } from 'react';
import { formatYuan, type SaleItem } from '@kc/shared';
import '../../../components/ui/ticket-card.css';
import { cx } from '../../../components/ui/cx';
import styles from './sale-card.module.css';

const DEFAULT_COLOR = '#2f6bff';
/** a sold-out item's stub is grey whatever its colour */
const SOLD_OUT_COLOR = 'var(--adm-color-light)';
const TYPE_LABELS: Record<number, string> = { 1: '门票', 2: '卡券', 3: '邀请函' };

/** 剩余 n 张, or 已售罄. */
export const stockText = (item: Pick<SaleItem, 'remaining'>): string =>
  item.remaining > 0 ? `剩余 ${item.remaining} 张` : '已售罄';

/**
 * A paid item on sale as the ticket card of spec 3.4: name, project, validity (date_string), price in 元,
 * par value, stock, and an action (购买) under it.
 */
export function SaleCard({
  item,
  action,
  onProject,
}: {
  item: SaleItem;
  action?: ReactNode;
  /** the project line becomes a link showing only that project's items */
  onProject?: () => void;
}) {
  const soldOut = item.remaining <= 0;
  return (
    <article className={cx('ticket-card', styles.card)} aria-label={item.name}>
      <div className="ticket-main">
        <div
          className="ticket-stub"
          style={{ background: soldOut ? SOLD_OUT_COLOR : item.style_color || DEFAULT_COLOR }}
        >
          {item.style_icon ? (
            <img className="ticket-icon" src={item.style_icon} alt="" />
          ) : (
            <span className="ticket-type">{TYPE_LABELS[item.product_type] ?? '票券'}</span>
          )}
          <span className="ticket-sell">
            <small>¥</small>
            {formatYuan(item.sell_value)}
          </span>
          {item.par_value > item.sell_value && <span className="ticket-par">面值 ¥{formatYuan(item.par_value)}</span>}
        </div>
        <div className="ticket-body">
          <div className="ticket-title">
            <h3>{item.name}</h3>
          </div>
          {onProject && item.project_id ? (
            <button type="button" className={cx('ticket-project', styles.projectLink)} onClick={onProject}>
              {item.project_name} ›
            </button>
          ) : (
            <p className="ticket-project">{item.project_name || item.business_name}</p>
          )}
          <p className="ticket-date">有效期 {item.date_string || '待定'}</p>
          <p className="ticket-date">每人限购 {item.per_user_limit} 张</p>
        </div>
      </div>
      {item.rule_content && <p className="ticket-rule">{item.rule_content}</p>}
      {action && (
        <div className="ticket-actions" onClick={(e) => e.stopPropagation()}>
          <span className={cx(styles.stock, soldOut && styles.soldOut)}>{stockText(item)}</span>
          {action}
        </div>
      )}
    </article>
  );
}
