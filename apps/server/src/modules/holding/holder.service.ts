import { ErrorCode, type HoldingCard } from '@kc/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { toSecs } from '../../lib/time.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { AppError } from '../../plugins/app/errors.js';
import type { Kv } from '../../plugins/app/kv.js';
import { assertLive } from '../user/session.service.js';
import { distanceKm } from '../verify/distance.js';
import { CODE_REFRESH_SECONDS, CODE_TTL_SECONDS, type HoldingCodes } from './holding-code.js';
import { type dayCodes, shanghaiDayEnd, shortCodes } from './short-code.js';
import type { CardQuery, HolderRepository } from './holder.repository.js';
import { toCard } from './holding.view.js';

/** The channel a holding's write-offs are announced on (every instance, through Kv). */
export const holdingChannel = (holdingId: number) => `holding:${holdingId}`;
const WATCH_MS = 25_000;

/** What a holder sees of their own items: lists, one card, its short-lived code, live changes, write-offs, stores. */
export function holderService(
  db: Db,
  repo: HolderRepository,
  kv: Kv,
  codes: HoldingCodes,
  days: ReturnType<typeof dayCodes>,
  clock: Clock,
) {
  const waiting = new Set<() => void>();
  const short = shortCodes(kv);

  /** One of the caller's cards; with `live`, the caller's session is checked in the same statement. */
  const own = async (uid: number, holdingId: number, live?: AuthUser) => {
    const now = clock.now();
    const row = await repo.ownCard(uid, holdingId, now, live);
    if (!row) {
      if (live) await assertLive(db, live);
      throw new AppError(ErrorCode.NOT_FOUND, '没有找到这张票券');
    }
    return { row, card: toCard(row, now, uid) };
  };

  return {
    card: async (uid: number, holdingId: number): Promise<HoldingCard> => (await own(uid, holdingId)).card,

    async list(uid: number, q: CardQuery) {
      const now = clock.now();
      const [rows, [total]] = await repo.cardPage(uid, q, now);
      return { list: rows.map((r) => toCard(r, now, uid)), count: total?.n ?? 0, page_size: q.page_size };
    },

    /**
     * The QR screen's code (refreshed every 30 s): one statement, the session checked in it (`in-statement`), and
     * the short code for typing, issued with it for the same 60 s (a print code has none: it lives as long as the pass).
     * With them the day's offline code and digits, which the screen shows when it cannot refresh: a signed code
     * until the end of the holder's day in Asia/Shanghai (or the item's validity end if sooner), which an offline
     * scanner checks by its signature, and digits the same all day, which it finds in its snapshot.
     */
    async code(user: AuthUser, q: { holding_id: number; print: boolean }) {
      const { row, card } = await own(user.uid, q.holding_id, user);
      if (q.print) {
        if (!row.i.isCert) throw new AppError(ErrorCode.CONFLICT, '只有证件可以打印');
        if (!row.h.claimedAt) throw new AppError(ErrorCode.CONFLICT, '请先登记证件');
        if (!row.i.validityEnd) throw new AppError(ErrorCode.CONFLICT, '证件没有有效期');
        const expiresAt = toSecs(row.i.validityEnd);
        return {
          code: codes.sign(row.h.id, row.h.itemId, expiresAt),
          expires_at: expiresAt,
          short_code: null,
          refresh_in: 0,
          offline_code: null,
          offline_short_code: null,
          card,
        };
      }
      const now = toSecs(clock.now());
      const expiresAt = now + CODE_TTL_SECONDS;
      const validityEnd = row.i.validityEnd ? toSecs(row.i.validityEnd) : Infinity;
      const offlineExpiresAt = Math.min(shanghaiDayEnd(now), validityEnd);
      return {
        code: codes.sign(row.h.id, row.h.itemId, expiresAt),
        // the digits live in the shared Kv: while it is down the signed QR (which needs no store) still works alone
        short_code: await short.issue(row.h.id, expiresAt, now).catch(() => null),
        expires_at: expiresAt,
        refresh_in: CODE_REFRESH_SECONDS,
        offline_code: codes.sign(row.h.id, row.h.itemId, offlineExpiresAt),
        offline_short_code: await days.issue(row.h.id, row.h.itemId, now, offlineExpiresAt),
        card,
      };
    },

    /** Long poll: answers once the holding has more write-offs than `used`, or after 25 s (or at shutdown). */
    async watch(uid: number, q: { holding_id: number; used: number }) {
      await own(uid, q.holding_id);
      let wake: () => void = () => {};
      const woken = new Promise<void>((resolve) => (wake = resolve));
      const unsubscribe = await kv.subscribe(holdingChannel(q.holding_id), () => wake());
      waiting.add(wake);
      const timer = setTimeout(wake, WATCH_MS);
      try {
        // subscribed first, then read: a write-off between the two is not missed
        let { card } = await own(uid, q.holding_id);
        if (card.used <= q.used) {
          await woken;
          card = (await own(uid, q.holding_id)).card;
        }
        const changed = card.used > q.used;
        return { changed, card, last: changed ? await repo.lastWriteOff(q.holding_id) : null };
      } finally {
        clearTimeout(timer);
        waiting.delete(wake);
        await unsubscribe();
      }
    },

    /** Ends every waiting watch (server shutdown). */
    wakeAll: () => waiting.forEach((w) => w()),

    async writeOffs(uid: number, q: { holding_ids: number[]; item_id?: number; page: number; page_size: number }) {
      if (q.holding_ids.length === 0 && !q.item_id) return { list: [], count: 0, page_size: q.page_size };
      const [list, [total]] = await repo.writeOffPage(uid, q);
      return { list, count: total?.n ?? 0, page_size: q.page_size };
    },

    async stores(uid: number, q: { holding_id: number; latitude?: number; longitude?: number }) {
      const { row } = await own(uid, q.holding_id);
      const points = await repo.pointsOfItem(row.i.id);
      const here = q.latitude !== undefined && q.longitude !== undefined ? { lat: q.latitude, lng: q.longitude } : null;
      const list = points.map((p) => ({
        id: p.id,
        point_name: p.name,
        point_location: p.location,
        point_longitude: p.longitude,
        point_latitude: p.latitude,
        opening_hours: p.openingHours,
        distance:
          here && p.latitude !== null && p.longitude !== null
            ? Math.round(distanceKm(here, { lat: p.latitude, lng: p.longitude }) * 100) / 100
            : null,
      }));
      list.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
      return { list };
    },
  };
}
export type HolderService = ReturnType<typeof holderService>;
