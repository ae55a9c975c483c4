import { Navigate, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useApprovedCoupons } from '../api/approved-coupons';
import { useRelation } from '../api/relation-info';
import { RelationForm } from '../components/relation-form';
import '../../../components/ui/form.css';
import '../components/relation.css';

function RelationLoader({ ticketId }: { ticketId: number }) {
  const relation = useRelation(ticketId);
  const coupons = useApprovedCoupons();
  if (relation.isPending || coupons.isPending) return <PageLoading />;
  const failed = relation.error ?? coupons.error;
  if (failed) {
    return <LoadError error={failed} onRetry={() => void Promise.all([relation.refetch(), coupons.refetch()])} />;
  }
  if (!relation.data || !coupons.data) return <PageLoading />;
  return <RelationForm key={JSON.stringify(relation.data.pending)} relation={relation.data} coupons={coupons.data} />;
}

/** /ticket/relation/form/{ticketId}: the coupons a ticket bundles, changed through an audit. */
export default function RelationFormPage() {
  const raw = useParams().ticketId;
  const ticketId = Number(raw);
  if (!raw || !Number.isInteger(ticketId) || ticketId <= 0) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <RelationLoader ticketId={ticketId} />
      </RequireBusiness>
    </div>
  );
}
