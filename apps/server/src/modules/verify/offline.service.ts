import { ErrorCode, type OfflineConflict, type Refusal, type WriteOffResult } from '@kc/shared';
import type { Clock } from '../../lib/clock.js';
import { shanghaiDay, toSecs } from '../../lib/time.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { AppError } from '../../plugins/app/errors.js';
import type { HoldingCodes } from '../holding/holding-code.js';
import type { DayCodeRepository } from '../holding/day-code.repository.js';
import type { CheckpointService } from './checkpoint.service.js';
import { BLIND_REFUSALS, type OfflineRepository } from './offline.repository.js';
import { refused, type WriteOffService } from './write-off.service.js';

/** A delta reads rows changed this long before its cursor: a change whose transaction committed late is not missed. */
export const SNAPSHOT_OVERLAP_MS = 10_000;
/** A synced scan may be this far ahead of the server's clock (the device's clock drifts) … */
export const SYNC_AHEAD_SECONDS = 60;
/** … and at most this old: a queue older than that is refused (bad_code) rather than written off. */
export const SYNC_MAX_AGE_SECONDS = 48 * 3600;

type SyncEntry = { code: string; nonce: string; scanned_at: number };
type SyncResult = {
  nonce: string;
  status: 'ok' | 'conflict';
  result: WriteOffResult;
  conflict: OfflineConflict | null;
};

const nothing = (cursor: number, serverTime: number) => ({
  ok: false,
  full: true,
  cursor,
  server_time: serverTime,
  keys: [],
  point: null,
  item: null,
  holdings: [],
  short_codes: [],
});

/**
 * Offline write-off (docs/verification.md, "Offline"): what a checker's device keeps to decide alone (the
 * snapshot), and the sync of what it decided — each queued write-off applied by the one write-off (`apply`, at its
 * scan time, with its nonce), and one the server refuses kept as a conflict, never a write-off.
 */
