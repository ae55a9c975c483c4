import type { OfflineConflict } from '@kc/shared';
import { writeOffTime } from '../utils/labels';
import styles from './conflict.module.css';

/**
 * An offline write-off the server refused (never a write-off): whose, why, and both sides with time and gate:
 * the refused scan and the write-off that had taken the use.
 */
export function ConflictRow({ conflict: c }: { conflict: OfflineConflict }) {
  return (
    <li className={styles.row} data-testid="conflict-row">
      <div className={styles.head}>
        <span className={styles.tag}>冲突</span>
        <strong>{c.holder_name || '—'}</strong>
        <span className={styles.item}>{c.item_name}</span>
      </div>
      <p className={styles.reason}>{c.message}</p>
      <dl className={styles.sides}>
        <div>
          <dt>离线核销</dt>
          <dd>
            {writeOffTime(c.scanned_at)} · {c.point_name}
            {c.checker_name ? ` · ${c.checker_name}` : ''}
          </dd>
        </div>
        {c.winner_time !== null && (
          <div>
            <dt>已被核销</dt>
            <dd>
              {writeOffTime(c.winner_time)} · {c.winner_point_name ?? '—'}
              {c.winner_checker_name ? ` · ${c.winner_checker_name}` : ''}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
