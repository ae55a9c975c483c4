import type { Order } from '@kc/shared';
import { clock, orderTime, yuan } from '../utils/order-text';
import { cx } from '../../../components/ui/cx';
import styles from './order-banner.module.css';

/**
 * The state of an order at the top of its screens; unpaid: the live time left to pay, then 订单已超时.
 * `secondsLeft` is undefined for orders that are not unpaid.
 */
export function OrderBanner({ order, secondsLeft }: { order: Order; secondsLeft: number | undefined }) {
  const expired = order.state === 'unpaid' && secondsLeft === 0;
  const muted = expired || order.state === 'cancelled' || order.state === 'refunded';
  const title = expired ? '订单已超时' : order.state_label;
  const text = () => {
    if (expired) return '订单已超时，库存已释放，请重新下单';
    switch (order.state) {
      case 'unpaid':
        return (
          <>
            请在{' '}
            <span className={styles.countdown} data-testid="order-countdown">
              {clock(secondsLeft ?? 0)}
            </span>{' '}
            内完成支付，超时订单将自动取消
          </>
        );
      case 'paid':
        return `支付时间 ${orderTime(order.pay_time)}`;
      case 'cancelled':
        return '订单已取消';
      case 'refunding':
        return '退款处理中，请耐心等待';
      case 'refunded':
        return `已退款 ${yuan(order.refunded_amount)}`;
    }
  };
  return (
    <section className={cx(styles.banner, muted && styles.muted)} aria-label="订单状态" role="status">
      <h2>{title}</h2>
      <p>{text()}</p>
      <span className={styles.amount}>{yuan(order.amount)}</span>
    </section>
  );
}
