import { Tag } from 'antd-mobile';
import { CardLink, cardProps } from '../../../components/ui/card-link';
import { useNavigate } from 'react-router';
import type { HoldingCard } from '@kc/shared';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { orderPaths } from '../utils/order-paths';
import { SectionTitle } from './section-title';
import styles from './order-holdings.module.css';

const stateColor = (s: HoldingCard['state']) =>
  s === 'valid' ? 'success' : s === 'not_started' ? 'warning' : 'default';

/**
 * The tickets an order issued: each opens its code screen. A refund voids tickets, which the server then
 * answers as 已停用: while no more are voided than were refunded, they read 已退款.
 */
export function OrderHoldings({ holdings, refundedQuantity }: { holdings: HoldingCard[]; refundedQuantity: number }) {
  const navigate = useNavigate();
  if (holdings.length === 0) return null;
  const disabled = holdings.filter((h) => h.state === 'disabled').length;
  const refundedLabel = refundedQuantity > 0 && disabled <= refundedQuantity;
  const label = (h: HoldingCard) => (h.state === 'disabled' && refundedLabel ? '已退款' : h.state_label);
  return (
    <section className="section" aria-label="我的票券">
      <SectionTitle>我的票券（{holdings.length}）</SectionTitle>
      {holdings.map((h, i) => (
        <article
          key={h.holding_id}
          className={styles.row}
          {...cardProps(() => void navigate(orderPaths.qrcode(h.holding_id)), `${h.ticket_name} ${i + 1}`)}
        >
          <div>
            <CardLink onOpen={() => void navigate(orderPaths.qrcode(h.holding_id))} label={`${h.ticket_name} ${i + 1}`}>
              {h.ticket_name}
            </CardLink>
            <small>有效期 {h.date_string || '待定'}</small>
            {h.holder_name && <small>持有人 {h.holder_name}</small>}
          </div>
          <span className={styles.state}>
            <Tag color={stateColor(h.state)} fill="outline">
              {label(h)}
            </Tag>
            <ChevronRightIcon />
          </span>
        </article>
      ))}
    </section>
  );
}
