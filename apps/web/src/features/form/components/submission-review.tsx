import { useQuery } from '@tanstack/react-query';
import { AuditStatus } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { ReviewActions } from '../../../components/ui/review-actions';
import { useSession } from '../../../lib/session';
import { submissionInfoQuery } from '../api/submission-info';
import { useSubmissionReview } from '../hooks/use-submission-review';
import { SubmissionRow } from './submission-row';
import { SubmissionValues } from './submission-values';

const REJECT = {
  title: '驳回报名',
  placeholder: '请填写驳回原因，报名者将看到这段说明',
  requiredMessage: '驳回时请填写原因',
};

/** One sign-up: who, the values under the form's labels, and 驳回 / 通过 while it is pending. */
export function SubmissionReview({ id }: { id: number }) {
  const businessId = useSession((s) => s.businessId);
  const q = useQuery(submissionInfoQuery(businessId, id));
  const r = useSubmissionReview(id);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const { submission: s, form } = q.data;
  const pending = s.status === AuditStatus.pending;
  return (
    <div className={pending ? 'has-form-actions' : undefined}>
      <SubmissionRow s={s} />
      <SubmissionValues fields={form.fields} values={s.values} />
      <ReviewActions decision={r} pending={pending} reject={REJECT} />
    </div>
  );
}
