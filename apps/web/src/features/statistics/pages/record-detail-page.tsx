import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { positiveId } from '../../../lib/routing/route-id';
import { statisticsIndexQuery, type StatisticsIndexQuery } from '../api/statistics-index';
import { RANK_NAMES, type RankKind } from '../components/efficiency-paths';
import { RangeBar } from '../components/range-bar';
import { RecordView } from '../components/record-view';
import styles from '../components/statistics.module.css';
import { useStatsRange } from '../hooks/use-stats-range';
import { ErrorBlock } from '../../../components/ui/error-block';

const FIELD: Record<RankKind, 'project_id' | 'channel_id' | 'promoter_id'> = {
  project: 'project_id',
  channel: 'channel_id',
  spread: 'promoter_id',
};

function Detail({ kind, id }: { kind: RankKind; id: number }) {
  const state = useStatsRange();
  const q = useQuery({
    ...statisticsIndexQuery({ ...state.range, [FIELD[kind]]: id } as StatisticsIndexQuery),
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
          <h2 className={styles.title}>{q.data.title || `未命名${RANK_NAMES[kind]}`}</h2>
          <RecordView record={q.data} onRefresh={() => q.refetch()} scope={kind === 'project' ? 'whole' : 'party'} />
        </>
      )}
    </>
  );
}

/** /efficiency/{project|channel|spread}/detail?id=: the record of one project, channel or promoter in the range. */
export default function RecordDetailPage() {
  const kind = /^\/efficiency\/(project|channel|spread)\/detail/.exec(useLocation().pathname)?.[1] as
    RankKind | undefined;
  const id = positiveId(useSearchParams()[0].get('id'));
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        {kind && id ? (
          <Detail key={`${kind}-${id}`} kind={kind} id={id} />
        ) : (
          <ErrorBlock status="empty" title="数据不存在" description="链接有误，请返回重新进入" />
        )}
      </RequireBusiness>
    </div>
  );
}
