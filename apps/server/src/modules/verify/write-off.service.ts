import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { ErrorCode, REFUSALS, type Refusal, type WriteOffResult } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { checkpointCheckers, checkpoints, holdings, items, writeOffs } from '../../db/schema.js';
import { AppError } from '../../plugins/app/errors.js';
import type { Kv } from '../../plugins/app/kv.js';
import type { HoldingCodes } from '../holding/holding-code.js';
import { holdingChannel, type Clock } from '../holding/holder.service.js';
import { cardSelect, holdingState, shanghaiDay, toCard, type CardRow } from '../holding/holding.view.js';
import { distanceKm } from './distance.js';
import { writeOffRecords } from './write-off.view.js';

type Point = typeof checkpoints.$inferSelect;

const isUniqueViolation = (e: unknown): boolean => {
  const c = e as { code?: string; cause?: { code?: string } };
  return c?.code === '23505' || c?.cause?.code === '23505';
};

const refused = (reason: Refusal, more: Partial<WriteOffResult> = {}): WriteOffResult => ({
  ok: false,
  reason,
  message: REFUSALS[reason],
  replay: false,
  record: null,
  last_time: null,
  card: null,
  holder_photo: '',
  ...more,
});

/**
 * The one write-off: every rule checked and the use recorded in one transaction, under a lock on the holding row,
 * with the point's limit taken by one conditional UPDATE and (holding, period, seq) and (actor, nonce) unique —
 * never "check then insert". A retried request (same actor and nonce) gets its first answer back.
 */
