import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { positiveId } from '../../../lib/routing/route-id';
import { itemInfoQuery } from '../api/statistics-item-info';
import { isItemType, ITEM_TYPE_NAMES, type ItemType } from '../components/efficiency-paths';
import { RangeBar } from '../components/range-bar';
import { RecordView } from '../components/record-view';
import styles from '../components/statistics.module.css';
import { useStatsRange } from '../hooks/use-stats-range';
import { ErrorBlock } from '../../../components/ui/error-block';

function Detail({ type, id, projectId }: { type: ItemType; id: number; projectId?: number }) {
  const state = useStatsRange();
  const q = useQuery({
    ...itemInfoQuery(type, { id, ...(projectId ? { projectid: projectId } : {}), ...state.range }),
    enabled: !state.issue,
  });
  return (
    <>
      <RangeBar state={state} />
      {state.issue ? null : q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <h2 className={styles.title}>{q.data.item.name || `未命名${ITEM_TYPE_NAMES[type]}`}</h2>
          <p className={styles.sub}>
            {q.data.item.project_name || '未归属项目'} · 总量{q.data.item.total_stock}
          </p>
          <RecordView record={q.data} onRefresh={() => q.refetch()} scope="item" />
        </>
      )}
    </>
  );
}

/** /efficiency/detail/{ticket|coupon|invitation}?id=&projectid=: the record of one item in the range. */
export default function ItemDetailPage() {
  const { type } = useParams();
  const [search] = useSearchParams();
  const id = positiveId(search.get('id'));
  const projectId = positiveId(search.get('projectid'));
  return (
    <div className="page">
      <PageHeader title={isItemType(type) ? `${ITEM_TYPE_NAMES[type]}效能` : undefined} />
      <RequireBusiness>
        {isItemType(type) && id ? (
          <Detail key={`${type}-${id}`} type={type} id={id} projectId={projectId} />
        ) : (
          <ErrorBlock status="empty" title="票券不存在" description="链接有误，请返回重新进入" />
        )}
      </RequireBusiness>
    </div>
  );
}
