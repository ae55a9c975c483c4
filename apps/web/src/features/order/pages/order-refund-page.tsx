import { Button, Radio, Stepper, TextArea, Toast } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import type { Order } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { confirmAction } from '../../../components/ui/confirm';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { useFormState } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useOrderInfo } from '../api/order-info';
import { useRefundOrder } from '../api/refund-order';
import { InvalidLink, PageNotice } from '../components/page-notice';
import { REFUND_TO_LABELS, yuan } from '../utils/order-text';
import { orderPaths, positiveId } from '../utils/order-paths';
import '../../../components/ui/form.css';
import { OrderShell } from '../components/order-shell';
import '../components/order.css';

const REASON_MAX = 200;

/**
 * /my/order/refund/{id}: how many unused tickets to refund (1..refundable), the reason (required), where the
 * money goes (原路退回 or 退回余额), the amount (quantity × unit price); after a confirmation the refund, then
 * back to the order showing its refund state. Unsaved input is kept.
 */
export default function OrderRefundPage() {
  const id = positiveId(useParams().id);
  if (!id) {
    return (
      <OrderShell>
        <InvalidLink />
      </OrderShell>
    );
  }
  return <Refund id={id} />;
}

function Refund({ id }: { id: number }) {
  const q = useOrderInfo(id);
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
  if (q.data.state !== 'paid' || q.data.refundable <= 0) {
    return (
      <OrderShell>
        <PageNotice
          title="暂无可退款的票券"
          description={q.data.state === 'paid' ? '已使用的票券不能退款' : `订单${q.data.state_label}`}
          action={{ text: '查看订单', to: orderPaths.detail(id) }}
        />
      </OrderShell>
    );
  }
  return <RefundForm order={q.data} />;
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
    <OrderShell>
      <div className="has-form-actions">
        {form.restored && <RestoredNotice />}
        <section className="section" aria-label="退款商品">
          <div className="order-section-title">{order.item_name}</div>
          <p className="form-tip">
            单价 {yuan(order.unit_price)} · 共 {order.quantity} 张 · 可退 {order.refundable} 张
          </p>
        </section>
        <section className="section">
          <div className="refund-field buy-row">
            <span className="buy-row-label">退款数量</span>
            <Stepper
              aria-label="退款数量"
              min={1}
              max={order.refundable}
              digits={0}
              value={quantity}
              onChange={(v) => form.set('quantity', Math.max(1, Math.floor(v || 1)))}
            />
          </div>
          <div className="refund-field">
            <div className="refund-field-label is-required">退款原因</div>
            <TextArea
              className="refund-reason"
              aria-label="退款原因"
              placeholder="请填写退款原因"
              rows={3}
              maxLength={REASON_MAX}
              showCount
              value={values.reason}
              onChange={(v) => form.set('reason', v)}
            />
            {errors.reason && <p className="field-error">{errors.reason}</p>}
          </div>
          <div className="refund-field">
            <div className="refund-field-label">退款方式</div>
            <Radio.Group value={values.to} onChange={(v) => form.set('to', v as RefundValues['to'])}>
              <div className="refund-to">
                <Radio value="original">{REFUND_TO_LABELS.original}</Radio>
                <Radio value="balance">{REFUND_TO_LABELS.balance}</Radio>
              </div>
            </Radio.Group>
            {errors.to && <p className="field-error">{errors.to}</p>}
          </div>
        </section>
      </div>
      <ActionBar className="buy-bar">
        <span className="buy-total">
          退款金额<strong>{yuan(amount)}</strong>
        </span>
        <Button color="primary" loading={refund.isPending} onClick={() => void submit()}>
          申请退款
        </Button>
      </ActionBar>
    </OrderShell>
  );
}
