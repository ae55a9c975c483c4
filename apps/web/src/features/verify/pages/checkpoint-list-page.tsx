import { Button, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { Checkpoint } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { showError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useDeleteCheckpoint } from '../api/checkpoint-delete';
import { checkpointListQuery } from '../api/checkpoint-list';
import { CheckpointCard } from '../components/checkpoint-card';
import type { FromListState } from '../hooks/use-checkpoint-form';
import ui from '../components/verify.module.css';
import { positiveId } from '../../../lib/routing/route-id';
import { verifyPaths } from '../utils/verify-paths';
import '../../../components/ui/form.css';
import { ErrorBlock } from '../../../components/ui/error-block';

function Points({ itemId }: { itemId: number }) {
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  const q = useQuery(checkpointListQuery(businessId, itemId));
  const del = useDeleteCheckpoint();
  const fromList = { state: { fromList: true } satisfies FromListState };

  const remove = async (p: Checkpoint) => {
    if (
      !(await confirmAction(`删除后不可恢复。确定删除核销点「${p.point_name}」吗？`, {
        title: '删除核销点',
        danger: true,
      }))
    )
      return;
    del.mutate(p.id, {
      onSuccess: () => Toast.show({ icon: 'success', content: '已删除' }),
      onError: showError,
    });
  };

  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <div className="has-form-actions">
      {q.data.length === 0 ? (
        <ErrorBlock status="empty" title="暂无核销点" description="添加核销点并指定核销员后，即可在现场核销" />
      ) : (
        <>
          <p className={ui.intro}>
            {q.data[0]!.item_name} · 共 {q.data.length} 个核销点
          </p>
          {q.data.map((p) => (
            <CheckpointCard
              key={p.id}
              point={p}
              onEdit={() => void navigate(verifyPaths.editPoint(itemId, p.id), fromList)}
              onCheckers={() => void navigate(verifyPaths.checkers(p.id))}
              onLogs={() => void navigate(verifyPaths.logs(p.id))}
              onDelete={() => void remove(p)}
              deleting={del.isPending && del.variables === p.id}
            />
          ))}
        </>
      )}
      <div className="form-actions">
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(verifyPaths.addPoint(itemId), fromList)}
        >
          添加核销点
        </Button>
      </div>
    </div>
  );
}

/** /checkpoint/edit/{ticketId}: the write-off points of an item of the current business; add, edit, checkers, records, delete. */
export default function CheckpointListPage() {
  const itemId = positiveId(useParams().ticketId);
  if (!itemId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <Points key={itemId} itemId={itemId} />
      </RequireBusiness>
    </div>
  );
}
