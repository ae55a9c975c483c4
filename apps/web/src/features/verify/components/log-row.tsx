import type { WriteOffRecord } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { holderLabel, recordModeLabel, writeOffTime } from '../utils/labels';
import styles from './log.module.css';

/** One write-off at a point: when, whose (masked), by whom and how. */
export function LogRow({ record }: { record: WriteOffRecord }) {
  return (
    <div className={styles.row} data-testid="log-row">
      <div className={styles.main}>
        <strong className={styles.holder}>{holderLabel(record.holder_name, record.holder_mobile)}</strong>
        <span className={cx(styles.mode, record.mode === 2 && styles.mode2)}>{recordModeLabel(record.mode)}</span>
      </div>
      <div className={styles.sub}>
        <span>{record.item_name}</span>
        <span>核销员：{record.checker_name || (record.mode === 2 ? '持有人自助' : '—')}</span>
      </div>
      <time className={styles.time}>{writeOffTime(record.create_time)}</time>
    </div>
  );
}