export function offlineService(
  repo: OfflineRepository,
  days: DayCodeRepository,
  writeOffs: WriteOffService,
  checkpoints: CheckpointService,
  codes: HoldingCodes,
  clock: Clock,
) {
  /** The conflict's answer: the refusal as the device shows it, and the record. */
  const conflictResult = (nonce: string, conflict: OfflineConflict): SyncResult => ({
    nonce,
    status: 'conflict',
    result: refused(conflict.reason, { last_time: conflict.winner_time }),
    conflict,
  });

  /** Records the refusal of the actor's queued write-off (the first one recorded stays) and answers it. */
  const conflict = async (
    user: AuthUser,
    point: { id: number; businessId: number },
    entry: SyncEntry,
    reason: Refusal,
    holdingId: number | null,
  ): Promise<SyncResult> => {
    const scannedAt = new Date(entry.scanned_at * 1000);
    const period = reason === 'used' ? 'all' : reason === 'used_today' ? shanghaiDay(scannedAt) : null;
    await repo.insertConflict({
      businessId: point.businessId,
      checkpointId: point.id,
      holdingId: BLIND_REFUSALS.has(reason) ? null : holdingId,
      actorId: user.uid,
      nonce: entry.nonce,
      reason,
      scannedAt,
      winnerId: period && holdingId !== null ? await repo.latestUse(holdingId, period) : null,
      createdAt: clock.now(),
    });
    return conflictResult(entry.nonce, (await repo.conflictOf(user.uid, entry.nonce))!);
  };

  /** One queued write-off: its first answer again, or the code judged at its scan time and `apply` at that time. */
  async function syncOne(
    user: AuthUser,
    point: { id: number; businessId: number },
    entry: SyncEntry,
  ): Promise<SyncResult> {
    const replay = await writeOffs.replay(user.uid, entry.nonce);
    if (replay) return { nonce: entry.nonce, status: 'ok', result: replay, conflict: null };
    const known = await repo.conflictOf(user.uid, entry.nonce);
    if (known) return conflictResult(entry.nonce, known);
    const now = toSecs(clock.now());
    if (entry.scanned_at > now + SYNC_AHEAD_SECONDS || entry.scanned_at < now - SYNC_MAX_AGE_SECONDS)
      return conflict(user, point, entry, 'bad_code', null);
    const found = await writeOffs.resolve(entry.code, user.uid, entry.scanned_at);
    if (found.holdingId === null) {
      if (found.limited) throw new AppError(ErrorCode.RATE_LIMITED, '数字核销码输错次数过多，请1分钟后再试');
      return conflict(user, point, entry, 'bad_code', null);
    }
    const result = await writeOffs.apply(
      {
        mode: 1,
        sessionId: user.sessionId,
        actorId: user.uid,
        pointId: point.id,
        holdingId: found.holdingId,
        nonce: entry.nonce,
      },
      new Date(entry.scanned_at * 1000),
    );
    if (result.ok) return { nonce: entry.nonce, status: 'ok', result, conflict: null };
    return conflict(user, point, entry, result.reason!, found.holdingId);
  }

  return {
    /**
     * The point's snapshot for one of its checkers (anyone else: `ok: false` and nothing): the keys that sign
     * codes, the item's rules, its used or voided holdings and today's day codes — with `since`, only holdings and
     * day codes changed after it (less an overlap: a row sent twice is harmless, each is a state).
     */
    async snapshot(uid: number, q: { point_id: number; since?: number }) {
      const cursorAt = await repo.dbNow();
      const now = clock.now();
      const found = await repo.checkerPoint(q.point_id, uid);
      if (!found) return nothing(cursorAt.getTime(), toSecs(now));
      const { point, item } = found;
      const day = shanghaiDay(now);
      const since = q.since === undefined ? null : new Date(q.since - SNAPSHOT_OVERLAP_MS);
      const daily = item.limitType === 2;
      const dayStart = new Date(`${day}T00:00:00+08:00`);
      const [held, shortCodes] = await Promise.all([
        repo.usedHoldings(item.id, daily ? { day, dayStart } : null, since),
        days.ofItem(item.id, day, since),
      ]);
      return {
        ok: true,
        full: since === null,
        cursor: cursorAt.getTime(),
        server_time: toSecs(now),
        keys: codes.keys(),
        point: {
          id: point.id,
          item_id: point.itemId,
          point_name: point.name,
          write_off_num: point.writeOffNum,
          used: point.used,
        },
        item: {
          item_id: item.id,
          name: item.name,
          live: item.state === 'approved' && item.deletedAt === null,
          validity_start: toSecs(item.validityStart),
          validity_end: toSecs(item.validityEnd),
          limit_type: item.limitType,
          limit_num: item.limitNum,
        },
        holdings: held.map((h) => ({
          holding_id: h.id,
          voided: h.voidedAt !== null,
          period: daily ? day : 'all',
          period_uses: Number(h.uses),
          last_used_at: toSecs(h.lastUsedAt),
        })),
        short_codes: shortCodes.map((c) => ({
          digits: c.digits,
          holding_id: c.holdingId,
          expires_at: toSecs(c.expiresAt),
        })),
      };
    },

    /**
     * The device's queue, in order: each entry written off at its scan time by the one write-off, or refused into
     * a conflict. Someone not (or no longer) a checker of the point gets `ok: false` and nothing is applied.
     */
    async sync(user: AuthUser, q: { point_id: number; entries: SyncEntry[] }) {
      const found = await repo.checkerPoint(q.point_id, user.uid);
      if (!found) return { ok: false, results: [] };
      const point = { id: found.point.id, businessId: found.point.businessId };
      const results: SyncResult[] = [];
      for (const entry of q.entries) results.push(await syncOne(user, point, entry));
      return { ok: true, results };
    },

    /** The point's conflicts, newest first: its checkers and its business's managers. */
    async conflicts(uid: number, q: { id: number; page: number; page_size: number }) {
      const point = await checkpoints.visible(uid, q.id);
      const [list, [total]] = await repo.conflictsPage(point.id, q.page_size, (q.page - 1) * q.page_size);
      return { list, count: total?.n ?? 0, page_size: q.page_size };
    },
  };
}
export type OfflineService = ReturnType<typeof offlineService>;
