import { Button } from 'antd-mobile';
import { formatYuan, type Receivable } from '@kc/shared';
import { DEFAULT_STYLE_COLOR, typeLabel } from '../utils/card-text';
import { cx } from '../../../components/ui/cx';
import '../../../components/ui/ticket-card.css';
import styles from './receive.module.css';

export interface ReceivableCardProps {
  item: Receivable;
  /** receiving this one now */
  loading?: boolean;
  onReceive: () => void;
  /** 为家人领取; absent where receiving for family is not offered */
  onForFamily?: () => void;
}

/** Why an item cannot be received now, or null. */
export const blockedReason = (item: Receivable): string | null =>
  item.remaining <= 0 ? '已发完' : item.held >= item.per_user_limit ? '已领取' : null;

/** A free item to receive: the card of spec 3.4, stock left, 已领 n / 每人限领 m, 领取 and 为家人领取. */
export function ReceivableCard({ item, loading, onReceive, onForFamily }: ReceivableCardProps) {
  const blocked = blockedReason(item);
  return (
    <article className={cx('ticket-card', styles.card)} aria-label={item.name || '未命名'}>
      <div className="ticket-main">
        <div className="ticket-stub" style={{ background: item.style_color || DEFAULT_STYLE_COLOR }}>
          {item.style_icon ? (
            <img className="ticket-icon" src={item.style_icon} alt="" />
          ) : (
            <span className="ticket-type">{typeLabel(item.product_type, item.is_cert)}</span>
          )}
          <span className="ticket-sell">免费</span>
          {item.par_value > 0 && <span className="ticket-par">面值 ¥{formatYuan(item.par_value)}</span>}
        </div>
        <div className="ticket-body">
          <div className="ticket-title">
            <h3>{item.name || '未命名'}</h3>
          </div>
          <p className="ticket-project">{item.project_name || item.business_name}</p>
          <p className="ticket-date">有效期 {item.date_string || '待定'}</p>
          <p className="ticket-date">
            已领 {item.held} / 每人限领 {item.per_user_limit}
          </p>
        </div>
      </div>
      {item.rule_content && <p className="ticket-rule">{item.rule_content}</p>}
      <div className="ticket-actions">
        <span className={styles.stock}>{item.remaining > 0 ? `剩余 ${item.remaining} 份` : '已发完'}</span>
        {onForFamily && item.remaining > 0 && (
          <Button size="mini" fill="outline" onClick={onForFamily}>
            为家人领取
          </Button>
        )}
        <Button size="mini" color="primary" disabled={!!blocked} loading={loading} onClick={onReceive}>
          {blocked ?? '领取'}
        </Button>
      </div>
    </article>
  );
}
