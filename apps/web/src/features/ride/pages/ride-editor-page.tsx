import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { rideShow, type RideLeader } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireLogin } from '../../../components/ui/require-login';
import { api } from '../../../lib/http';
import { positiveId } from '../../../lib/routing/route-id';
import { rideLeaderMineQuery } from '../api/ride-leader-mine';
import { RideEditorForm } from '../components/ride-editor-form';
import { ridePaths } from '../components/ride-paths';
import { ErrorBlock } from '../../../components/ui/error-block';

function Problem({
  title,
  description,
  to,
  action,
}: {
  title: string;
  description: string;
  to: string;
  action: string;
}) {
  const navigate = useNavigate();
  return (
    <div className="center-page">
      <ErrorBlock status="default" title={title} description={description} />
      <Button color="primary" fill="outline" onClick={() => void navigate(to, { replace: true })}>
        {action}
      </Button>
    </div>
  );
}

const notLeaderReason = (l: RideLeader | null) =>
  !l
    ? '认证领队才能发起骑行，请先在约骑平台申请成为领队'
    : l.state === 'pending'
      ? '你的领队申请正在审核中，审核通过后即可发起骑行'
      : `你的领队申请未通过${l.reject_reason ? `（${l.reject_reason}）` : ''}，可在约骑平台重新申请`;

/** create: approved leaders only (the server says who is one); others are told why and sent to the platform. */
function NewRide() {
  const q = useQuery(rideLeaderMineQuery());
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data.can_create)
    return (
      <Problem
        title="暂不能发起骑行"
        description={notLeaderReason(q.data.leader)}
        to={ridePaths.platform}
        action="前往约骑平台"
      />
    );
  return <RideEditorForm />;
}

/** edit: the ride loaded afresh for this visit (its own query key, never a stale copy). */
function ExistingRide({ id, timestamp }: { id: number; timestamp: string }) {
  const q = useQuery({
    queryKey: ['ride', 'editor', id, timestamp],
    queryFn: () => api.call(rideShow, { id }),
    staleTime: Infinity,
    gcTime: 0,
  });
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  if (!d.actions.edit)
    return (
      <Problem
        title="当前状态不能编辑"
        description={d.state === 'revoked' ? '骑行已取消' : d.phase === 4 ? '骑行已结束' : '只有发起人可以编辑该骑行'}
        to={ridePaths.manage}
        action="返回骑行管理"
      />
    );
  return <RideEditorForm detail={d} />;
}

/**
 * /funly-ride/create and /funly-ride/edit/{id}/{timestamp}: one editor, keyed on the route so every visit starts
 * from a fresh load.
 */
export default function RideEditorPage() {
  const params = useParams();
  const timestamp = params.timestamp ?? '';
  const editing = params.id !== undefined;
  const id = positiveId(params.id);
  return (
    <div className="page">
      <PageHeader />
      <RequireLogin>
        {!editing ? (
          <NewRide />
        ) : id === undefined ? (
          <Problem
            title="骑行不存在"
            description="链接有误，请返回骑行管理重新进入"
            to={ridePaths.manage}
            action="返回骑行管理"
          />
        ) : (
          <ExistingRide key={`${id}:${timestamp}`} id={id} timestamp={timestamp} />
        )}
      </RequireLogin>
    </div>
  );
}
