import { ErrorCode, maskName, REFUSALS, type Refusal, type WriteOffResult } from '@kc/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/pg-error.js';
import { shanghaiDay, toSecs } from '../../lib/time.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { AppError } from '../../plugins/app/errors.js';
import type { Kv } from '../../plugins/app/kv.js';
import { assertLive } from '../user/session.service.js';
import { cardRowFromJson } from '../holding/card.repository.js';
import type { HoldingCodes } from '../holding/holding-code.js';
import { type dayCodes, holdingCodeResolver } from '../holding/short-code.js';
import { holdingChannel } from '../holding/holder.service.js';
import { guardChannel } from '../statistics/guard.service.js';
import { notify } from '../message/message.repository.js';
import { toCard } from '../holding/holding.view.js';
import { distanceKm } from './distance.js';
import type { WriteOffArgs, WriteOffRepository, WriteOffRow } from './write-off.repository.js';

/** A refusal's answer: its fixed message, and what else the refusal may say. */
export const refused = (reason: Refusal, more: Partial<WriteOffResult> = {}): WriteOffResult => ({
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
export function writeOffService(
  db: Db,
  repo: WriteOffRepository,
  kv: Kv,
  codes: HoldingCodes,
  days: ReturnType<typeof dayCodes>,
  clock: Clock,
) {
  /** the holder's code in either form (the QR's signed code, the typed short code) → its holding */
  const holdingCode = holdingCodeResolver(codes, kv, days);

  /** The answer to an earlier request with this nonce, if there was one. */
  const replayOf = async (actorId: number, nonce: string, now: Date): Promise<WriteOffResult | null> => {
    const prior = await repo.prior(actorId, nonce, shanghaiDay(now));
    if (!prior) return null;
    return {
      ok: true,
      reason: null,
      message: '核销成功',
      replay: true,
      record: prior.record,
      last_time: null,
      card: prior.card ? toCard(prior.card, now, actorId) : null,
      holder_photo: prior.card?.h.holderPhoto ?? '',
    };
  };

  /** A use just taken: announced to the holder's screens, answered with what was written (not read back). */
  const taken = async (t: {
    id: number;
    holdingId: number;
    businessId: number;
    itemId: number;
    point: { id: number; name: string; location: string };
    mode: 1 | 2;
    checkerName: string;
    card: ReturnType<typeof toCard>;
    holderPhoto: string;
    now: Date;
  }): Promise<WriteOffResult> => {
    await kv.publish(holdingChannel(t.holdingId), String(t.card.used));
    await kv.publish(guardChannel(t.businessId), String(t.point.id));
    return {
      ok: true,
      reason: null,
      message: '核销成功',
      replay: false,
      record: {
        id: t.id,
        holding_id: t.holdingId,
        item_id: t.itemId,
        item_name: t.card.ticket_name,
        point_id: t.point.id,
        point_name: t.point.name,
        point_location: t.point.location,
        mode: t.mode,
        checker_name: t.checkerName,
        holder_name: t.card.holder_name,
        holder_mobile: t.card.holder_mobile,
        create_time: toSecs(t.now),
      },
      last_time: null,
      card: t.card,
      holder_photo: t.holderPhoto,
    };
  };

  /**
   * The write-off of either mode: `write_off` (migrations 0024, 0025), the one home of its rules — one statement, so one
   * transaction and one round trip: the session (mode 1; the route checks only the token), the point and its
   * checker (mode 1), the holding locked, the rules, the use written, and the card as it is after it. Its row
   * becomes the answer here, and only here. `at`: the time the rules are judged at and the use is recorded at (a
   * synced offline write-off's scan time; now otherwise); the card is shown as it is now.
   */
  async function apply(w: WriteOffArgs, at?: Date): Promise<WriteOffResult> {
    const now = clock.now();
    let row: WriteOffRow;
    try {
      row = await repo.writeOff({ ...w, now: at ?? now, day: shanghaiDay(now) });
    } catch (e) {
      // the same nonce sent at once for two different codes: the second meets the unique (actor, nonce)
      const replay = isUniqueViolation(e) ? await replayOf(w.actorId, w.nonce, now) : null;
      if (replay) return replay;
      throw e;
    }
    if (row.outcome === 'session') throw new AppError(ErrorCode.SESSION_INVALID);
    if (row.outcome === 'no_point') throw new AppError(ErrorCode.NOT_FOUND, '核销点不存在');
    if (row.outcome === 'replay') return (await replayOf(w.actorId, w.nonce, now))!;
    // a code of another item (maybe of another business) tells this point's checker nothing of its holder
    if (row.outcome === 'not_your_point' || row.outcome === 'bad_code' || row.outcome === 'wrong_point')
      return refused(row.outcome);
    const cardRow = cardRowFromJson(row);
    // the holder's own name in full when the actor is the holder (their own write-off), masked for a checker
    const card = toCard(cardRow, now, w.actorId);
    if (row.outcome !== 'ok')
      return refused(row.outcome, {
        card,
        holder_photo: cardRow.h.holderPhoto,
        last_time:
          row.outcome === 'used' || row.outcome === 'used_today'
            ? cardRow.h.lastUsedAt && toSecs(cardRow.h.lastUsedAt)
            : null,
      });
    await notify(db, cardRow.h.userId, 'write_off', '核销成功', `「${card.ticket_name}」已核销`, '/my/ticket/list');
    return taken({
      id: Number(row.write_off_id),
      holdingId: w.holdingId,
      businessId: cardRow.h.businessId,
      itemId: row.point_item,
      point: { id: w.pointId, name: row.point_name, location: row.point_location },
      mode: w.mode,
      checkerName: w.mode === 2 ? '自助核销' : maskName(row.actor_name ?? ''),
      card,
      holderPhoto: cardRow.h.holderPhoto,
      now: at ?? now,
    });
  }

  const pointByParam = async (param: string) => {
    const point = await repo.pointByParam(param);
    if (!point) throw new AppError(ErrorCode.NOT_FOUND, '核销点不存在');
    return point;
  };

  return {
    apply,
    /** The holding of a code in either form, judged at `atSeconds` (now, or an offline scan's time). */
    resolve: (code: string, actorId: number, atSeconds: number) => holdingCode.resolve(code, actorId, atSeconds),
    /** The first answer to a request of this actor with this nonce, if one was written off. */
    replay: (actorId: number, nonce: string) => replayOf(actorId, nonce, clock.now()),

    /**
     * Active mode: a checker scans the holder's code, or types its short code, at one of their points (`apply`,
     * mode 1). An unknown, forged or expired code of either form is the same `bad_code`; too many wrong short codes
     * in a minute are refused (10029) before the digits are looked up.
     */
    async writeOff(user: AuthUser, q: { code: string; point_id: number; nonce: string }): Promise<WriteOffResult> {
      const now = clock.now();
      const found = await holdingCode.resolve(q.code, user.uid, toSecs(now));
      if (found.holdingId === null) {
        await assertLive(db, user);
        // a retry after the code expired still gets its first answer (and its try is not a wrong one)
        const replay = await replayOf(user.uid, q.nonce, now);
        if (replay) {
          await found.forgive();
          return replay;
        }
        if (found.limited) throw new AppError(ErrorCode.RATE_LIMITED, '数字核销码输错次数过多，请1分钟后再试');
        return refused('bad_code');
      }
      return apply({
        mode: 1,
        sessionId: user.sessionId,
        actorId: user.uid,
        pointId: q.point_id,
        holdingId: found.holdingId,
        nonce: q.nonce,
      });
    },

    /** The point behind a scanned point code, and the caller's items usable there. */
    async pointByCode(uid: number, q: { point_code: string }) {
      const point = await pointByParam(q.point_code);
      const now = clock.now();
      const { rows, itemName } = await repo.holdingsOfItem(uid, point.itemId, shanghaiDay(now));
      return {
        point: { id: point.id, point_name: point.name, point_location: point.location, item_name: itemName },
        holdings: rows.map((r) => toCard(r, now, uid)).filter((c) => c.state === 'valid'),
      };
    },

    /**
     * Interactive mode: the holder scanned the point's code; the holding must be theirs and their position within
     * the point's radius (rules of this mode alone), then `apply`, mode 2.
     */
    async selfWriteOff(
      uid: number,
      q: { point_code: string; holding_id: number; latitude: number; longitude: number; nonce: string },
    ): Promise<WriteOffResult> {
      const prior = await replayOf(uid, q.nonce, clock.now());
      if (prior) return prior;
      const point = await pointByParam(q.point_code);
      if (!(await repo.isOwnHolding(uid, q.holding_id))) throw new AppError(ErrorCode.NOT_FOUND, '没有找到这张票券');
      if (point.writeOffType !== 2 || point.latitude === null || point.longitude === null)
        return refused('wrong_point');
      const metres =
        distanceKm({ lat: q.latitude, lng: q.longitude }, { lat: point.latitude, lng: point.longitude }) * 1000;
      if (metres > point.radius) return refused('out_of_range');
      return apply({
        mode: 2,
        sessionId: null,
        actorId: uid,
        pointId: point.id,
        holdingId: q.holding_id,
        nonce: q.nonce,
      });
    },
  };
}
export type WriteOffService = ReturnType<typeof writeOffService>;
