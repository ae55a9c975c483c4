import { offlineConflicts } from '@kc/shared';
import { api } from '../../../lib/http';
import { offlineDb } from './offline-db';
import { isOfflineMode, setMode, useOfflineState } from './offline-state';
import { refreshConflicts, refreshPending } from './queue';
import { refreshSnapshot } from './snapshot';
import { syncQueue } from './sync';
import { isTransportFailure } from './transport';

/** How often an open scan screen refreshes its point's snapshot (and, offline, probes the network). */
export const LOOP_MS = 5000;

/**
 * The point's latest conflicts as the server lists them (those of every device at the point: the checker whose
 * scan took the use sees the conflict too), kept with those this device's uploads answered.
 */
async function readConflicts(pointId: number): Promise<void> {
  const { list } = await api.call(offlineConflicts, { id: pointId, page: 1, page_size: 20 }, { quiet: true });
  const db = await offlineDb();
  const tx = db.transaction('conflicts', 'readwrite');
  for (const c of list) {
    const mine = await tx.store.get(c.id);
    await tx.store.put({ ...c, nonce: mine?.nonce ?? '' });
  }
  await tx.done;
  await refreshConflicts(db);
}

/**
 * One round: probe with the snapshot call; online again, upload the queue and read what changed. `onSynced` runs
 * when an upload was answered (the screens' write-off counts, such as 今日核销, are then out of date).
 */
export async function offlineRound(pointId: number, onSynced: () => void = () => undefined): Promise<void> {
  const sync = async () => {
    if ((await syncQueue()) > 0) onSynced();
  };
  if (navigator.onLine === false) return setMode('offline');
  try {
    await refreshSnapshot(pointId);
    setMode('online');
    if (useOfflineState.getState().pending > 0) {
      await sync();
      if (!isOfflineMode()) await refreshSnapshot(pointId);
    }
    await readConflicts(pointId);
  } catch (e) {
    if (isTransportFailure(e)) return setMode('offline');
    // the server answered (e.g. the offline probe's token had expired: probes do not refresh it): online; the
    // upload's call refreshes the session, the next round reads the snapshot
    setMode('online');
    if (useOfflineState.getState().pending > 0) await sync();
  }
}

/**
 * While a scan screen of a point is open: its snapshot kept (full once, then deltas every 5 s), the queue uploaded
 * when the network answers, the mode switched back by itself (the `online` event and each round are probes).
 * `onSynced` as in offlineRound. Returns the stop function.
 */
export function startOfflineLoop(pointId: number, onSynced?: () => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let round: Promise<void> | null = null;
  const run = () => {
    clearTimeout(timer);
    // a round that cannot finish (no IndexedDB: a private window of an older browser) keeps nothing on the device;
    // the screen still writes off online, and the next round tries again
    round ??= offlineRound(pointId, onSynced)
      .catch(() => undefined)
      .finally(() => {
        round = null;
        if (!stopped) timer = setTimeout(run, LOOP_MS);
      });
  };
  const online = () => run();
  const offline = () => setMode('offline');
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  void offlineDb()
    .then(async (db) => {
      await refreshPending(db);
      await refreshConflicts(db);
    })
    .catch(() => undefined);
  run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
