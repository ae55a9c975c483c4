import { useSearchParams } from 'react-router';
import { statsRangeIssue } from '@kc/shared';
import type { DayRange } from '../../../components/ui/date-range-bar';

/** The range rule of the server (the contract's statsRangeIssue): a Chinese message, or null. */
export const rangeIssue = (r: DayRange): string | null => statsRangeIssue(r)?.message ?? null;

/**
 * The screen's date range, kept in the link (`start_date`, `end_date`), so going on to a list or a detail and back
 * keeps it; `issue` is set when the link's range breaks the rule (nothing is asked then).
 */
export function useStatsRange() {
  const [search, setSearch] = useSearchParams();
  const range: DayRange = {
    ...(search.get('start_date') ? { start_date: search.get('start_date')! } : {}),
    ...(search.get('end_date') ? { end_date: search.get('end_date')! } : {}),
  };
  const setRange = (r: DayRange) =>
    setSearch(
      (s) => {
        const next = new URLSearchParams(s);
        next.delete('start_date');
        next.delete('end_date');
        if (r.start_date) next.set('start_date', r.start_date);
        if (r.end_date) next.set('end_date', r.end_date);
        return next;
      },
      { replace: true },
    );
  return { range, setRange, issue: rangeIssue(range) };
}
