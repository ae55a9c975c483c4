import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { useHoldingInfo } from '../api/holding-info';
import { holdingKeys } from '../api/holding-keys';
import { fetchWriteOffs } from '../api/holding-write-offs';
import { HoldingCard } from '../components/holding-card';
import { ListScreen } from '../components/holding-screen';
import { WriteOffRow } from '../components/write-off-row';
import { idList, positiveId } from '../../../lib/routing/route-id';

/**
 * /verification/record/{id} (a holding; ids=more holdings; isCert=1 marks passes) and /verification/logs/{id}
 * (an item: everything the caller holds of it): the write-offs, newest first — where, when, by whom.
 */
export default function RecordPage() {
  const id = positiveId(useParams().id);
  const byItem = useLocation().pathname.startsWith('/verification/logs/');
  const [search] = useSearchParams();
  if (!id) return <Navigate to="/404" replace />;
  const by = byItem
    ? { itemId: id }
    : { holdingIds: [id, ...idList(search.get('ids')).filter((x) => x !== id)].slice(0, 50) };
  const isCert = search.get('isCert') === '1';
  return (
    <ListScreen page>
      {/* the table names the paths (核销记录, 核销日志); a pass's records say so (?isCert=1) */}
      <PageHeader title={!byItem && isCert ? '证件核销记录' : undefined} />
      {!byItem && by.holdingIds?.length === 1 && <HoldingSummary holdingId={id} />}
      <ListView
        queryKey={holdingKeys.writeOffs(by)}
        fetchPage={fetchWriteOffs(by)}
        itemKey={(r) => r.id}
        emptyText="暂无记录"
        renderItem={(r) => <WriteOffRow record={r} showItem={byItem || (by.holdingIds?.length ?? 0) > 1} />}
      />
    </ListScreen>
  );
}

/** The held item the records belong to (nothing while loading or when it cannot be read). */
function HoldingSummary({ holdingId }: { holdingId: number }) {
  const q = useHoldingInfo(holdingId);
  return q.data ? <HoldingCard card={q.data} compact /> : null;
}
