import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { IssueQuotaLoader } from '../components/issue-quota-loader';
import { positiveId } from '../../../lib/routing/route-id';
import '../../../components/ui/form.css';

/** /ticket/publish/{ticketId}/{publisherId}: the same issuing screen for one quota (publisherId is the quota id). */
export default function IssueQuotaPage() {
  const params = useParams();
  const itemId = positiveId(params.ticketId);
  const quotaId = positiveId(params.publisherId);
  if (!itemId || !quotaId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <IssueQuotaLoader key={`${itemId}-${quotaId}`} itemId={itemId} quotaId={quotaId} />
    </div>
  );
}
