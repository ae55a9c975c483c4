import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { holdingDayCodes } from '../../db/schema.js';

/** The holder's day codes (`holding_day_codes`, migration 0037): one per holding and Asia/Shanghai day. */
export function dayCodeRepository(db: Db) {
  return {
    /** The holding's digits of `day`, if drawn already. */
    async find(holdingId: number, day: string) {
      const [row] = await db
        .select({ digits: holdingDayCodes.digits })
        .from(holdingDayCodes)
        .where(and(eq(holdingDayCodes.holdingId, holdingId), eq(holdingDayCodes.day, day)));
      return row?.digits ?? null;
    },

    /** Keeps the digits unless the holding has the day's already or another holding has these digits today. */
    async insert(row: { holdingId: number; day: string; digits: string; itemId: number; expiresAt: Date }) {
      const done = await db
        .insert(holdingDayCodes)
        .values(row)
        .onConflictDoNothing()
        .returning({ digits: holdingDayCodes.digits });
      return done.length > 0;
    },

    /** The holding named by `digits` on `day` if still valid at `at`. */
    async lookup(digits: string, day: string, at: Date) {
      const [row] = await db
        .select({ holdingId: holdingDayCodes.holdingId })
        .from(holdingDayCodes)
        .where(
          and(eq(holdingDayCodes.day, day), eq(holdingDayCodes.digits, digits), gt(holdingDayCodes.expiresAt, at)),
        );
      return row?.holdingId ?? null;
    },

    /** Removes day codes that expired before `before` (a scheduled job; a day code is never read after its day). */
    async purgeExpired(before: Date) {
      const gone = await db
        .delete(holdingDayCodes)
        .where(lt(holdingDayCodes.expiresAt, before))
        .returning({ holdingId: holdingDayCodes.holdingId });
      return gone.length;
    },

    /** The item's day codes of `day` (drawn after `since`, when given). */
    ofItem: (itemId: number, day: string, since: Date | null) =>
      db
        .select({
          digits: holdingDayCodes.digits,
          holdingId: holdingDayCodes.holdingId,
          expiresAt: holdingDayCodes.expiresAt,
        })
        .from(holdingDayCodes)
        .where(
          and(
            eq(holdingDayCodes.itemId, itemId),
            eq(holdingDayCodes.day, day),
            since ? gt(holdingDayCodes.createdAt, since) : undefined,
          ),
        ),
  };
}
export type DayCodeRepository = ReturnType<typeof dayCodeRepository>;
