import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { AuditStatus } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useSession } from '../../../lib/session';
import { submissionInfoQuery } from '../api/submission-info';
import { useSubmissionReview } from '../hooks/use-submission-review';
import { RejectPopup } from './reject-popup';
import { SubmissionRow } from './submission-row';
import { SubmissionValues } from './submission-values';
import '../../../components/ui/form.css';
import './review.css';

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
      {pending && (
        <div className="form-actions">
          <Button color="danger" fill="outline" disabled={r.busy} onClick={r.openReject}>
            驳回
          </Button>
          <Button color="primary" loading={r.busy && !r.rejecting} disabled={r.busy} onClick={r.pass}>
            通过
          </Button>
        </div>
      )}
      <RejectPopup
        visible={r.rejecting}
        busy={r.busy}
        error={r.remarkError}
        onClose={r.closeReject}
        onInput={r.clearRemarkError}
        onReject={r.reject}
      />
    </div>
  );
}
