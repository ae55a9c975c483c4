import { and, asc, count, desc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkpoints, holdings, items, writeOffs } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { liveSession } from '../user/session.repository.js';
import { writeOffRecords } from '../verify/write-off.repository.js';
import { shanghaiDay } from '../../lib/time.js';
import { cardSelect, isOldSql } from './card.repository.js';

/** Which of the holder's cards a page shows. */
export interface CardQuery {
  product_type?: number;
  is_cert?: boolean;
  scope: 'valid' | 'old';
  keyword: string;
  page: number;
  page_size: number;
}

/** Drizzle queries of the holder's own views: cards, their write-offs and the stores where they are used. */
export function holderRepository(db: Db) {
  /** The caller's card with their session checked in the same statement: prepared once, planned once a connection. */
  const ownLive = cardSelect(db, sql.placeholder('today'))
    .where(
      and(
        eq(holdings.id, sql.placeholder('holding')),
        eq(holdings.userId, sql.placeholder('uid')),
        liveSession({ uid: sql.placeholder('uid'), sessionId: sql.placeholder('sid') }),
      ),
    )
    .limit(1)
    .prepare('holding_card_live');

  return {
    /** One of the person's cards as of `now`; with `live`, nothing unless the caller's session is live too. */
    ownCard: async (uid: number, holdingId: number, now: Date, live?: AuthUser) =>
      (live
        ? await ownLive.execute({ today: shanghaiDay(now), holding: holdingId, uid, sid: live.sessionId })
        : await cardSelect(db, shanghaiDay(now))
            .where(and(eq(holdings.id, holdingId), eq(holdings.userId, uid)))
            .limit(1))[0],

    /** A page of the person's cards (usable or old as of `now`), newest first, and how many there are. */
    cardPage: (uid: number, q: CardQuery, now: Date) => {
      const old = isOldSql(now);
      const where = and(
        eq(holdings.userId, uid),
        q.product_type ? eq(items.productType, q.product_type) : undefined,
        q.is_cert === undefined ? undefined : eq(items.isCert, q.is_cert),
        q.scope === 'old' ? old : not(old),
        q.keyword ? sql`${items.name} ilike ${`%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
      );
      return Promise.all([
        cardSelect(db, shanghaiDay(now))
          .where(where)
          .orderBy(desc(holdings.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(holdings).innerJoin(items, eq(items.id, holdings.itemId)).where(where),
      ]);
    },

    lastWriteOff: async (holdingId: number) =>
      (await writeOffRecords(db, eq(writeOffs.holdingId, holdingId), 1))[0] ?? null,

    /** A page of the write-offs of the person's holdings (these, or those of an item), and how many there are. */
    writeOffPage: (uid: number, q: { holding_ids: number[]; item_id?: number; page: number; page_size: number }) => {
      const mine = db
        .select({ id: holdings.id })
        .from(holdings)
        .where(
          and(
            eq(holdings.userId, uid),
            q.holding_ids.length ? inArray(holdings.id, q.holding_ids) : undefined,
            q.item_id ? eq(holdings.itemId, q.item_id) : undefined,
          ),
        );
      const where = inArray(writeOffs.holdingId, mine);
      return Promise.all([
        writeOffRecords(db, where, q.page_size, (q.page - 1) * q.page_size),
        db.select({ n: count() }).from(writeOffs).where(where),
      ]);
    },

    /** The item's live write-off points, oldest first. */
    pointsOfItem: (itemId: number) =>
      db
        .select()
        .from(checkpoints)
        .where(and(eq(checkpoints.itemId, itemId), isNull(checkpoints.deletedAt)))
        .orderBy(asc(checkpoints.id)),
  };
}
export type HolderRepository = ReturnType<typeof holderRepository>;
