import { Button, List } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { ActionBar } from '../../../components/ui/action-bar';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useOrderInfo } from '../api/order-info';
import { OrderBanner } from '../components/order-banner';
import { OrderFields } from '../components/order-fields';
import { OrderHoldings } from '../components/order-holdings';
import { InvalidLink } from '../components/page-notice';
import { RefundList } from '../components/refund-list';
import { useCancelFlow } from '../hooks/use-cancel-flow';
import { useOrderExpiry } from '../hooks/use-order-expiry';
import { orderPaths, positiveId } from '../utils/order-paths';
import { OrderShell } from '../components/order-shell';
import '../components/order.css';

/**
 * /my/order/detail/{id} and /my/order/funly/{orderId} (a plain order until events exist): the state, every
 * field, the tickets it issued (each opens its code), the refunds, and the actions of its state.
 */
export default function OrderDetailPage() {
  const params = useParams();
  const id = positiveId(params.id ?? params.orderId);
  if (!id) {
    return (
      <OrderShell>
        <InvalidLink />
      </OrderShell>
    );
  }
  return <Detail id={id} />;
}

function Detail({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useOrderInfo(id);
  const left = useOrderExpiry(q.data, q.refetch);
  const cancel = useCancelFlow();
  const go = (to: string) => () => void navigate(to);

  if (q.isPending) {
    return (
      <OrderShell>
        <PageLoading />
      </OrderShell>
    );
  }
  if (q.isError) {
    return (
      <OrderShell>
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      </OrderShell>
    );
  }
  const order = q.data;
  const payable = order.state === 'unpaid' && left !== 0;
  const refundable = order.state === 'paid' && order.refundable > 0;

  return (
    <OrderShell>
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
          <Button loading={cancel.cancelling} onClick={() => void cancel.cancel(order.id)}>
            取消订单
          </Button>
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
    </OrderShell>
  );
}
