import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { checkpointInfoQuery } from '../api/checkpoint-info';
import { fetchPointLogs } from '../api/checkpoint-logs';
import { verifyKeys } from '../api/verify-keys';
import { LogRow } from '../components/log-row';
import { LogSummary } from '../components/log-summary';
import log from '../components/log.module.css';
import ui from '../components/verify.module.css';
import { cx } from '../../../components/ui/cx';
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

/** /checkpoint/logs/{id}: the write-offs at a point: the total, totals per day, then every record, newest first. */
export default function CheckpointLogsPage() {
  const pointId = positiveId(useParams().id);
  if (!pointId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <PointTitle pointId={pointId} />
      <LogSummary pointId={pointId} />
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
