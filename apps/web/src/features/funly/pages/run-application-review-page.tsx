import { Button, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { confirmAction } from '../../../components/ui/confirm';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { ReviewActions } from '../../../components/ui/review-actions';
import { useReviewDecision } from '../../../components/ui/use-review-decision';
import { showError } from '../../../lib/http';
import { useFunlyApplyAudit } from '../api/funly-apply-audit';
import { funlyApplyInfoQuery } from '../api/funly-apply-info';
import { useFunlyCheckinUndo } from '../api/funly-checkin-undo';
import { RunAnswers } from '../components/run-answers';
import { RunApplicationRow } from '../components/run-application-row';
import { runPaths } from '../components/run-paths';
import { RunIdPage } from '../components/run-id-page';

const REJECT = {
  title: '驳回报名',
  placeholder: '请填写驳回原因，报名者将看到这段说明',
  requiredMessage: '驳回时请填写原因',
};

function Review({ id }: { id: number }) {
  const q = useQuery(funlyApplyInfoQuery(id));
  const audit = useFunlyApplyAudit();
  const undo = useFunlyCheckinUndo();
  const backTo = q.data ? runPaths.auditList(q.data.application.funly_id) : runPaths.applyEvents;
  const decision = useReviewDecision({
    decide: ({ pass, remark }) => audit.mutateAsync({ id, pass, remark }),
    busy: audit.isPending,
    backTo,
    passQuestion: '确定通过该报名吗？',
    passedText: () => '已通过',
  });

  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const { application: a, fields, actions } = q.data;
  const deciding = actions.approve || actions.decline;

  const undoCheckin = async () => {
    if (!(await confirmAction('撤销后该报名恢复为报名成功，入场码可再次核销。确定撤销签到吗？', { danger: true })))
      return;
    try {
      await undo.mutateAsync(id);
      Toast.show({ icon: 'success', content: '已撤销签到' });
    } catch (e) {
      showError(e);
    }
  };

  return (
    <div className={deciding || actions.undo_checkin ? 'has-form-actions' : undefined}>
      <RunApplicationRow a={a} />
      <KeyValueList
        title="报名详情"
        rows={[
          { label: '活动', value: a.funly_title || '未命名活动' },
          { label: '状态', value: a.status_label },
          { label: '同行人数', value: a.companions > 0 ? `${a.companions}人` : '无' },
          { label: '预约时段', value: a.slot_title || '未预约' },
          ...(a.checked_in_at !== null ? [{ label: '签到时间', value: formatDate(a.checked_in_at) }] : []),
          ...(a.remark ? [{ label: '审核说明', value: a.remark }] : []),
          { label: '报名时间', value: formatDate(a.create_time) },
        ]}
      />
      <RunAnswers fields={fields} values={a.values} />
      {deciding ? (
        <ReviewActions decision={decision} pending reject={REJECT} />
      ) : (
        actions.undo_checkin && (
          <ActionBar>
            <Button color="danger" fill="outline" block loading={undo.isPending} onClick={() => void undoCheckin()}>
              撤销签到
            </Button>
          </ActionBar>
        )
      )}
    </div>
  );
}

/** /funly/applicationForm/review/{id}: the organiser reads one application and decides, or undoes its check-in. */
export default function RunApplicationReviewPage() {
  return <RunIdPage missing="报名记录不存在">{(id) => <Review id={id} />}</RunIdPage>;
}
