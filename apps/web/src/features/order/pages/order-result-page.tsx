import { Button, DotLoading, Result } from 'antd-mobile';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import type { Order } from '@kc/shared';
import { OrderShell } from '../components/order-shell';
import { InvalidLink } from '../components/page-notice';
import { usePaymentResult } from '../hooks/use-payment-result';
import { yuan } from '../utils/order-text';
import { orderPaths } from '../utils/order-paths';
import styles from './order-result-page.module.css';

/**
 * /my/order/result/{orderSn} (?result=fail when the cashier reports a failure): asks the server — never the
 * payment page — and waits up to ~15 s for the payment: 支付成功 with the amount and links to the tickets,
 * the order and (pay first, then the form) the application form; 支付失败 with 重新支付; 订单已取消.
 * ?result=cancel (the cashier's ‹ 返回订单): an unpaid order's payment page in place of this one.
 */
export default function OrderResultPage() {
  const orderSn = useParams().orderSn ?? '';
  if (!orderSn) {
    return (
      <OrderShell className={styles.result}>
        <InvalidLink />
      </OrderShell>
    );
  }
  return <PaymentResult orderSn={orderSn} />;
}

function PaymentResult({ orderSn }: { orderSn: string }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const cashier = search.get('result');
  const left = cashier === 'cancel';
  const { q, outcome } = usePaymentResult(orderSn, cashier === 'fail' || left);
  const go = (to: string) => () => void navigate(to);

  /** The result, then `first` (a button or none), the primary way on, and 查看订单. */
  const done = (order: Order, result: ReactNode, primary: { text: string; to: string }, first?: ReactNode) => (
    <>
      {result}
      <div className={styles.actions}>
        {first}
        <Button block color="primary" onClick={go(primary.to)}>
          {primary.text}
        </Button>
        <Button block onClick={go(orderPaths.detail(order.id))}>
          查看订单
        </Button>
      </div>
    </>
  );

  const body = (order: Order) => {
    switch (outcome) {
      case 'success':
        return done(
          order,
          <Result
            status="success"
            title="支付成功"
            description={<span className={styles.amount}>{yuan(order.amount)}</span>}
          />,
          { text: '查看门票', to: orderPaths.myTickets },
          order.payment_order === 1 && order.form_id !== null && (
            <Button block color="warning" onClick={go(orderPaths.form(order.item_id))}>
              填写报名表
            </Button>
          ),
        );
      case 'fail':
        // the payer left the cashier without paying: back to the order
        if (left) return <Navigate to={orderPaths.payment(order.id)} replace />;
        return done(
          order,
          <Result status="error" title="支付失败" description="订单未支付，可在订单有效期内重新支付" />,
          { text: '重新支付', to: orderPaths.payment(order.id) },
        );
      case 'cancelled':
        return done(order, <Result status="warning" title="订单已取消" description="订单已取消或超时未支付" />, {
          text: '重新购买',
          to: orderPaths.buy(order.item_id),
        });
      case 'waiting':
      case undefined:
        return (
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
        );
    }
  };

  return (
    <OrderShell className={styles.result} query={q} loadingText="正在查询支付结果…">
      {body}
    </OrderShell>
  );
}
