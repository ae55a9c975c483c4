import { useEffect, useRef } from 'react';
import type { Order } from '@kc/shared';
import { deadlineOf, useSecondsLeft } from './use-seconds-left';

/**
 * Seconds left to pay an unpaid order (undefined for other states); at 0 the order is asked for again once
 * (the server then answers it cancelled and its stock back).
 */
export function useOrderExpiry(order: Order | undefined, refetch: () => unknown): number | undefined {
  const unpaid = order?.state === 'unpaid';
  const left = useSecondsLeft(unpaid && order ? deadlineOf(order) : undefined);
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!unpaid || left !== 0 || !order || asked.current === order.order_sn) return;
    asked.current = order.order_sn;
    void refetch();
  }, [unpaid, left, order, refetch]);
  return unpaid ? left : undefined;
}
