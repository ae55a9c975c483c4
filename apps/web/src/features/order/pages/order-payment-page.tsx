import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { ActionBar } from '../../../components/ui/action-bar';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useOrderInfo } from '../api/order-info';
import { OrderBanner } from '../components/order-banner';
import { OrderSummary } from '../components/order-summary';
import { InvalidLink } from '../components/page-notice';
import { useCancelFlow } from '../hooks/use-cancel-flow';
import { useOrderExpiry } from '../hooks/use-order-expiry';
import { usePayFlow } from '../hooks/use-pay-flow';
import { yuan } from '../utils/order-text';
import { orderPaths, positiveId } from '../utils/order-paths';
import { OrderShell } from '../components/order-shell';
import '../components/order.css';

/**
 * /my/order/payment/{id}: the order to pay — item, quantity, amount, the live time left (then 订单已超时) —
 * with 立即支付 (JSAPI in the messaging app, else the web cashier) and 取消订单 after a confirmation.
 */
export default function OrderPaymentPage() {
  const id = positiveId(useParams().id);
  if (!id) {
    return (
      <OrderShell>
        <InvalidLink />
      </OrderShell>
    );
  }
  return <Payment id={id} />;
}

function Payment({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useOrderInfo(id);
  const left = useOrderExpiry(q.data, q.refetch);
  const pay = usePayFlow();
  const cancel = useCancelFlow();

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
  const go = (to: string) => void navigate(to);

  const actions = () => {
    if (payable) {
      return (
        <>
          <Button disabled={pay.busy} loading={cancel.cancelling} onClick={() => void cancel.cancel(order.id)}>
            取消订单
          </Button>
          <Button color="primary" loading={pay.busy} onClick={() => void pay.pay(order)}>
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
    <OrderShell>
      <div className="has-form-actions">
        <OrderBanner order={order} secondsLeft={left} />
        <OrderSummary order={order} />
        {pay.state === 'leaving' && <p className="form-tip">正在前往收银台…</p>}
      </div>
      <ActionBar>{actions()}</ActionBar>
    </OrderShell>
  );
}
