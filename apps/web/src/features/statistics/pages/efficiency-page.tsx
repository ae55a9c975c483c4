import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { statisticsIndexQuery } from '../api/statistics-index';
import { efficiencyPaths } from '../components/efficiency-paths';
import { EfficiencyEntries } from '../components/efficiency-entries';
import { RangeBar } from '../components/range-bar';
import { RecordView } from '../components/record-view';
import { useStatsRange } from '../hooks/use-stats-range';

function Overview() {
  const navigate = useNavigate();
  const state = useStatsRange();
  const { range, issue } = state;
  const q = useQuery({ ...statisticsIndexQuery(range), enabled: !issue });
  const go = (to: string) => () => void navigate(to);
  return (
    <>
      <RangeBar state={state} />
      <EfficiencyEntries range={range} />
      {issue ? null : q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <RecordView
          record={q.data}
          onRefresh={() => q.refetch()}
          links={{
            projects: go(efficiencyPaths.ranks('project', range)),
            channels: go(efficiencyPaths.ranks('channel', range)),
            promoters: go(efficiencyPaths.ranks('spread', range)),
            items: go(efficiencyPaths.items('ticket', range)),
          }}
        />
      )}
    </>
  );
}

/** /efficiency: the business's statistics record (spec 3.5) in a date range, with its charts and the ways on. */
export default function EfficiencyPage() {
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <Overview />
      </RequireBusiness>
    </div>
  );
}
