import { Button, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ActionBar } from '../../../components/ui/action-bar';
import { confirmAction } from '../../../components/ui/confirm';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { showError } from '../../../lib/http';
import { useFunlyOperatorDelete } from '../api/funly-operator-delete';
import { funlyOperatorListQuery } from '../api/funly-operator-list';
import { RunEventTitle } from '../components/run-event-title';
import { RunOperatorRow } from '../components/run-operator-row';
import { runPaths } from '../components/run-paths';
import { RunIdPage } from '../components/run-id-page';
import styles from '../components/run.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

function Operators({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useQuery(funlyOperatorListQuery(id));
  const remove = useFunlyOperatorDelete();
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const ops = q.data.list;

  const onRemove = async (operatorId: number, name: string) => {
    if (!(await confirmAction(`移除后${name}不能再管理或签到该活动。确定移除吗？`, { danger: true }))) return;
    try {
      await remove.mutateAsync({ id, operator_id: operatorId });
      Toast.show({ icon: 'success', content: '已移除' });
    } catch (e) {
      showError(e);
    }
  };

  return (
    <div className="has-form-actions">
      <RunEventTitle id={id} />
      <section className={styles.card} aria-label="运营人员">
        <p className={styles.muted}>管理员可管理报名和预约时段，签到员只能扫描入场码签到。</p>
        {ops.length === 0 ? (
          <ErrorBlock status="empty" title="暂无运营人员" description="添加后，运营人员可协助管理或签到" />
        ) : (
          <ul className={styles.list}>
            {ops.map((op) => (
              <RunOperatorRow
                key={op.id}
                op={op}
                onEdit={() => void navigate(runPaths.operatorEdit(id, op.id))}
                onRemove={() => void onRemove(op.id, op.name || '该运营人员')}
              />
            ))}
          </ul>
        )}
      </section>
      <ActionBar>
        <Button block color="primary" onClick={() => void navigate(runPaths.operatorCreate(id))}>
          添加运营人员
        </Button>
      </ActionBar>
    </div>
  );
}

/** /funly-manage/operator/{id}: one event's operators; remove with a confirm; add. */
export default function RunOperatorListPage() {
  return <RunIdPage missing="活动不存在">{(id) => <Operators id={id} />}</RunIdPage>;
}
