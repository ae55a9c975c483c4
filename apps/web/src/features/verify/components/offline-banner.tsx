import { useOfflineState } from '../offline/offline-state';
import { ConflictRow } from './conflict-row';
import conflict from './conflict.module.css';
import styles from './offline-banner.module.css';

/** How many of the point's conflicts the device lists. */
const SHOW_CONFLICTS = 10;

/**
 * The scan screens' offline line: 离线核销中 · 待同步 N 条 while the device decides on its own (or still has
 * write-offs to upload), gone by itself when the network is back and the queue is empty; under it the conflicts
 * the server answered for this point's offline write-offs.
 */
export function OfflineBanner({ pointId }: { pointId: number }) {
  const { mode, pending, conflicts } = useOfflineState();
  const mine = conflicts.filter((c) => c.point_id === pointId).slice(0, SHOW_CONFLICTS);
  return (
    <>
      {(mode === 'offline' || pending > 0) && (
        <div className={styles.banner} role="status" data-testid="offline-banner" data-mode={mode}>
          <span className={styles.dot} aria-hidden />
          {mode === 'offline' ? '离线核销中' : '网络已恢复，同步中'} · 待同步 {pending} 条
        </div>
      )}
      {mine.length > 0 && (
        <section className={styles.conflicts} aria-label="离线核销冲突">
          <h3 className={styles.title}>冲突 {mine.length} 条：以下离线核销未生效</h3>
          <ul className={conflict.list}>
            {mine.map((c) => (
              <ConflictRow key={c.id} conflict={c} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
