import { randomInt } from 'node:crypto';
import { ErrorCode, SHORT_CODE_LENGTH, shortCodeDigits } from '@kc/shared';
import { AppError } from '../../plugins/app/errors.js';
import type { Kv } from '../../plugins/app/kv.js';
import { shanghaiDay } from '../../lib/time.js';
import type { DayCodeRepository } from './day-code.repository.js';
import type { HoldingCodes } from './holding-code.js';

/** How many wrong short codes a checker may send in a window before the next ones are refused unread. */
export const SHORT_CODE_MAX_MISSES = 20;
export const SHORT_CODE_MISS_WINDOW_SECONDS = 60;
/** Draws before giving up on finding free digits (with 10^10 of them, a second draw is already rare). */
const DRAWS = 5;

const codeKey = (digits: string) => `hcode:${digits}`;
const drawDigits = () => String(randomInt(0, 10 ** SHORT_CODE_LENGTH)).padStart(SHORT_CODE_LENGTH, '0');
const missKey = (actorId: number) => `hcode:miss:${actorId}`;

/**
 * The holder's short code: 10 random digits naming a holding until the same expiry as the QR's signed code, kept in
 * the shared Kv (`hcode:<digits>` → `<holding>.<expires>`, with the code's time to live), so every instance reads
 * it. Random rather than derived from the holding: digits cannot carry a MAC, so only the store can vouch for them.
 */
export function shortCodes(kv: Kv) {
  return {
    /** Fresh digits for the holding until `expiresAt` (s); set only when free, drawn again on a collision. */
    async issue(holdingId: number, expiresAt: number, nowSeconds: number): Promise<string> {
      const ttl = Math.max(1, expiresAt - nowSeconds);
      for (let i = 0; i < DRAWS; i++) {
        const digits = drawDigits();
        if (await kv.setIfAbsent(codeKey(digits), `${holdingId}.${expiresAt}`, ttl)) return digits;
      }
      throw new AppError(ErrorCode.CONFLICT, '核销码生成失败，请刷新重试');
    },

    /** The holding of live digits at `nowSeconds` (the expiry is checked too: the rules read the Clock), else null. */
    async lookup(digits: string, nowSeconds: number): Promise<number | null> {
      const m = /^(\d+)\.(\d+)$/.exec((await kv.get(codeKey(digits))) ?? '');
      return m && Number(m[2]) > nowSeconds ? Number(m[1]) : null;
    },
  };
}
export type ShortCodes = ReturnType<typeof shortCodes>;

/** The end (s) of the Asia/Shanghai day (UTC+8 all year) `seconds` falls in. */
export const shanghaiDayEnd = (seconds: number): number =>
  Math.floor((seconds + 8 * 3600) / 86400) * 86400 + 86400 - 8 * 3600;

/**
 * The holder's day code (`offline_short_code`): 10 random digits naming a holding for one Asia/Shanghai day, the
 * same all day, kept in the database (`holding_day_codes`) so a checker's device can list the item's day codes in
 * its offline snapshot — rotating digits live 60 s in the Kv, too short for a device that went offline. Digits are
 * unique within their day.
 */
export function dayCodes(repo: DayCodeRepository) {
  return {
    /** The holding's digits of the day `nowSeconds` falls in, valid until `expiresAt` (s), drawn once a day. */
    async issue(holdingId: number, itemId: number, nowSeconds: number, expiresAt: number): Promise<string> {
      const day = shanghaiDay(new Date(nowSeconds * 1000));
      for (let i = 0; i < DRAWS; i++) {
        const kept = await repo.find(holdingId, day);
        if (kept) return kept;
        const digits = drawDigits();
        if (await repo.insert({ holdingId, day, digits, itemId, expiresAt: new Date(expiresAt * 1000) })) return digits;
      }
      throw new AppError(ErrorCode.CONFLICT, '核销码生成失败，请刷新重试');
    },

    /** The holding of day digits valid at `atSeconds` (of that day, not expired), else null. */
    lookup: (digits: string, atSeconds: number): Promise<number | null> => {
      const at = new Date(atSeconds * 1000);
      return repo.lookup(digits, shanghaiDay(at), at);
    },
  };
}

/** A code resolved: the holding, or none (`limited`: refused unread after too many wrong short codes). */
export type ResolvedCode =
  | { holdingId: number }
  | {
      holdingId: null;
      limited: boolean;
      /** gives back the wrong try's place (a retried request) */ forgive: () => Promise<void>;
    };

const nothing = async () => {};

/**
 * Either form of a holder's code → its holding: the QR's signed `K2.…` code (or an old `K.…` one; checked by its
 * signature, not counted) or the 10 typed digits (with or without spaces): the rotating digits in the Kv first,
 * else the holder's day code. Digits can be guessed, so each try of a checker reserves a place on their Kv counter
 * *before* the lookup (parallel guesses cannot outrun it); a hit gives it back, and past SHORT_CODE_MAX_MISSES a
 * window the digits are not even looked up. `nowSeconds` is the time the code is judged at: now, or a synced
 * offline scan's time.
 */
export function holdingCodeResolver(codes: HoldingCodes, kv: Kv, days: ReturnType<typeof dayCodes>) {
  const short = shortCodes(kv);
  return {
    async resolve(code: string, actorId: number, nowSeconds: number): Promise<ResolvedCode> {
      const digits = shortCodeDigits(code);
      if (digits === null) {
        const holdingId = codes.verify(code, nowSeconds);
        return holdingId === null ? { holdingId, limited: false, forgive: nothing } : { holdingId };
      }
      const key = missKey(actorId);
      if ((await kv.incr(key, SHORT_CODE_MISS_WINDOW_SECONDS)) > SHORT_CODE_MAX_MISSES) {
        await kv.decr(key);
        return { holdingId: null, limited: true, forgive: nothing };
      }
      const holdingId = (await short.lookup(digits, nowSeconds)) ?? (await days.lookup(digits, nowSeconds));
      if (holdingId !== null) {
        await kv.decr(key);
        return { holdingId };
      }
      return { holdingId, limited: false, forgive: () => kv.decr(key) };
    },
  };
}
export type HoldingCodeResolver = ReturnType<typeof holdingCodeResolver>;
