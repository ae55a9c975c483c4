import type { StatsRecord } from '@kc/shared';
import { StatsFigures } from '../../../components/ui/stats-figures';
import { RecordCharts } from './record-charts';
import { recordFigures, type FigureLinks, type RecordScope } from './record-figures';
import styles from './statistics.module.css';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';

/**
 * A statistics record: its figure cards, then its trends and distributions; pull down to read it again. A party's
 * record (a channel or a promoter) shows what is counted per party: issued, given, came and the issue trend; an
 * item's has no promoter figures (they are counted per project).
 */
export function RecordView({
  record,
  links,
  onRefresh,
  scope = 'whole',
}: {
  record: StatsRecord;
  links?: FigureLinks;
  onRefresh: () => Promise<unknown>;
  scope?: RecordScope;
}) {
  return (
    <PullToRefresh onRefresh={async () => void (await onRefresh())}>
      {record.ticket_issued_count === 0 && record.ticket_writeoff_count === 0 && (
        <p className={styles.empty}>所选日期内暂无发放和核销</p>
      )}
      <StatsFigures figures={recordFigures(record, links, scope)} label="效能数据概览" />
      <RecordCharts record={record} scope={scope} />
    </PullToRefresh>
  );
}
