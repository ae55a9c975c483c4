import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { positiveId } from '../utils/order-paths';
import { OrderShell } from './order-shell';
import { InvalidLink } from './page-notice';

/** A screen of one order by the id in its path (`id`, or `orderId` of /my/order/funly): 链接无效 without one. */
export function OrderIdRoute({ children }: { children: (id: number) => ReactNode }) {
  const params = useParams();
  const id = positiveId(params.id ?? params.orderId);
  if (!id) {
    return (
      <OrderShell>
        <InvalidLink />
      </OrderShell>
    );
  }
  return children(id);
}
