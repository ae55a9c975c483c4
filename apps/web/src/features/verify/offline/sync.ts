import { OFFLINE_SYNC_MAX, offlineSync, shanghaiDate, type CallData } from '@kc/shared';
import { api } from '../../../lib/http';
import { offlineDb, type OfflineDb, type PointSnapshot, type QueuedWriteOff } from './offline-db';
import { setMode } from './offline-state';
import { refreshConflicts, refreshPending } from './queue';
import { serial } from './serial';
import { isTransportFailure } from './transport';

type SyncResult = CallData<typeof offlineSync>['results'][number];

/** The queue's next upload: its oldest entries, of one point, at most OFFLINE_SYNC_MAX (order kept). */
export const nextBatch = (queue: readonly QueuedWriteOff[]): QueuedWriteOff[] => {
  const first = queue[0];
  if (!first) return [];
  const batch: QueuedWriteOff[] = [];
  for (const q of queue) {
    if (q.point_id !== first.point_id || batch.length === OFFLINE_SYNC_MAX) break;
    batch.push(q);
  }
  return batch;
};

/** The snapshot with one accepted write-off counted (until the next delta brings the server's own row). */
export const countAccepted = (snap: PointSnapshot, entry: QueuedWriteOff): PointSnapshot => {
  const period = snap.item.limit_type === 2 ? shanghaiDate(entry.scanned_at) : 'all';
  const known = snap.holdings[entry.holding_id];
  const uses = known && known.period === period ? known.period_uses : 0;
  return {
    ...snap,
    point: { ...snap.point, used: snap.point.used + 1 },
    holdings: {
      ...snap.holdings,
      [entry.holding_id]: {
        holding_id: entry.holding_id,
        voided: known?.voided ?? false,
        period,
        period_uses: uses + 1,
        last_used_at: Math.max(known?.last_used_at ?? 0, entry.scanned_at),
      },
    },
  };
};

/** Applies the server's answers to one batch: each answered entry leaves the queue; a conflict is kept. */
async function settle(db: OfflineDb, batch: QueuedWriteOff[], results: SyncResult[]): Promise<number> {
  return serial(async () => {
    let settled = 0;
    const tx = db.transaction(['queue', 'conflicts', 'snapshots'], 'readwrite');
    let snap = await tx.objectStore('snapshots').get(batch[0]!.point_id);
    for (const r of results) {
      const entry = batch.find((b) => b.nonce === r.nonce);
      if (!entry) continue;
      await tx.objectStore('queue').delete(entry.seq!);
      settled += 1;
      if (r.status === 'conflict' && r.conflict)
        await tx.objectStore('conflicts').put({ ...r.conflict, nonce: r.nonce });
      else if (snap && !r.result.replay) snap = countAccepted(snap, entry);
    }
    if (snap) await tx.objectStore('snapshots').put(snap);
    await tx.done;
    return settled;
  });
}

let running: Promise<number> | null = null;

/**
 * Uploads the queue in order (`verify/offline/sync`, one point and at most 50 entries a call) until it is empty or
 * the network fails (then the device stays offline and tries again later). One upload at a time per page; the
 * nonces make a repeated upload (another tab, a lost answer) a replay, never a second write-off. Resolves to the
 * number of entries the server answered (written off or refused as conflicts): the screens' counts changed.
 */
export const syncQueue = (): Promise<number> =>
  (running ??= (async () => {
    const db = await offlineDb();
    let answered = 0;
    try {
      for (;;) {
        const batch = nextBatch(await db.getAll('queue'));
        if (batch.length === 0) break;
        let answer: CallData<typeof offlineSync>;
        try {
          answer = await api.call(offlineSync, {
            point_id: batch[0]!.point_id,
            entries: batch.map(({ code, nonce, scanned_at }) => ({ code, nonce, scanned_at })),
          });
        } catch (e) {
          if (isTransportFailure(e)) setMode('offline');
          break;
        }
        answered += await settle(db, batch, answer.results);
        if (answer.results.length === 0) break;
      }
    } finally {
      await refreshPending(db);
      await refreshConflicts(db);
      running = null;
    }
    return answered;
  })());
