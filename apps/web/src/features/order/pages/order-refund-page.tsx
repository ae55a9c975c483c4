import { Button, Radio, TextArea, Toast } from 'antd-mobile';
import { CountStepper } from '../../../components/ui/count-stepper';
import { useNavigate } from 'react-router';
import type { Order } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { cx } from '../../../components/ui/cx';
import { useFormState } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useOrderInfo } from '../api/order-info';
import { useRefundOrder } from '../api/refund-order';
import { AmountBar } from '../components/amount-bar';
import { OrderIdRoute } from '../components/order-id-route';
import { OrderShell } from '../components/order-shell';
import { PageNotice } from '../components/page-notice';
import { SectionTitle } from '../components/section-title';
import { REFUND_TO_LABELS, yuan } from '../utils/order-text';
import { orderPaths } from '../utils/order-paths';
import styles from './order-refund-page.module.css';

const REASON_MAX = 200;

/**
 * /my/order/refund/{id}: how many unused tickets to refund (1..refundable), the reason (required), where the
 * money goes (原路退回 or 退回余额), the amount (quantity × unit price); after a confirmation the refund, then
 * back to the order showing its refund state. Unsaved input is kept.
 */
export default function OrderRefundPage() {
  return <OrderIdRoute>{(id) => <Refund id={id} />}</OrderIdRoute>;
}

function Refund({ id }: { id: number }) {
  const q = useOrderInfo(id);
  const body = (order: Order) => {
    if (!order.actions.includes('refund')) {
      return (
        <PageNotice
          title="暂无可退款的票券"
          description={order.state === 'paid' ? '已使用的票券不能退款' : `订单${order.state_label}`}
          action={{ text: '查看订单', to: orderPaths.detail(id) }}
        />
      );
    }
    return <RefundForm order={order} />;
  };
  return <OrderShell query={q}>{body}</OrderShell>;
}

interface RefundValues {
  quantity: number;
  reason: string;
  to: 'original' | 'balance';
}

function RefundForm({ order }: { order: Order }) {
  const navigate = useNavigate();
  const refund = useRefundOrder();
  const form = useFormState<RefundValues>(
    () => ({ quantity: order.refundable, reason: '', to: 'original' }),
    `order-refund:${order.id}`,
  );
  const { values, errors } = form;
  const quantity = Math.max(1, Math.min(values.quantity, order.refundable));
  const amount = quantity * order.unit_price;

  const submit = async () => {
    const reason = values.reason.trim();
    if (!reason) {
      form.setErrors({ reason: '请填写退款原因' });
      return;
    }
    if (reason.length > REASON_MAX) {
      form.setErrors({ reason: `退款原因最多${REASON_MAX}个字` });
      return;
    }
    const ok = await confirmAction(
      `退款 ${quantity} 张，共 ${yuan(amount)}，${REFUND_TO_LABELS[values.to]}。确定申请退款？`,
      {
        title: '确认退款',
      },
    );
    if (!ok) return;
    refund.mutate(
      { id: order.id, quantity, reason, to: values.to },
      {
        onSuccess: (o) => {
          form.markSaved();
          Toast.show({ content: o.state === 'refunding' ? '退款申请已提交' : '退款成功', icon: 'success' });
          void navigate(orderPaths.detail(o.id), { replace: true });
        },
        onError: (e) => {
          if (!form.applyServerErrors(e)) showError(e);
        },
      },
    );
  };

  return (
    <>
      <div className="has-form-actions">
        {form.restored && <RestoredNotice />}
        <section className="section" aria-label="退款商品">
          <SectionTitle>{order.item_name}</SectionTitle>
          <p className="form-tip">
            单价 {yuan(order.unit_price)} · 共 {order.quantity} 张 · 可退 {order.refundable} 张
          </p>
        </section>
        <section className="section">
          <div className={cx(styles.field, styles.quantity)}>
            <span className={styles.label}>退款数量</span>
            <CountStepper
              label="退款数量"
              min={1}
              max={order.refundable}
              digits={0}
              value={quantity}
              onChange={(v) => form.set('quantity', Math.max(1, Math.floor(v || 1)))}
            />
          </div>
          <div className={styles.field}>
            <div className={cx(styles.label, styles.required)}>退款原因</div>
            <TextArea
              className={styles.reason}
              aria-label="退款原因"
              placeholder="请填写退款原因"
              rows={3}
              maxLength={REASON_MAX}
              showCount
              value={values.reason}
              onChange={(v) => form.set('reason', v)}
            />
            {errors.reason && <p className={styles.error}>{errors.reason}</p>}
          </div>
          <div className={styles.field}>
            <div className={styles.label}>退款方式</div>
            <Radio.Group value={values.to} onChange={(v) => form.set('to', v as RefundValues['to'])}>
              <div className={styles.to}>
                <Radio value="original">{REFUND_TO_LABELS.original}</Radio>
                <Radio value="balance">{REFUND_TO_LABELS.balance}</Radio>
              </div>
            </Radio.Group>
            {errors.to && <p className={styles.error}>{errors.to}</p>}
          </div>
        </section>
      </div>
      <AmountBar label="退款金额" amount={amount}>
        <Button color="primary" loading={refund.isPending} onClick={() => void submit()}>
          申请退款
        </Button>
      </AmountBar>
    </>
  );
}
