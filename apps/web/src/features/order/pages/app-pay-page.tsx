import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { loginPath } from '../../../config/paths';
import { ActionBar } from '../../../components/ui/action-bar';
import { PageLoading } from '../../../components/ui/page-loading';
import { useIsLoggedIn } from '../../../lib/session';
import { useOrderInfo } from '../api/order-info';
import { OrderShell } from '../components/order-shell';
import { OrderToPay } from '../components/order-to-pay';
import { PageNotice } from '../components/page-notice';
import { useAdoptToken } from '../hooks/use-adopt-token';
import { useOrderExpiry } from '../hooks/use-order-expiry';
import { usePayFlow } from '../hooks/use-pay-flow';
import { yuan } from '../utils/order-text';
import { positiveId } from '../utils/order-paths';
import { returnUrlFor } from '../utils/return-url';

/**
 * /pages/index/pay?token&mobile&order_id&callbackUrl (public; the native app shell opens it): the app's token
 * becomes the session, the order is loaded and paid like on the payment page; the payer comes back to
 * `callbackUrl` when it is a path of this site, else to the result page.
 */
export default function AppPayPage() {
  const [search] = useSearchParams();
  const ready = useAdoptToken(search.get('token'), search.get('mobile'));
  const loggedIn = useIsLoggedIn();
  const orderId = positiveId(search.get('order_id'));

  if (!ready) {
    return (
      <OrderShell>
        <PageLoading />
      </OrderShell>
    );
  }
  if (!orderId) {
    return (
      <OrderShell>
        <PageNotice title="链接无效" description="缺少订单编号" />
      </OrderShell>
    );
  }
  if (!loggedIn) {
    const here = `/pages/index/pay?${search.toString()}`;
    return (
      <OrderShell>
        <PageNotice title="请登录" description="登录后即可支付订单" action={{ text: '去登录', to: loginPath(here) }} />
      </OrderShell>
    );
  }
  return <AppPay orderId={orderId} callbackUrl={search.get('callbackUrl')} />;
}

function AppPay({ orderId, callbackUrl }: { orderId: number; callbackUrl: string | null }) {
  const q = useOrderInfo(orderId);
  const left = useOrderExpiry(q.data, q.refetch);
  const pay = usePayFlow();

  return (
    <OrderShell query={q}>
      {(order) => (
        <>
          <OrderToPay order={order} secondsLeft={left} leaving={pay.state === 'leaving'} />
          {/* the server's actions, until the time to pay runs out on screen */}
          {order.actions.includes('pay') && left !== 0 && (
            <ActionBar>
              <Button
                color="primary"
                loading={pay.busy}
                onClick={() => void pay.pay(order, returnUrlFor(order.order_sn, callbackUrl))}
              >
                立即支付 {yuan(order.amount)}
              </Button>
            </ActionBar>
          )}
        </>
      )}
    </OrderShell>
  );
}
