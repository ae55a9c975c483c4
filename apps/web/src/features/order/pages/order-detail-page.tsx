import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { Order } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { useOrderInfo } from '../api/order-info';
import { OrderBanner } from '../components/order-banner';
import { OrderFields } from '../components/order-fields';
import { OrderHoldings } from '../components/order-holdings';
import { OrderIdRoute } from '../components/order-id-route';
import { OrderShell } from '../components/order-shell';
import { RefundList } from '../components/refund-list';
import { useCancelFlow } from '../hooks/use-cancel-flow';
import { useOrderExpiry } from '../hooks/use-order-expiry';
import { orderPaths } from '../utils/order-paths';

/**
 * /my/order/detail/{id} and /my/order/funly/{orderId} (a plain order until events exist): the state, every
 * field, the tickets it issued (each opens its code), the refunds, and the actions the server allows.
 */
export default function OrderDetailPage() {
  return <OrderIdRoute>{(id) => <Detail id={id} />}</OrderIdRoute>;
}

function Detail({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useOrderInfo(id);
  const left = useOrderExpiry(q.data, q.refetch);
  const cancel = useCancelFlow();
  const go = (to: string) => () => void navigate(to);

  const body = (order: Order) => {
    // the server's actions, until the time to pay runs out on screen (then the order is asked for again)
    const expired = left === 0;
    const payable = order.actions.includes('pay') && !expired;
    const refundable = order.actions.includes('refund');
    return (
      <>
        <div className="has-form-actions">
          <OrderBanner order={order} secondsLeft={left} />
          <OrderHoldings holdings={order.holdings} refundedQuantity={order.refunded_quantity} />
          <OrderFields order={order} />
          <RefundList refunds={order.refunds} />
          <section className="section">
            <List>
              <List.Item onClick={go(orderPaths.goods(order.id))}>商品详情</List.Item>
              {order.state === 'paid' && order.payment_order === 1 && order.form_id !== null && (
                <List.Item onClick={go(orderPaths.form(order.item_id))}>填写报名表</List.Item>
              )}
            </List>
          </section>
        </div>
        {payable && (
          <ActionBar>
            {order.actions.includes('cancel') && (
              <Button loading={cancel.cancelling} onClick={() => void cancel.cancel(order.id)}>
                取消订单
              </Button>
            )}
            <Button color="primary" onClick={go(orderPaths.payment(order.id))}>
              去支付
            </Button>
          </ActionBar>
        )}
        {refundable && (
          <ActionBar>
            <Button onClick={go(orderPaths.buy(order.item_id))}>再次购买</Button>
            <Button color="primary" onClick={go(orderPaths.refund(order.id))}>
              申请退款
            </Button>
          </ActionBar>
        )}
        {!payable && !refundable && (
          <ActionBar>
            <Button color="primary" onClick={go(orderPaths.buy(order.item_id))}>
              再次购买
            </Button>
          </ActionBar>
        )}
      </>
    );
  };

  return <OrderShell query={q}>{body}</OrderShell>;
}
