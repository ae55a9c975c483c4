import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../config/paths';
import type { Order } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { useOrderInfo } from '../api/order-info';
import { OrderIdRoute } from '../components/order-id-route';
import { OrderShell } from '../components/order-shell';
import { OrderToPay } from '../components/order-to-pay';
import { useCancelFlow } from '../hooks/use-cancel-flow';
import { useOrderExpiry } from '../hooks/use-order-expiry';
import { usePayFlow } from '../hooks/use-pay-flow';
import { yuan } from '../utils/order-text';
import { orderPaths } from '../utils/order-paths';

/**
 * /my/order/payment/{id}: the order to pay — item, quantity, amount, the live time left (then 订单已超时) —
 * with 立即支付 (JSAPI in the messaging app, else the web cashier) and 取消订单 after a confirmation. `?return=` (a path of
 * this site) is where the cashier sends the payer back instead of the result page: a blind box's opened prizes.
 */
export default function OrderPaymentPage() {
  return <OrderIdRoute>{(id) => <Payment id={id} />}</OrderIdRoute>;
}

function Payment({ id }: { id: number }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const back = safeRedirect(search.get('return')) ?? undefined;
  const q = useOrderInfo(id);
  const left = useOrderExpiry(q.data, q.refetch);
  const pay = usePayFlow();
  const cancel = useCancelFlow();
  const go = (to: string) => void navigate(to);

  const actions = (order: Order) => {
    // the server's actions, until the time to pay runs out on screen (then the order is asked for again)
    if (order.actions.includes('pay') && left !== 0) {
      return (
        <>
          {order.actions.includes('cancel') && (
            <Button disabled={pay.busy} loading={cancel.cancelling} onClick={() => void cancel.cancel(order.id)}>
              取消订单
            </Button>
          )}
          <Button color="primary" loading={pay.busy} onClick={() => void pay.pay(order, back)}>
            立即支付 {yuan(order.amount)}
          </Button>
        </>
      );
    }
    if (order.state === 'unpaid' || order.state === 'cancelled') {
      return (
        <>
          <Button onClick={() => go(orderPaths.detail(order.id))}>查看订单</Button>
          <Button color="primary" onClick={() => go(orderPaths.buy(order.item_id))}>
            重新购买
          </Button>
        </>
      );
    }
    return (
      <>
        <Button onClick={() => go(orderPaths.detail(order.id))}>查看订单</Button>
        <Button color="primary" onClick={() => go(orderPaths.myTickets)}>
          查看门票
        </Button>
      </>
    );
  };

  return (
    <OrderShell query={q}>
      {(order) => (
        <>
          <OrderToPay order={order} secondsLeft={left} leaving={pay.state === 'leaving'} />
          <ActionBar>{actions(order)}</ActionBar>
        </>
      )}
    </OrderShell>
  );
}
