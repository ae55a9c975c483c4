import type { Order } from '@kc/shared';
import { REFUND_STATE_LABELS, REFUND_TO_LABELS, orderTime, yuan } from '../utils/order-text';
import { SectionTitle } from './section-title';
import styles from './refund-list.module.css';

/** The refunds of an order: quantity, amount, where it goes, state, reason and time. */
export function RefundList({ refunds }: { refunds: Order['refunds'] }) {
  if (refunds.length === 0) return null;
  return (
    <section className="section" aria-label="退款记录">
      <SectionTitle>退款记录</SectionTitle>
      {refunds.map((r) => (
        <div key={r.id} className={styles.row}>
          <div className={styles.head}>
            <span>
              退 {r.quantity} 张 · {yuan(r.amount)} · {REFUND_TO_LABELS[r.to]}
            </span>
            <strong>{REFUND_STATE_LABELS[r.state]}</strong>
          </div>
          <p>
            原因：{r.reason} · {orderTime(r.create_time)}
          </p>
        </div>
      ))}
    </section>
  );
}
