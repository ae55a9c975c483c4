import { Navigate, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { showError } from '../../../lib/http';
import { getPlatform } from '../../../lib/platform';
import { useOfflineStores } from '../api/offline-stores';
import { StoreRow, StoresNote, type Store } from '../components/store-row';
import { positiveId } from '../../../lib/routing/route-id';

const navigateTo = async (s: Store) => {
  if (s.point_latitude === null || s.point_longitude === null) return;
  try {
    const r = await getPlatform().openLocation({
      lat: s.point_latitude,
      lng: s.point_longitude,
      name: s.point_name,
      address: s.point_location,
    });
    if (r.status === 'fail' && r.message) showError(new Error(r.message));
  } catch (e) {
    showError(e);
  }
};

/** /my/offline-store/{id} (a holding): where it can be used, nearest first when the position is known, with 导航. */
export default function OfflineStorePage() {
  const holdingId = positiveId(useParams().id);
  if (!holdingId) return <Navigate to="/404" replace />;
  return <OfflineStores holdingId={holdingId} />;
}

function OfflineStores({ holdingId }: { holdingId: number }) {
  const q = useOfflineStores(holdingId);
  return (
    <div className="page">
      <PageHeader />
      {q.isPending ? (
        <PageLoading text="定位中...." />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <StoresNote located={q.data.located} />
          {q.data.list.length === 0 ? (
            <div className="list-status">暂无数据</div>
          ) : (
            q.data.list.map((s) => (
              <StoreRow
                key={s.id}
                store={s}
                onNavigate={
                  s.point_latitude !== null && s.point_longitude !== null ? () => void navigateTo(s) : undefined
                }
              />
            ))
          )}
        </>
      )}
    </div>
  );
}