export function writeOffService(db: Db, kv: Kv, codes: HoldingCodes, clock: Clock) {
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

  /** The answer to an earlier request with this nonce, if there was one. */
  const replayOf = async (tx: Db | Tx, actorId: number, nonce: string, now: Date): Promise<WriteOffResult | null> => {
    const [prior] = await tx
      .select()
      .from(writeOffs)
      .where(and(eq(writeOffs.actorId, actorId), eq(writeOffs.nonce, nonce)));
    if (!prior) return null;
    const [record] = await writeOffRecords(tx, eq(writeOffs.id, prior.id), 1);
    const [row] = await cardSelect(tx, shanghaiDay(now)).where(eq(holdings.id, prior.holdingId)).limit(1);
    return {
      ok: true,
      reason: null,
      message: '核销成功',
      replay: true,
      record: record ?? null,
      last_time: null,
      card: row ? toCard(row, now) : null,
      holder_photo: row?.h.holderPhoto ?? '',
    };
  };

  /** Inside the transaction, with the holding row locked: the item's rules, the limits, then the write-off. */
  async function consume(
    tx: Tx,
    p: { row: CardRow; point: Point; actorId: number; mode: 1 | 2; nonce: string; now: Date },
  ): Promise<WriteOffResult> {
    const { row, point, now } = p;
    const view = { card: toCard(row, now), holder_photo: row.h.holderPhoto };
    if (row.i.id !== point.itemId) return refused('wrong_point', view);
    const state = holdingState(row, now);
    if (state === 'disabled' || state === 'expired' || state === 'not_started') return refused(state, view);
    const daily = row.i.limitType === 2;
    const period = daily ? shanghaiDay(now) : 'all';
    const taken = daily
      ? (
          await tx
            .select({ n: count() })
            .from(writeOffs)
            .where(and(eq(writeOffs.holdingId, row.h.id), eq(writeOffs.period, period)))
        )[0]!.n
      : row.h.used;
    if (taken >= row.i.limitNum)
      return refused(daily ? 'used_today' : 'used', {
        ...view,
        last_time: row.h.lastUsedAt && seconds(row.h.lastUsedAt),
      });
    const pointTaken = await tx
      .update(checkpoints)
      .set({ used: sql`${checkpoints.used} + 1` })
      .where(
        and(
          eq(checkpoints.id, point.id),
          sql`(${checkpoints.writeOffNum} = 0 or ${checkpoints.used} < ${checkpoints.writeOffNum})`,
        ),
      )
      .returning({ id: checkpoints.id });
    if (pointTaken.length === 0) return refused('point_full', view);
    const [w] = await tx
      .insert(writeOffs)
      .values({
        businessId: row.h.businessId,
        itemId: row.i.id,
        holdingId: row.h.id,
        checkpointId: point.id,
        mode: p.mode,
        actorId: p.actorId,
        nonce: p.nonce,
        period,
        seq: taken + 1,
        createdAt: now,
      })
      .returning({ id: writeOffs.id });
    await tx
      .update(holdings)
      .set({ used: sql`${holdings.used} + 1`, lastUsedAt: now })
      .where(eq(holdings.id, row.h.id));
    const [record] = await writeOffRecords(tx, eq(writeOffs.id, w!.id), 1);
    const [after] = await cardSelect(tx, period === 'all' ? shanghaiDay(now) : period)
      .where(eq(holdings.id, row.h.id))
      .limit(1);
    return {
      ok: true,
      reason: null,
      message: '核销成功',
      replay: false,
      record: record!,
      last_time: null,
      card: toCard(after!, now),
      holder_photo: row.h.holderPhoto,
    };
  }

  /** Runs the write-off transaction for a holding at a point and announces a success to the holder's screens. */
  async function run(holdingId: number, point: Point, actorId: number, mode: 1 | 2, nonce: string, ownerId?: number) {
    const now = clock.now();
    const result = await db
      .transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: holdings.id, userId: holdings.userId })
          .from(holdings)
          .where(eq(holdings.id, holdingId))
          .for('update');
        if (!locked) return refused('bad_code');
        if (ownerId !== undefined && locked.userId !== ownerId)
          throw new AppError(ErrorCode.NOT_FOUND, '没有找到这张票券');
        // a request with this nonce that got here first has committed by now (we hold the lock it held)
        const replay = await replayOf(tx, actorId, nonce, now);
        if (replay) return replay;
        const [row] = await cardSelect(tx, shanghaiDay(now)).where(eq(holdings.id, holdingId)).limit(1);
        return consume(tx, { row: row!, point, actorId, mode, nonce, now });
      })
      .catch(async (e: unknown) => {
        // the same nonce sent at once for two different codes: the second meets the unique (actor, nonce)
        const replay = isUniqueViolation(e) ? await replayOf(db, actorId, nonce, now) : null;
        if (replay) return replay;
        throw e;
      });
    if (result.ok && !result.replay) await kv.publish(holdingChannel(holdingId), String(result.card?.used ?? 0));
    return result;
  }

  const pointByParam = async (param: string) => {
    const [point] = await db
      .select()
      .from(checkpoints)
      .where(and(eq(checkpoints.param, param), isNull(checkpoints.deletedAt)));
    if (!point) throw new AppError(ErrorCode.NOT_FOUND, '核销点不存在');
    return point;
  };

  return {
    /** Active mode: a checker scans the holder's code at one of their points. */
    async writeOff(uid: number, q: { code: string; point_id: number; nonce: string }): Promise<WriteOffResult> {
      const now = clock.now();
      const prior = await replayOf(db, uid, q.nonce, now);
      if (prior) return prior;
      const holdingId = codes.verify(q.code, seconds(now));
      if (holdingId === null) return refused('bad_code');
      const [found] = await db
        .select({ point: checkpoints, assigned: checkpointCheckers.userId })
        .from(checkpoints)
        .leftJoin(
          checkpointCheckers,
          and(eq(checkpointCheckers.checkpointId, checkpoints.id), eq(checkpointCheckers.userId, uid)),
        )
        .where(and(eq(checkpoints.id, q.point_id), isNull(checkpoints.deletedAt)));
      if (!found) throw new AppError(ErrorCode.NOT_FOUND, '核销点不存在');
      if (found.assigned === null) return refused('not_your_point');
      return run(holdingId, found.point, uid, 1, q.nonce);
    },

    /** The point behind a scanned point code, and the caller's items usable there. */
    async pointByCode(uid: number, q: { point_code: string }) {
      const point = await pointByParam(q.point_code);
      const now = clock.now();
      const rows = await cardSelect(db, shanghaiDay(now))
        .where(and(eq(holdings.userId, uid), eq(holdings.itemId, point.itemId)))
        .limit(50);
      const [item] = await db.select({ name: items.name }).from(items).where(eq(items.id, point.itemId));
      return {
        point: { id: point.id, point_name: point.name, point_location: point.location, item_name: item?.name ?? '' },
        holdings: rows.map((r) => toCard(r, now)).filter((c) => c.state === 'valid'),
      };
    },

    /** Interactive mode: the holder scanned the point's code; the server checks their position is within its radius. */
    async selfWriteOff(
      uid: number,
      q: { point_code: string; holding_id: number; latitude: number; longitude: number; nonce: string },
    ): Promise<WriteOffResult> {
      const now = clock.now();
      const prior = await replayOf(db, uid, q.nonce, now);
      if (prior) return prior;
      const point = await pointByParam(q.point_code);
      if (point.writeOffType !== 2 || point.latitude === null || point.longitude === null)
        return refused('wrong_point');
      const metres =
        distanceKm({ lat: q.latitude, lng: q.longitude }, { lat: point.latitude, lng: point.longitude }) * 1000;
      if (metres > point.radius) return refused('out_of_range');
      return run(q.holding_id, point, uid, 2, q.nonce, uid);
    },
  };
}
export type WriteOffService = ReturnType<typeof writeOffService>;
