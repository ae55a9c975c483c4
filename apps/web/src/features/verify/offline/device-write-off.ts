import {
  REFUSALS,
  decideOffline,
  shanghaiDate,
  shortCodeDigits,
  verifySignedCode,
  type OfflineRulesHolding,
  type Refusal,
  type WriteOffResult,
} from '@kc/shared';
import { serverSeconds } from './clock';
import { offlineDb, type PointSnapshot, type QueuedWriteOff } from './offline-db';
import { serial } from './serial';
import { refreshPending } from './queue';

/** Typed rotating digits offline are unknown to the device: only the holder's day digits are in the snapshot. */
export const OFFLINE_DIGITS_HINT = '离线时请扫描二维码或输入离线数字码';

/** The device cannot decide: it holds no snapshot of this point (never opened online). */
export class OfflineUnavailable extends Error {
  constructor() {
    super('网络不可用，且本机没有该核销点的离线数据，请联网后重试');
  }
}

/** What the screen shows for a write-off the device decided. */
export interface DeviceOutcome {
  result: WriteOffResult;
  itemName: string;
  pointName: string;
  scannedAt: number;
}

const answer = (ok: boolean, reason: Refusal | null, message: string, lastTime: number | null): WriteOffResult => ({
  ok,
  reason,
  message,
  replay: false,
  record: null,
  last_time: lastTime,
  card: null,
  holder_photo: '',
});

/** The holding named by a code, by the snapshot alone: a genuine unexpired K2 code, or the holder's day digits. */
export async function resolveOffline(
  code: string,
  snap: PointSnapshot,
  now: number,
): Promise<{ holdingId: number; itemId: number } | { refusal: string }> {
  const digits = shortCodeDigits(code);
  if (digits !== null) {
    const day = snap.short_codes[digits];
    return day && day.expires_at > now
      ? { holdingId: day.holding_id, itemId: snap.item.item_id }
      : { refusal: OFFLINE_DIGITS_HINT };
  }
  return (await verifySignedCode(code, snap.keys, now)) ?? { refusal: REFUSALS.bad_code };
}

/** The holding's uses as the device knows them now: the snapshot's, plus its own queued write-offs of the period. */
export function holdingOnDevice(
  snap: PointSnapshot,
  holdingId: number,
  queued: readonly QueuedWriteOff[],
  now: number,
): { holding: OfflineRulesHolding | undefined; lastUsedAt: number | null } {
  const known = snap.holdings[holdingId];
  const periodOf = (t: number) => (snap.item.limit_type === 2 ? shanghaiDate(t) : 'all');
  const period = periodOf(now);
  const mine = queued.filter((q) => q.holding_id === holdingId);
  const inPeriod = mine.filter((q) => periodOf(q.scanned_at) === period).length;
  const lastUsedAt = Math.max(known?.last_used_at ?? 0, ...mine.map((q) => q.scanned_at)) || null;
  if (!known && inPeriod === 0) return { holding: undefined, lastUsedAt };
  return {
    holding: {
      holding_id: holdingId,
      voided: known?.voided ?? false,
      period,
      period_uses: (known && known.period === period ? known.period_uses : 0) + inPeriod,
    },
    lastUsedAt,
  };
}

/**
 * Writes a code off at a point on the device (offline mode): the code verified by the stored keys (or the day
 * digits), `decideOffline` on the stored item, point and holding plus this device's queued uses, and if it is
 * accepted, the write-off queued with the nonce of the online try, so a request that did reach the server is a
 * replay when the queue is uploaded. The same nonce again (a reload of the result screen) shows the first answer.
 */
export async function writeOffOnDevice(code: string, pointId: number, nonce: string): Promise<DeviceOutcome> {
  // no IndexedDB on this device: nothing was kept, so it cannot decide
  const db = await offlineDb().catch(() => {
    throw new OfflineUnavailable();
  });
  const snap = await db.get('snapshots', pointId);
  if (!snap) throw new OfflineUnavailable();
  const facts = { itemName: snap.item.name, pointName: snap.point.point_name };
  const before = await db.getFromIndex('queue', 'nonce', nonce);
  if (before) return { result: before.result, ...facts, scannedAt: before.scanned_at };

  const now = serverSeconds(snap.clock_offset);
  const resolved = await resolveOffline(code, snap, now);
  if ('refusal' in resolved)
    return { result: answer(false, 'bad_code', resolved.refusal, null), ...facts, scannedAt: now };

  return serial(async () => {
    const queued = await db.getAll('queue');
    const { holding, lastUsedAt } = holdingOnDevice(snap, resolved.holdingId, queued, now);
    const point = { ...snap.point, used: snap.point.used + queued.filter((q) => q.point_id === pointId).length };
    const decision = decideOffline({
      point,
      item: snap.item,
      holdingItemId: resolved.itemId,
      holding,
      nowSeconds: now,
    });
    if (!decision.ok) {
      const last = decision.reason === 'used' || decision.reason === 'used_today' ? lastUsedAt : null;
      return { result: answer(false, decision.reason, REFUSALS[decision.reason], last), ...facts, scannedAt: now };
    }
    const result = answer(true, null, '', null);
    await db.add('queue', { point_id: pointId, code, nonce, scanned_at: now, holding_id: resolved.holdingId, result });
    await refreshPending(db);
    return { result, ...facts, scannedAt: now };
  });
}
