import type { ReactNode } from 'react';
import { formatDate, formatYuan, type Item } from '@kc/shared';
import { PRODUCT_TYPE_LABEL } from '../../lib/issuing';
import { CardLink, cardProps } from './card-link';
import { ChevronRightIcon } from './icons';
import './ticket-card.css';

/** The › at a tappable card's right edge: it opens something. */
export const CardChevron = () => (
  <span className="ticket-more" aria-hidden>
    <ChevronRightIcon />
  </span>
);

const day = (s: number | null) => (s === null ? '待定' : formatDate(s, 'y.m.d'));
/** a window as y.m.d - y.m.d, or 待定 when neither end is set */
const span = (a: number | null, b: number | null) => (a === null && b === null ? '待定' : `${day(a)} - ${day(b)}`);
const DEFAULT_COLOR = '#2563eb';

export interface TicketCardProps {
  item: Item;
  /** the status tag, top right */
  tag?: ReactNode;
  /** buttons under the card (drafts: 继续编辑 / 删除) */
  actions?: ReactNode;
  onClick?: () => void;
}

/** A par value is shown (struck through, beside the price) only above the price: an equal one is no discount. */
export const showsParValue = (par: number, sell: number): boolean => par > sell;

/**
 * The ticket card of spec 3.4: name, project name, date string (issuing window), par and sell value in 元,
 * style icon and colour, rule and validity.
 */
export function TicketCard({ item, tag, actions, onClick }: TicketCardProps) {
  const color = item.style_color || DEFAULT_COLOR;
  return (
    <article className="ticket-card" {...cardProps(onClick, item.name || '未命名')}>
      <div className="ticket-main">
        <div className="ticket-stub" style={{ background: color }}>
          {item.style_icon ? (
            <img className="ticket-icon" src={item.style_icon} alt="" />
          ) : (
            <span className="ticket-type">{PRODUCT_TYPE_LABEL[item.product_type] ?? '票券'}</span>
          )}
          <span className="ticket-sell">
            {item.sell_value === 0 ? (
              '免费'
            ) : (
              <>
                <small>¥</small>
                {formatYuan(item.sell_value)}
              </>
            )}
          </span>
          {showsParValue(item.par_value, item.sell_value) && (
            <span className="ticket-par">面值 ¥{formatYuan(item.par_value)}</span>
          )}
        </div>
        <div className="ticket-body">
          <div className="ticket-title">
            <h3>
              <CardLink onOpen={onClick}>{item.name || '未命名'}</CardLink>
            </h3>
            {tag}
          </div>
          <p className="ticket-project">{item.project_name || '未选择项目'}</p>
          <p className="ticket-date">发放 {span(item.issue_start, item.issue_end)}</p>
          <p className="ticket-date">有效期 {span(item.validity_start, item.validity_end)}</p>
        </div>
        {onClick && <CardChevron />}
      </div>
      {item.rule_content && <p className="ticket-rule">{item.rule_content}</p>}
      {actions && (
        <div className="ticket-actions" onClick={(e) => e.stopPropagation()}>
          {actions}
        </div>
      )}
    </article>
  );
}
