import { offlineSnapshot, type CallData } from '@kc/shared';
import { api } from '../../../lib/http';
import { deviceSeconds } from './clock';
import { offlineDb, type PointSnapshot } from './offline-db';
import { isOfflineMode } from './offline-state';
import { serial } from './serial';

type SnapshotAnswer = CallData<typeof offlineSnapshot>;

/**
 * The stored snapshot updated by an answer: a full answer replaces it, a delta replaces the rows it lists
 * (absolute states: applying one twice is harmless); expired day codes are dropped. Null: the point is not (or
 * no longer) the checker's, and nothing is kept.
 */
export const mergeSnapshot = (
  prev: PointSnapshot | undefined,
  d: SnapshotAnswer,
  pointId: number,
  deviceNow: number,
): PointSnapshot | null => {
  if (!d.ok || !d.point || !d.item) return null;
  const base = d.full || !prev ? { holdings: {}, short_codes: {} } : prev;
  const holdings = { ...base.holdings };
  for (const h of d.holdings) holdings[h.holding_id] = h;
  const short_codes: PointSnapshot['short_codes'] = {};
  for (const [digits, c] of Object.entries(base.short_codes)) if (c.expires_at > d.server_time) short_codes[digits] = c;
  for (const c of d.short_codes) short_codes[c.digits] = { holding_id: c.holding_id, expires_at: c.expires_at };
  return {
    point_id: pointId,
    cursor: d.cursor,
    clock_offset: d.server_time - deviceNow,
    keys: d.keys,
    point: d.point,
    item: d.item,
    holdings,
    short_codes,
  };
};

/** How long a snapshot call may take before it counts as no network. */
export const SNAPSHOT_WAIT_MS = 3000;

/**
 * Brings the point's snapshot up to date: the full list the first time, then what changed since its cursor.
 * Throws when the call fails (the caller reads a transport failure as offline).
 */
export async function refreshSnapshot(pointId: number): Promise<PointSnapshot | null> {
  const db = await offlineDb();
  const prev = await db.get('snapshots', pointId);
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), SNAPSHOT_WAIT_MS);
  let d: SnapshotAnswer;
  try {
    d = await api.call(
      offlineSnapshot,
      prev ? { point_id: pointId, since: prev.cursor } : { point_id: pointId },
      // probing while offline: no toast every round (and no token refresh: offline-loop.ts)
      { quiet: isOfflineMode(), signal: ctl.signal },
    );
  } finally {
    clearTimeout(timer);
  }
  const deviceNow = deviceSeconds();
  return serial(async () => {
    // the queue's uploads may have counted a use since the read: merge into the stored one
    const current = await db.get('snapshots', pointId);
    const next = mergeSnapshot(d.full ? undefined : current, d, pointId, deviceNow);
    if (next) await db.put('snapshots', next);
    else await db.delete('snapshots', pointId);
    return next;
  });
}
