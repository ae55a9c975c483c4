import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { Navigate, useParams } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { checkpointInfoQuery } from '../api/checkpoint-info';
import { fetchPointLogs } from '../api/checkpoint-logs';
import { fetchPointConflicts } from '../api/offline-conflicts';
import { verifyKeys } from '../api/verify-keys';
import { ConflictRow } from '../components/conflict-row';
import conflict from '../components/conflict.module.css';
import { LogRow } from '../components/log-row';
import { LogSummary } from '../components/log-summary';
import log from '../components/log.module.css';
import ui from '../components/verify.module.css';
import { cx } from '../../../components/ui/cx';
import { listErrorText, nextPageOf } from '../../../components/ui/list-paging';
import { positiveId } from '../../../lib/routing/route-id';

function PointTitle({ pointId }: { pointId: number }) {
  const q = useQuery({ ...checkpointInfoQuery(pointId), retry: false });
  if (!q.data) return null;
  return (
    <p className={ui.intro}>
      {q.data.point_name} · {q.data.item_name}
    </p>
  );
}

/**
 * The point's conflicts (offline write-offs the server refused, never counted), shown when there are any: 20 at a
 * time, newest first, with 加载更多 while the total says there are more.
 */
function Conflicts({ pointId }: { pointId: number }) {
  const q = useInfiniteQuery({
    queryKey: verifyKeys.conflicts(pointId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPointConflicts(pointId)(pageParam),
    getNextPageParam: nextPageOf,
  });
  const pages = q.data?.pages ?? [];
  const first = pages[0];
  if (!first || first.count === 0) return null;
  const shown = pages.flatMap((p) => p.list);
  return (
    <section className={ui.card} aria-label="冲突记录">
      <h3 className={ui.cardTitle}>冲突记录 {first.count} 条</h3>
      <p className={ui.sub}>离线核销上传时被拒绝的记录，未计入核销数</p>
      <ul className={conflict.list}>
        {shown.map((c) => (
          <ConflictRow key={c.id} conflict={c} />
        ))}
      </ul>
      {q.isFetchNextPageError && (
        <div className="list-status is-error" role="button" onClick={() => void q.fetchNextPage()}>
          {listErrorText(q.error)}
        </div>
      )}
      {q.hasNextPage && !q.isFetchNextPageError && (
        <div className={conflict.more}>
          <Button size="small" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
            加载更多（还有 {first.count - shown.length} 条）
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * /checkpoint/logs/{id}: the write-offs at a point: the total, totals per day, the conflicts of offline
 * write-offs if any, then every record, newest first.
 */
export default function CheckpointLogsPage() {
  const pointId = positiveId(useParams().id);
  if (!pointId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <PointTitle pointId={pointId} />
      <LogSummary pointId={pointId} />
      <Conflicts pointId={pointId} />
      <div className={cx(ui.card, log.list)}>
        <ListView
          queryKey={verifyKeys.logs(pointId)}
          fetchPage={fetchPointLogs(pointId)}
          itemKey={(r) => r.id}
          renderItem={(r) => <LogRow record={r} />}
          emptyText="暂无记录"
        />
      </div>
    </div>
  );
}
