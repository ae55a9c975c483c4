import { Button, Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { showError } from '../../../lib/http';
import { positiveId } from '../../../lib/routing/route-id';
import { useFunlyBook } from '../api/funly-book';
import { useFunlyShow } from '../api/funly-show';
import { slotLeft } from './funly-appoint-type-page';
import { ErrorBlock } from '../../../components/ui/error-block';

/** /funly/appoint?id=&slot=: confirm booking the chosen slot of an event one has applied to (funlyBook). */
export default function FunlyAppointPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = positiveId(search.get('id'));
  const slotId = positiveId(search.get('slot'));
  const q = useFunlyShow(id);
  const book = useFunlyBook(id ?? 0);
  const body = () => {
    if (!id) return <ErrorBlock status="empty" title="活动不存在" description="链接有误，请返回后重试" />;
    if (q.isPending) return <PageLoading />;
    if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
    const f = q.data;
    const slot = f.slots.find((s) => s.id === slotId);
    if (!slot) {
      return (
        <ErrorBlock status="empty" title="请选择预约时段" description="">
          <Button color="primary" onClick={() => void navigate(`/funly/appointType?id=${f.id}`, { replace: true })}>
            选择时段
          </Button>
        </ErrorBlock>
      );
    }
    const confirm = () =>
      book.mutate(slot.id, {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: '预约成功' });
          void navigate(`/my/funly/result/${f.id}`, { replace: true });
        },
        onError: showError,
      });
    return (
      <div className="has-form-actions">
        <KeyValueList
          title="预约信息"
          rows={[
            { label: '活动', value: f.title },
            { label: '时段', value: slot.title },
            { label: '时间', value: `${formatDate(slot.start_time)} - ${formatDate(slot.end_time, 'h:i')}` },
            { label: '剩余名额', value: `${slotLeft(slot)}个` },
            ...(f.mine?.slot_id && f.mine.slot_id !== slot.id ? [{ label: '提示', value: '将改约到此时段' }] : []),
          ]}
        />
        <ActionBar>
          <Button
            color="primary"
            loading={book.isPending}
            disabled={!f.actions.book || slotLeft(slot) === 0}
            onClick={confirm}
          >
            {f.actions.book ? '确认预约' : '报名成功后可预约'}
          </Button>
        </ActionBar>
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
