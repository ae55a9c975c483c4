import { useEffect, useState } from 'react';
import { useOrderBySn } from '../api/order-info';

export const RESULT_POLL_MS = 1500;
export const RESULT_WAIT_MS = 15_000;

/**
 * The payment result as the server has it: the order by its order_sn, asked again every 1.5 s for up to
 * ~15 s while it is unpaid. `cashierFailed` (?result=fail): asked once, no waiting. `outcome`: waiting,
 * or what to show.
 */
export function usePaymentResult(orderSn: string, cashierFailed: boolean) {
  const [waitedOut, setWaitedOut] = useState(false);
  const stopped = cashierFailed || waitedOut;
  useEffect(() => {
    if (cashierFailed) return;
    const timer = setTimeout(() => setWaitedOut(true), RESULT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [cashierFailed, orderSn]);

  const q = useOrderBySn(orderSn, (o) => (!stopped && (!o || o.state === 'unpaid') ? RESULT_POLL_MS : false));
  const order = q.data;
  const outcome: 'waiting' | 'success' | 'fail' | 'cancelled' | undefined = !order
    ? undefined
    : order.state === 'cancelled'
      ? 'cancelled'
      : order.state !== 'unpaid'
        ? 'success'
        : cashierFailed || waitedOut
          ? 'fail'
          : 'waiting';
  return { q, order, outcome };
}
