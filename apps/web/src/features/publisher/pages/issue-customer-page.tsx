import { Navigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { IssueQuotaLoader } from '../components/issue-quota-loader';
import { positiveId } from '../../../lib/routing/route-id';
import '../../../components/ui/form.css';

/** /ticket/publish/customer/{ticketId}?quota=: issue from my quota of the item (the one named, or my only one). */
export default function IssueCustomerPage() {
  const itemId = positiveId(useParams().ticketId);
  const quotaId = positiveId(useSearchParams()[0].get('quota'));
  if (!itemId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <IssueQuotaLoader key={`${itemId}-${quotaId ?? ''}`} itemId={itemId} quotaId={quotaId} />
    </div>
  );
}
