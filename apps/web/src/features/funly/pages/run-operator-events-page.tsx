import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { FunlyCard as FunlyCardData, FunlyOperator } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { fetchFunlyManagePage, funlyManageListKey, type FunlyManageFilter } from '../api/funly-manage-list';
import { funlyOperatorListQuery } from '../api/funly-operator-list';
import { RunOperatorRow } from '../components/run-operator-row';
import { runPaths } from '../components/run-paths';
import { RequireLogin } from '../../../components/ui/require-login';
import styles from '../components/run.module.css';

const ALL: FunlyManageFilter = { draft: false, filter: 1, keyword: '' };

/** Operators by event id. */
const groupByEvent = (ops: FunlyOperator[]) => {
  const m = new Map<number, FunlyOperator[]>();
  for (const op of ops) m.set(op.funly_id, [...(m.get(op.funly_id) ?? []), op]);
  return m;
};

function EventOperators({ card, ops }: { card: FunlyCardData; ops: FunlyOperator[] }) {
  const navigate = useNavigate();
  const title = card.title || '未命名活动';
  return (
    <section className={styles.card} aria-label={title}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{title}</h3>
        <Button
          size="mini"
          color="primary"
          fill="outline"
          onClick={() => void navigate(runPaths.eventOperators(card.id))}
          aria-label={`管理${title}的运营人员`}
        >
          管理
        </Button>
      </div>
      {ops.length === 0 ? (
        <p className={styles.muted}>暂无运营人员</p>
      ) : (
        <ul className={styles.list}>
          {ops.map((op) => (
            <RunOperatorRow key={op.id} op={op} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OperatorEvents() {
  const businessId = useSession((s) => s.businessId);
  const ops = useQuery(funlyOperatorListQuery(undefined, businessId));
  if (ops.isPending) return <PageLoading />;
  if (ops.isError) return <LoadError error={ops.error} onRetry={() => void ops.refetch()} />;
  const byEvent = groupByEvent(ops.data.list);
  return (
    <>
      <p className={styles.note}>管理员可管理报名和预约时段，签到员只能扫描入场码签到。</p>
      <ListView<FunlyCardData>
        queryKey={funlyManageListKey(businessId, ALL)}
        fetchPage={fetchFunlyManagePage(ALL)}
        itemKey={(c) => c.id}
        emptyText="暂无活动"
        renderItem={(c) => <EventOperators card={c} ops={byEvent.get(c.id) ?? []} />}
      />
    </>
  );
}

/** /funly-manage/operator: the operators of the business's events, grouped by event. */
export default function RunOperatorEventsPage() {
  return (
    <div className="page">
      <PageHeader />
      <RequireLogin>
        <RequireBusiness>
          <OperatorEvents />
        </RequireBusiness>
      </RequireLogin>
    </div>
  );
}
