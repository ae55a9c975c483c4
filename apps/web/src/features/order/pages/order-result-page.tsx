import { Button, DotLoading, Result } from 'antd-mobile';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { InvalidLink } from '../components/page-notice';
import { usePaymentResult } from '../hooks/use-payment-result';
import { yuan } from '../utils/order-text';
import { orderPaths } from '../utils/order-paths';
import { OrderShell } from '../components/order-shell';
import '../components/order.css';

/**
 * /my/order/result/{orderSn} (?result=fail when the cashier reports a failure): asks the server — never the
 * payment page — and waits up to ~15 s for the payment: 支付成功 with the amount and links to the tickets,
 * the order and (pay first, then the form) the application form; 支付失败 with 重新支付; 订单已取消.
 */
export default function OrderResultPage() {
  const orderSn = useParams().orderSn ?? '';
  if (!orderSn) {
    return (
      <OrderShell className="order-result">
        <InvalidLink />
      </OrderShell>
    );
  }
  return <PaymentResult orderSn={orderSn} />;
}

function PaymentResult({ orderSn }: { orderSn: string }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { q, order, outcome } = usePaymentResult(orderSn, search.get('result') === 'fail');
  const go = (to: string) => () => void navigate(to);

  if (q.isPending) {
    return (
      <OrderShell className="order-result">
        <PageLoading text="正在查询支付结果…" />
      </OrderShell>
    );
  }
  if (!order) {
    return (
      <OrderShell className="order-result">
        <LoadError error={q.error ?? new Error('订单不存在')} onRetry={() => void q.refetch()} />
      </OrderShell>
    );
  }

  switch (outcome) {
    case 'success':
      return (
        <OrderShell className="order-result">
          <Result
            status="success"
            title="支付成功"
            description={<span className="order-result-amount">{yuan(order.amount)}</span>}
          />
          <div className="order-result-actions">
            {order.payment_order === 1 && order.form_id !== null && (
              <Button block color="warning" onClick={go(orderPaths.form(order.item_id))}>
                填写报名表
              </Button>
            )}
            <Button block color="primary" onClick={go(orderPaths.myTickets)}>
              查看门票
            </Button>
            <Button block onClick={go(orderPaths.detail(order.id))}>
              查看订单
            </Button>
          </div>
        </OrderShell>
      );
    case 'fail':
      return (
        <OrderShell className="order-result">
          <Result status="error" title="支付失败" description="订单未支付，可在订单有效期内重新支付" />
          <div className="order-result-actions">
            <Button block color="primary" onClick={go(orderPaths.payment(order.id))}>
              重新支付
            </Button>
            <Button block onClick={go(orderPaths.detail(order.id))}>
              查看订单
            </Button>
          </div>
        </OrderShell>
      );
    case 'cancelled':
      return (
        <OrderShell className="order-result">
          <Result status="warning" title="订单已取消" description="订单已取消或超时未支付" />
          <div className="order-result-actions">
            <Button block color="primary" onClick={go(orderPaths.buy(order.item_id))}>
              重新购买
            </Button>
            <Button block onClick={go(orderPaths.detail(order.id))}>
              查看订单
            </Button>
          </div>
        </OrderShell>
      );
    case 'waiting':
    case undefined:
      return (
        <OrderShell className="order-result">
          <Result
            status="waiting"
            title="支付结果确认中"
            description={
              <span>
                正在向服务器确认支付结果，请稍候
                <DotLoading />
              </span>
            }
          />
        </OrderShell>
      );
  }
}
