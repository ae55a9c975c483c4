import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { checkpointInfoQuery } from '../api/checkpoint-info';
import { CheckpointForm } from '../components/checkpoint-form';
import { positiveId } from '../../../lib/routing/route-id';
import '../../../components/ui/form.css';

function EditPoint({ itemId, pointId }: { itemId: number; pointId: number }) {
  const q = useQuery(checkpointInfoQuery(pointId));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.item_id !== itemId) return <Navigate to="/404" replace />;
  return <CheckpointForm itemId={itemId} point={q.data} />;
}

/** /checkpoint/add/{ticketId}: a new write-off point of the item; with ?id=<pointId> the same form edits that point. */
export default function CheckpointAddPage() {
  const itemId = positiveId(useParams().ticketId);
  const [search] = useSearchParams();
  const rawId = search.get('id');
  const pointId = positiveId(rawId);
  if (!itemId || (rawId !== null && !pointId)) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      {/* the table names the path 添加核销点; ?id= edits a point with the same form */}
      <PageHeader title={pointId ? '编辑核销点' : undefined} />
      <RequireBusiness>
        {pointId ? (
          <EditPoint key={pointId} itemId={itemId} pointId={pointId} />
        ) : (
          <CheckpointForm key="new" itemId={itemId} />
        )}
      </RequireBusiness>
    </div>
  );
}
