import type { Order } from '@kc/shared';
import { OrderBanner } from './order-banner';
import { OrderSummary } from './order-summary';

/** An order being paid (the payment page, the app's pay page): its state and time left, what it is for, leaving for the cashier. */
export function OrderToPay({
  order,
  secondsLeft,
  leaving,
}: {
  order: Order;
  secondsLeft: number | undefined;
  leaving: boolean;
}) {
  return (
    <div className="has-form-actions">
      <OrderBanner order={order} secondsLeft={secondsLeft} />
      <OrderSummary order={order} />
      {leaving && <p className="form-tip">正在前往收银台…</p>}
    </div>
  );
}
