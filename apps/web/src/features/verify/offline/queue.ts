import { useOfflineState } from './offline-state';
import type { OfflineDb } from './offline-db';

/** Shows the number of queued write-offs (the banner's 待同步 N 条). */
export const refreshPending = async (db: OfflineDb): Promise<void> => {
  useOfflineState.setState({ pending: await db.count('queue') });
};

/** Shows the stored conflicts, newest first. */
export const refreshConflicts = async (db: OfflineDb): Promise<void> => {
  const all = await db.getAll('conflicts');
  useOfflineState.setState({ conflicts: all.sort((a, b) => b.create_time - a.create_time || b.id - a.id) });
};
