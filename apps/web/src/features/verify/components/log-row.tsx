import type { WriteOffRecord } from '@kc/shared';
import { holderLabel, recordModeLabel, writeOffTime } from '../utils/labels';

/** One write-off at a point: when, whose (masked), by whom and how. */
export function LogRow({ record }: { record: WriteOffRecord }) {
  return (
    <div className="log-row">
      <div className="log-main">
        <strong className="log-holder">{holderLabel(record.holder_name, record.holder_mobile)}</strong>
        <span className={`log-mode is-mode-${record.mode}`}>{recordModeLabel(record.mode)}</span>
      </div>
      <div className="log-sub">
        <span>{record.item_name}</span>
        <span>核销员：{record.checker_name || (record.mode === 2 ? '持有人自助' : '—')}</span>
      </div>
      <time className="log-time">{writeOffTime(record.create_time)}</time>
    </div>
  );
}
