import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { SubmissionReview } from '../components/submission-review';
import { positiveId } from '../../../lib/routing/route-id';
import { ErrorBlock } from '../../../components/ui/error-block';

/** /enter-form/audit/{id} and /ticket/applicationForm/review/{ticketId}/{id}: review one sign-up (id is the sign-up's). */
export default function SubmissionReviewPage() {
  const id = positiveId(useParams().id);
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        {id ? (
          <SubmissionReview key={id} id={id} />
        ) : (
          <ErrorBlock status="empty" title="报名记录不存在" description="链接有误，请返回列表重新进入" />
        )}
      </RequireBusiness>
    </div>
  );
}
