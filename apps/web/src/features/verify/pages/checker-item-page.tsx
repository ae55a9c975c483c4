import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { checkerItemQuery } from '../api/checker-items';
import { CheckerPointCard } from '../components/checker-point-card';
import { CheckerItemName } from '../components/checker-item-card';
import ui from '../components/verify.module.css';
import { verifyPaths } from '../utils/verify-paths';
import { positiveId } from '../../../lib/routing/route-id';
import { ErrorBlock } from '../../../components/ui/error-block';

function Loaded({ itemId }: { itemId: number }) {
  const navigate = useNavigate();
  const q = useQuery(checkerItemQuery(itemId));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const item = q.data;
  if (!item || item.points.length === 0)
    return <ErrorBlock status="empty" title="暂无核销点" description="你还不是该票券任何核销点的核销员" />;
  return (
    <>
      <section className={ui.card}>
        <CheckerItemName item={item} />
        <p className={ui.sub}>
          {item.business_name}
          {item.project_name ? ` · ${item.project_name}` : ''}
        </p>
        {item.date_string && <p className={ui.sub}>有效期 {item.date_string}</p>}
      </section>
      {item.points.map((p) => (
        <CheckerPointCard
          key={p.id}
          point={p}
          onScan={() => void navigate(verifyPaths.scan(p.id))}
          onGun={() => void navigate(verifyPaths.gun(p.id))}
          onLogs={() => void navigate(verifyPaths.logs(p.id))}
        />
      ))}
    </>
  );
}

/** /ticket-invitation/checker/{id}: my points for one item I check, each with 扫码核销, 扫码枪 and 记录. */
export default function CheckerItemPage() {
  const itemId = positiveId(useParams().id);
  if (!itemId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <Loaded key={itemId} itemId={itemId} />
    </div>
  );
}
