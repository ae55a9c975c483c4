import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { maskName, maskPhone, type Refusal, type WriteOffRecord } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { checkpoints, holdings, items, recipients, users, writeOffs } from '../../db/schema.js';
import { toSecs } from '../../lib/time.js';
import { cardSelect, type CardJson } from '../holding/card.repository.js';

/** A row of write_off (migration 0024): the outcome, and for a taken or refused use the card as it is now. */
export interface WriteOffRow extends CardJson {
  outcome: 'session' | 'no_point' | 'ok' | 'replay' | Refusal;
  write_off_id: string | number | null;
  actor_name: string | null;
  point_name: string;
  point_location: string;
  point_item: number;
}

/** Who writes off what: the arguments of `write_off` but for the time. */
export interface WriteOffArgs {
  mode: 1 | 2;
  sessionId: number | null;
  actorId: number;
  pointId: number;
  holdingId: number;
  nonce: string;
}

/** The write-off's queries: the one statement that decides a use, and what its answers read. */
export function writeOffRepository(db: Db) {
  return {
    /** `write_off(mode, …)`, the one home of the rules (migrations 0024, 0025; docs/verification.md). */
    async writeOff(w: WriteOffArgs & { now: Date; day: string }): Promise<WriteOffRow> {
      const { rows } = (await db.execute(
        sql`select * from write_off(${w.mode}, ${w.sessionId}, ${w.actorId}, ${w.pointId}, ${w.holdingId}, ${w.nonce}, ${w.now.toISOString()}::timestamptz, ${w.day})`,
      )) as unknown as { rows: [WriteOffRow] };
      return rows[0];
    },

    /** The write-off an earlier request of this actor with this nonce made, with its record and the card now. */
    async prior(actorId: number, nonce: string, day: string) {
      const [prior] = await db
        .select()
        .from(writeOffs)
        .where(and(eq(writeOffs.actorId, actorId), eq(writeOffs.nonce, nonce)));
      if (!prior) return null;
      const [record] = await writeOffRecords(db, eq(writeOffs.id, prior.id), 1);
      const [card] = await cardSelect(db, day).where(eq(holdings.id, prior.holdingId)).limit(1);
      return { record: record ?? null, card: card ?? null };
    },

    /** A live point by its code (`write_off_param`). */
    async pointByParam(param: string) {
      const [point] = await db
        .select()
        .from(checkpoints)
        .where(and(eq(checkpoints.param, param), isNull(checkpoints.deletedAt)));
      return point ?? null;
    },

    /** The user's holdings of an item (cards as of `day`) and the item's name. */
    async holdingsOfItem(uid: number, itemId: number, day: string) {
      const rows = await cardSelect(db, day)
        .where(and(eq(holdings.userId, uid), eq(holdings.itemId, itemId)))
        .limit(50);
      const [item] = await db.select({ name: items.name }).from(items).where(eq(items.id, itemId));
      return { rows, itemName: item?.name ?? '' };
    },

    /** Whether the holding is the user's. */
    async isOwnHolding(uid: number, holdingId: number) {
      const [own] = await db
        .select({ id: holdings.id })
        .from(holdings)
        .where(and(eq(holdings.id, holdingId), eq(holdings.userId, uid)));
      return !!own;
    },
  };
}
export type WriteOffRepository = ReturnType<typeof writeOffRepository>;

const actor = alias(users, 'actor');
const owner = alias(users, 'owner');

/** Write-off records matching `where`, newest first, with point, checker and (masked) holder. */
export const writeOffRecords = (db: Db | Tx, where: SQL | undefined, limit: number, offset = 0) =>
  db
    .select({
      w: writeOffs,
      itemName: items.name,
      pointName: checkpoints.name,
      pointLocation: checkpoints.location,
      actorName: actor.nickname,
      holderName: sql<string>`coalesce(nullif(${holdings.holderName}, ''), ${recipients.name}, ${owner.nickname})`,
      holderMobile: sql<string>`coalesce(${recipients.mobile}, ${owner.mobile})`,
    })
    .from(writeOffs)
    .innerJoin(items, eq(items.id, writeOffs.itemId))
    .innerJoin(checkpoints, eq(checkpoints.id, writeOffs.checkpointId))
    .innerJoin(holdings, eq(holdings.id, writeOffs.holdingId))
    .innerJoin(actor, eq(actor.id, writeOffs.actorId))
    .innerJoin(owner, eq(owner.id, holdings.userId))
    .leftJoin(recipients, eq(recipients.id, holdings.recipientId))
    .where(where)
    .orderBy(desc(writeOffs.id))
    .limit(limit)
    .offset(offset)
    .then((rows) =>
      rows.map((r): WriteOffRecord => ({
        id: r.w.id,
        holding_id: r.w.holdingId,
        item_id: r.w.itemId,
        item_name: r.itemName,
        point_id: r.w.checkpointId,
        point_name: r.pointName,
        point_location: r.pointLocation,
        mode: r.w.mode,
        checker_name: r.w.mode === 2 ? '自助核销' : maskName(r.actorName),
        holder_name: maskName(r.holderName),
        holder_mobile: maskPhone(r.holderMobile),
        create_time: toSecs(r.w.createdAt),
      })),
    );
