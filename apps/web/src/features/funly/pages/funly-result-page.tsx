import { Button, Space, Toast } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { formatDate, formatYuan, ORDER_STATE_LABELS, type OrderState } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { confirmAction } from '../../../components/ui/confirm';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { showError } from '../../../lib/http';
import { positiveId } from '../../../lib/routing/route-id';
import { useFunlyCancel } from '../api/funly-cancel';
import { useFunlyResult } from '../api/funly-result';
import { FunlyCard } from '../components/funly-card';
import styles from '../components/public.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** The headline and the line under it, by application status. */
const HEADLINES: Record<number, [string, string]> = {
  0: ['待支付', '完成支付后报名生效，名额为你保留中'],
  1: ['报名成功', '活动当天出示入场码签到'],
  2: ['等待主办方审核', '审核结果会通过消息通知你'],
  3: ['候补中', '有名额空出时将按顺序为你递补'],
  4: ['报名未通过', '很遗憾，主办方未通过你的报名'],
  5: ['报名已取消', '你已取消本次报名'],
  6: ['已签到', '祝你活动愉快'],
};

/**
 * /my/funly/result/{funlyId} and /my/order/funly/{orderId}: my outcome for an event: the status headline, a
 * decline's reason, the entry code, payment when unpaid, cancelling with a confirmation, and the event order.
 */
export default function FunlyResultPage({ byOrder = false }: { byOrder?: boolean }) {
  const params = useParams();
  const navigate = useNavigate();
  const go = (to: string) => void navigate(to);
  const funlyId = byOrder ? undefined : positiveId(params.funlyId);
  const orderId = byOrder ? positiveId(params.orderId) : undefined;
  const q = useFunlyResult({ id: funlyId, orderId });
  const cancel = useFunlyCancel();

  const body = () => {
    if (!funlyId && !orderId)
      return <ErrorBlock status="empty" title="报名记录不存在" description="链接有误，请返回后重试" />;
    if (q.isPending) return <PageLoading />;
    if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
    const { funly, application: a, holding_id, order } = q.data;
    const [headline, sub] = a ? (HEADLINES[a.status] ?? [a.status_label, '']) : ['尚未报名', '报名后可在这里查看结果'];
    const doCancel = async () => {
      if (!(await confirmAction('确定取消报名？取消后名额将让给其他人', { danger: true }))) return;
      cancel.mutate(funly.id, {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: '已取消报名' });
          void q.refetch();
        },
        onError: showError,
      });
    };
    const payId = order?.id ?? a?.order_id ?? null;
    // what the server allows now (actions); the page decides nothing of its own
    const can = q.data.actions;
    const buttons = [
      can.answer && (
        <Button key="answer" color="primary" onClick={() => go(`/funly/enter-blank/2/${funly.id}`)}>
          填写报名信息
        </Button>
      ),
      can.code && holding_id != null && (
        <Button key="code" color="primary" onClick={() => go(`/verification/show-qrcode/${holding_id}`)}>
          查看入场码
        </Button>
      ),
      can.pay && payId !== null && (
        <Button key="pay" color="primary" onClick={() => go(`/my/order/payment/${payId}`)}>
          去支付
        </Button>
      ),
      can.cancel && (
        <Button key="cancel" fill="outline" loading={cancel.isPending} onClick={() => void doCancel()}>
          取消报名
        </Button>
      ),
      !a && (
        <Button key="apply" color="primary" onClick={() => go(`/funly/show?id=${funly.id}`)}>
          查看活动
        </Button>
      ),
    ].filter(Boolean);
    return (
      <div className="has-form-actions">
        <section className={styles.headline} role="status">
          <h2>{headline}</h2>
          {sub && <p className={styles.muted}>{sub}</p>}
          {a?.status === 4 && a.remark && <p>未通过原因：{a.remark}</p>}
        </section>
        <FunlyCard card={funly} onClick={() => go(`/funly/show?id=${funly.id}`)} />
        {a && (
          <KeyValueList
            title="报名信息"
            rows={[
              { label: '报名状态', value: a.status_label },
              { label: '报名时间', value: formatDate(a.create_time) },
              ...(a.companions > 0 ? [{ label: '同行人数', value: `${a.companions}人` }] : []),
              ...(a.slot_title ? [{ label: '预约时段', value: a.slot_title }] : []),
              ...(a.checked_in_at ? [{ label: '签到时间', value: formatDate(a.checked_in_at) }] : []),
              ...(a.remark && a.status !== 4 ? [{ label: '备注', value: a.remark }] : []),
            ]}
          />
        )}
        {order && (
          <KeyValueList
            title="订单信息"
            rows={[
              { label: '订单编号', value: order.order_sn },
              { label: '商品', value: order.item_name },
              { label: '金额', value: `¥${formatYuan(order.amount)}` },
              { label: '订单状态', value: ORDER_STATE_LABELS[order.state as OrderState] ?? order.state },
            ]}
          />
        )}
        {buttons.length > 0 && (
          <ActionBar>
            <Space block justify="center" style={{ '--gap': '8px', width: '100%' }}>
              {buttons}
            </Space>
          </ActionBar>
        )}
      </div>
    );
  };
  return (
    <div className="page">
      <PageHeader />
      {body()}
    </div>
  );
}
