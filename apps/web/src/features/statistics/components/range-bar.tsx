import { DateRangeBar } from '../../../components/ui/date-range-bar';
import { rangeIssue, type useStatsRange } from '../hooks/use-stats-range';

/** The screen's date range bar, checked with the server's rule. */
export function RangeBar({ state }: { state: ReturnType<typeof useStatsRange> }) {
  return <DateRangeBar value={state.range} onChange={state.setRange} check={rangeIssue} />;
}
