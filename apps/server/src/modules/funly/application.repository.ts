import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { places } from '../../lib/places.js';
import {
  businesses,
  checkpoints,
  eventApplications,
  eventLikes,
  events,
  eventSlots,
  holdings,
  items,
  orders,
  spmCodes,
  users,
  writeOffs,
} from '../../db/schema.js';

/** Statuses of a live application (one per person and event): unpaid, going, pending, waitlist, checked in. */
export const LIVE_STATUSES = [0, 1, 2, 3, 6];
/** Statuses that hold places (companions counted) in events.taken: unpaid, going, pending. */
export const PLACE_STATUSES = [0, 1, 2];

export type ApplicationRow = typeof eventApplications.$inferSelect;
export type EventRowOf = typeof events.$inferSelect;
export type SlotRow = typeof eventSlots.$inferSelect;

/** An application with what its answer shows besides its row. */
export interface ApplicationMeta {
  a: ApplicationRow;
  nickname: string;
  avatar: string;
  mobile: string;
  eventTitle: string;
  slotTitle: string;
}

/** A day's count (Asia/Shanghai). */
export type DayCount = { date: string; count: number };

const shanghaiDate = (col: SQL | unknown) => sql<string>`to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

/**
 * Every query on event applications, slot bookings, the event's places (events.taken) and the statistics of an
 * event (write-offs at its point, likes, forwards, orders of its tickets). docs/funly.md.
 */
export function applicationRepository(db: Db) {
  /** Rows of a table per Asia/Shanghai day of a time column, oldest first. */
  const perDay = (table: PgTable, at: AnyPgColumn, where: SQL | undefined) => {
    const day = shanghaiDate(at);
    return db
      .select({ date: day, count: sql<number>`count(*)::int` })
      .from(table)
      .where(where)
      .groupBy(day)
      .orderBy(day)
      .then((r) => r.map(num));
  };

  const withMeta = (tx: Db | Tx = db) =>
    tx
      .select({
        a: eventApplications,
        nickname: users.nickname,
        avatar: users.headimg,
        mobile: users.mobile,
        eventTitle: events.title,
        slotTitle: sql<string>`coalesce((select s.title from ${eventSlots} s where s.id = ${eventApplications.slotId}), '')`,
      })
      .from(eventApplications)
      .innerJoin(users, eq(users.id, eventApplications.userId))
      .innerJoin(events, eq(events.id, eventApplications.eventId));

  const listWhere = (eventId: number, q: { status?: number; keyword: string }) =>
    and(
      eq(eventApplications.eventId, eventId),
      q.status !== undefined ? eq(eventApplications.status, q.status) : undefined,
      q.keyword
        ? or(
            sql`${users.nickname} ilike ${'%' + q.keyword.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}`,
            sql`${users.mobile} like ${'%' + q.keyword.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}`,
          )
        : undefined,
    );

  return {
    /** The caller's live application to an event (status 0, 1, 2, 3 or 6), if any. */
    live: async (eventId: number, uid: number, tx: Db | Tx = db): Promise<ApplicationRow | undefined> =>
      (
        await tx
          .select()
          .from(eventApplications)
          .where(
            and(
              eq(eventApplications.eventId, eventId),
              eq(eventApplications.userId, uid),
              inArray(eventApplications.status, LIVE_STATUSES),
            ),
          )
          .orderBy(desc(eventApplications.id))
          .limit(1)
      )[0],

    /** The caller's latest application to an event, live or not. */
    latest: async (eventId: number, uid: number, tx: Db | Tx = db): Promise<ApplicationRow | undefined> =>
      (
        await tx
          .select()
          .from(eventApplications)
          .where(and(eq(eventApplications.eventId, eventId), eq(eventApplications.userId, uid)))
          .orderBy(desc(eventApplications.id))
          .limit(1)
      )[0],

    /** Applications per status of each event: Map<eventId, {status: count}> (events without any are absent). */
    async countsByStatus(eventIds: number[], tx: Db | Tx = db): Promise<Map<number, Record<string, number>>> {
      const out = new Map<number, Record<string, number>>();
      if (eventIds.length === 0) return out;
      const rows = await tx
        .select({ eventId: eventApplications.eventId, status: eventApplications.status, n: sql<number>`count(*)::int` })
        .from(eventApplications)
        .where(inArray(eventApplications.eventId, eventIds))
        .groupBy(eventApplications.eventId, eventApplications.status);
      for (const r of rows) {
        const m = out.get(r.eventId) ?? {};
        m[String(r.status)] = Number(r.n);
        out.set(r.eventId, m);
      }
      return out;
    },

    /** The event row, locked until the transaction ends (serialises the promotions of its waitlist). */
    lockEvent: async (tx: Tx, id: number): Promise<EventRowOf | undefined> =>
      (
        await tx
          .select()
          .from(events)
          .where(and(eq(events.id, id), isNull(events.deletedAt)))
          .for('update')
      )[0],

    /** Takes n places with one conditional UPDATE (never past capacity; 0 = unlimited): whether it did. */
    takePlaces: async (tx: Tx, eventId: number, n: number): Promise<boolean> =>
      (
        await tx
          .update(events)
          .set({ taken: sql`${events.taken} + ${n}` })
          .where(and(eq(events.id, eventId), places(events).fit(n)))
          .returning({ id: events.id })
      ).length === 1,

    freePlaces: (tx: Tx, eventId: number, n: number) =>
      tx
        .update(events)
        .set({ taken: sql`greatest(${events.taken} - ${n}, 0)` })
        .where(eq(events.id, eventId)),

    /** One slot of the event (not deleted). */
    slot: async (eventId: number, slotId: number, tx: Db | Tx = db): Promise<SlotRow | undefined> =>
      (
        await tx
          .select()
          .from(eventSlots)
          .where(and(eq(eventSlots.id, slotId), eq(eventSlots.eventId, eventId), isNull(eventSlots.deletedAt)))
      )[0],

    /** Books one place of a slot with one conditional UPDATE: whether it did. */
    bookSlot: async (tx: Tx, eventId: number, slotId: number): Promise<boolean> =>
      (
        await tx
          .update(eventSlots)
          .set({ booked: sql`${eventSlots.booked} + 1` })
          .where(
            and(
              eq(eventSlots.id, slotId),
              eq(eventSlots.eventId, eventId),
              isNull(eventSlots.deletedAt),
              sql`${eventSlots.booked} < ${eventSlots.capacity}`,
            ),
          )
          .returning({ id: eventSlots.id })
      ).length === 1,

    unbookSlot: (tx: Tx, slotId: number) =>
      tx
        .update(eventSlots)
        .set({ booked: sql`greatest(${eventSlots.booked} - 1, 0)` })
        .where(eq(eventSlots.id, slotId)),

    slotsOf: (eventId: number, tx: Db | Tx = db) =>
      tx
        .select()
        .from(eventSlots)
        .where(and(eq(eventSlots.eventId, eventId), isNull(eventSlots.deletedAt)))
        .orderBy(asc(eventSlots.startAt), asc(eventSlots.id)),

    /** A new application, or undefined when the person has a live one already (the partial unique index). */
    insert: async (tx: Tx, row: typeof eventApplications.$inferInsert): Promise<ApplicationRow | undefined> =>
      (await tx.insert(eventApplications).values(row).onConflictDoNothing().returning())[0],

    /** The answers of a pay-first application, once (form_done is the guard): true when saved. */
    saveAnswers: async (tx: Tx, id: number, values: Record<string, unknown>): Promise<boolean> =>
      (
        await tx
          .update(eventApplications)
          .set({ values, formDone: true, updatedAt: sql`now()` })
          .where(and(eq(eventApplications.id, id), eq(eventApplications.formDone, false)))
          .returning({ id: eventApplications.id })
      ).length === 1,

    /** Changes an application whose status is one of `from` (the state change is the guard): the row or undefined. */
    move: async (
      tx: Tx,
      id: number,
      from: number[],
      set: Partial<typeof eventApplications.$inferInsert>,
    ): Promise<ApplicationRow | undefined> =>
      (
        await tx
          .update(eventApplications)
          .set({ ...set, updatedAt: sql`now()` })
          .where(and(eq(eventApplications.id, id), inArray(eventApplications.status, from)))
          .returning()
      )[0],

    /** One application, locked. */
    lock: async (tx: Tx, id: number): Promise<ApplicationRow | undefined> =>
      (await tx.select().from(eventApplications).where(eq(eventApplications.id, id)).for('update'))[0],

    byId: async (id: number, tx: Db | Tx = db): Promise<ApplicationRow | undefined> =>
      (await tx.select().from(eventApplications).where(eq(eventApplications.id, id)))[0],

    /** The application of an order. */
    byOrder: async (tx: Db | Tx, orderId: number): Promise<ApplicationRow | undefined> =>
      (await tx.select().from(eventApplications).where(eq(eventApplications.orderId, orderId)).for('update'))[0],

    /** The first waitlisted application of the event (first come, first served). */
    firstWaiting: async (tx: Tx, eventId: number): Promise<ApplicationRow | undefined> =>
      (
        await tx
          .select()
          .from(eventApplications)
          .where(and(eq(eventApplications.eventId, eventId), eq(eventApplications.status, 3)))
          .orderBy(asc(eventApplications.id))
          .limit(1)
          .for('update')
      )[0],

    /** An application with its person, event title and slot title. */
    meta: async (id: number, tx: Db | Tx = db): Promise<ApplicationMeta | undefined> =>
      (await withMeta(tx).where(eq(eventApplications.id, id)))[0],

    /** A page of an event's applications (status, keyword on name or mobile), oldest first, and their count. */
    async page(eventId: number, q: { status?: number; keyword: string; page: number; page_size: number }) {
      const where = listWhere(eventId, q);
      const [list, [total]] = await Promise.all([
        withMeta()
          .where(where)
          .orderBy(asc(eventApplications.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db
          .select({ n: count() })
          .from(eventApplications)
          .innerJoin(users, eq(users.id, eventApplications.userId))
          .where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    /** A page of the caller's applications (status), newest first, and their count. */
    async mine(uid: number, q: { status?: number; page: number; page_size: number }) {
      const where = and(
        eq(eventApplications.userId, uid),
        q.status !== undefined ? eq(eventApplications.status, q.status) : undefined,
      );
      const [list, [total]] = await Promise.all([
        withMeta()
          .where(where)
          .orderBy(desc(eventApplications.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(eventApplications).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    /** Events with their business name and the lowest price of their related tickets (fen, 0 free). */
    eventsWithMeta: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              e: events,
              businessName: businesses.name,
              price: sql<number>`coalesce((select min(i.sell_value) from ${items} i
                where i.id in (select (jsonb_array_elements_text(${events.ticketIds}))::int) and i.deleted_at is null), 0)::int`,
            })
            .from(events)
            .innerJoin(businesses, eq(businesses.id, events.businessId))
            .where(inArray(events.id, ids)),

    /** The event's related tickets with their price and stock (the paid ticket is the first with sell_value > 0). */
    tickets: (ids: number[], tx: Db | Tx = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : tx
            .select({ id: items.id, name: items.name, sellValue: items.sellValue, state: items.state })
            .from(items)
            .where(and(inArray(items.id, ids), isNull(items.deletedAt))),

    /** An order with its item's name (the result page). */
    order: async (id: number) =>
      (
        await db
          .select({ o: orders, itemName: items.name })
          .from(orders)
          .innerJoin(items, eq(items.id, orders.itemId))
          .where(eq(orders.id, id))
      )[0],

    /**
     * An entry invitation given back (its application cancelled or declined): voided while unused, its stock returned.
     */
    async voidEntry(tx: Tx, holdingId: number) {
      const v = await tx
        .update(holdings)
        .set({ voidedAt: sql`now()` })
        .where(and(eq(holdings.id, holdingId), eq(holdings.used, 0), isNull(holdings.voidedAt)))
        .returning({ itemId: holdings.itemId });
      if (v[0])
        await tx
          .update(items)
          .set({ issued: sql`greatest(${items.issued} - 1, 0)` })
          .where(eq(items.id, v[0].itemId));
    },

    /**
     * A person's earlier entry invitation of this item, voided when they cancelled, given back for a new place (the
     * per-person limit counts it): its stock taken again with one conditional UPDATE. Its id, or undefined.
     */
    async reviveEntry(tx: Tx, itemId: number, userId: number): Promise<number | undefined> {
      const h = (
        await tx
          .select({ id: holdings.id })
          .from(holdings)
          .where(
            and(
              eq(holdings.itemId, itemId),
              eq(holdings.userId, userId),
              eq(holdings.used, 0),
              sql`${holdings.voidedAt} is not null`,
            ),
          )
          .orderBy(desc(holdings.id))
          .limit(1)
          .for('update')
      )[0];
      if (!h) return undefined;
      const took = await tx
        .update(items)
        .set({ issued: sql`${items.issued} + 1` })
        .where(and(eq(items.id, itemId), sql`${items.issued} < ${items.totalStock}`))
        .returning({ id: items.id });
      if (took.length === 0) return undefined;
      await tx.update(holdings).set({ voidedAt: null }).where(eq(holdings.id, h.id));
      return h.id;
    },

    /** The latest write-off of a holding at a point (the check-in), locked. */
    checkinWriteOff: async (tx: Tx, holdingId: number, pointId: number) =>
      (
        await tx
          .select()
          .from(writeOffs)
          .where(and(eq(writeOffs.holdingId, holdingId), eq(writeOffs.checkpointId, pointId)))
          .orderBy(desc(writeOffs.id))
          .limit(1)
          .for('update')
      )[0],

    /**
     * Undoes one write-off: its row goes, the holding's `used` and `last_used_at` (the time of its latest remaining
     * use) and the point's `used` follow, so every count still equals its rows (docs/verification.md).
     */
    async undoWriteOff(tx: Tx, w: { id: number; holdingId: number; checkpointId: number }) {
      await tx.execute(sql`select 1 from ${holdings} where id = ${w.holdingId} for update`);
      const gone = await tx.delete(writeOffs).where(eq(writeOffs.id, w.id)).returning({ id: writeOffs.id });
      if (gone.length === 0) return false;
      await tx
        .update(holdings)
        .set({
          used: sql`greatest(${holdings.used} - 1, 0)`,
          lastUsedAt: sql`(select max(w.created_at) from ${writeOffs} w where w.holding_id = ${w.holdingId})`,
        })
        .where(eq(holdings.id, w.holdingId));
      await tx
        .update(checkpoints)
        .set({ used: sql`greatest(${checkpoints.used} - 1, 0)` })
        .where(eq(checkpoints.id, w.checkpointId));
      return true;
    },

    // ---------------------------------------------------------------- statistics

    /** Write-offs at the event's point: their count and per day. */
    async checkins(pointId: number | null): Promise<{ total: number; days: DayCount[] }> {
      if (pointId === null) return { total: 0, days: [] };
      const days = await perDay(writeOffs, writeOffs.createdAt, eq(writeOffs.checkpointId, pointId));
      return { total: days.reduce((s, d) => s + d.count, 0), days };
    },

    applyDays: (eventId: number) =>
      perDay(eventApplications, eventApplications.createdAt, eq(eventApplications.eventId, eventId)),

    likeDays: (eventId: number) => perDay(eventLikes, eventLikes.createdAt, eq(eventLikes.eventId, eventId)),

    forwardDays: (eventId: number) =>
      perDay(spmCodes, spmCodes.createdAt, and(eq(spmCodes.module, 'play'), eq(spmCodes.targetId, eventId))),

    /** Paid orders of the tickets: count, amount (fen) and per day (by payment time). */
    async ticketSales(ticketIds: number[]): Promise<{ total: number; amount: number; days: DayCount[] }> {
      if (ticketIds.length === 0) return { total: 0, amount: 0, days: [] };
      const day = shanghaiDate(orders.paidAt);
      const rows = await db
        .select({
          date: day,
          count: sql<number>`count(*)::int`,
          amount: sql<number>`coalesce(sum(${orders.amount}), 0)::int`,
        })
        .from(orders)
        .where(and(inArray(orders.itemId, ticketIds), inArray(orders.state, ['paid', 'refunding', 'refunded'])))
        .groupBy(day)
        .orderBy(day);
      return {
        total: rows.reduce((s, d) => s + Number(d.count), 0),
        amount: rows.reduce((s, d) => s + Number(d.amount), 0),
        days: rows.map(num),
      };
    },

    /** The rows behind a statistic (statslist), a page and their count. */
    async statRows(
      e: { id: number; entryPointId: number | null; ticketIds: number[] },
      q: {
        kind: 'appoint' | 'apply' | 'ticket' | 'like' | 'forward';
        ctype: number;
        uid?: number;
        tid?: number;
        page: number;
        page_size: number;
      },
    ): Promise<{ list: StatRow[]; count: number }> {
      const lim = q.page_size;
      const off = (q.page - 1) * q.page_size;
      switch (q.kind) {
        case 'appoint': {
          const where = and(
            eq(eventApplications.eventId, e.id),
            inArray(eventApplications.status, [0, 1, 2, 3, 6]),
            q.ctype > 0 ? eq(eventApplications.slotId, q.ctype) : sql`${eventApplications.slotId} is not null`,
            q.uid ? eq(eventApplications.userId, q.uid) : undefined,
          );
          const [list, [n]] = await Promise.all([
            db
              .select({
                user_id: users.id,
                nickname: users.nickname,
                avatar: users.headimg,
                label: eventSlots.title,
                value: sql<number>`1`,
                at: eventApplications.createdAt,
              })
              .from(eventApplications)
              .innerJoin(users, eq(users.id, eventApplications.userId))
              .innerJoin(eventSlots, eq(eventSlots.id, eventApplications.slotId))
              .where(where)
              .orderBy(desc(eventApplications.id))
              .limit(lim)
              .offset(off),
            db.select({ n: count() }).from(eventApplications).where(where),
          ]);
          return { list, count: n?.n ?? 0 };
        }
        case 'apply': {
          const where = and(
            eq(eventApplications.eventId, e.id),
            q.ctype >= 0 ? eq(eventApplications.status, q.ctype) : undefined,
            q.uid ? eq(eventApplications.userId, q.uid) : undefined,
          );
          const [list, [n]] = await Promise.all([
            db
              .select({
                user_id: users.id,
                nickname: users.nickname,
                avatar: users.headimg,
                label: sql<string>`${eventApplications.status}::text`,
                value: sql<number>`(1 + ${eventApplications.companions})::int`,
                at: eventApplications.createdAt,
              })
              .from(eventApplications)
              .innerJoin(users, eq(users.id, eventApplications.userId))
              .where(where)
              .orderBy(desc(eventApplications.id))
              .limit(lim)
              .offset(off),
            db.select({ n: count() }).from(eventApplications).where(where),
          ]);
          return { list, count: n?.n ?? 0 };
        }
        case 'ticket': {
          const ids = q.tid ? e.ticketIds.filter((t) => t === q.tid) : e.ticketIds;
          if (ids.length === 0) return { list: [], count: 0 };
          const where = and(
            inArray(orders.itemId, ids),
            inArray(orders.state, ['paid', 'refunding', 'refunded']),
            q.uid ? eq(orders.userId, q.uid) : undefined,
          );
          const [list, [n]] = await Promise.all([
            db
              .select({
                user_id: users.id,
                nickname: users.nickname,
                avatar: users.headimg,
                label: items.name,
                value: orders.amount,
                at: sql<Date>`coalesce(${orders.paidAt}, ${orders.createdAt})`.mapWith(
                  (v: string | Date) => new Date(v),
                ),
              })
              .from(orders)
              .innerJoin(users, eq(users.id, orders.userId))
              .innerJoin(items, eq(items.id, orders.itemId))
              .where(where)
              .orderBy(desc(orders.id))
              .limit(lim)
              .offset(off),
            db.select({ n: count() }).from(orders).where(where),
          ]);
          return { list, count: n?.n ?? 0 };
        }
        case 'like': {
          const where = and(eq(eventLikes.eventId, e.id), q.uid ? eq(eventLikes.userId, q.uid) : undefined);
          const [list, [n]] = await Promise.all([
            db
              .select({
                user_id: users.id,
                nickname: users.nickname,
                avatar: users.headimg,
                label: sql<string>`''`,
                value: sql<number>`1`,
                at: eventLikes.createdAt,
              })
              .from(eventLikes)
              .innerJoin(users, eq(users.id, eventLikes.userId))
              .where(where)
              .orderBy(desc(eventLikes.createdAt))
              .limit(lim)
              .offset(off),
            db.select({ n: count() }).from(eventLikes).where(where),
          ]);
          return { list, count: n?.n ?? 0 };
        }
        case 'forward': {
          const where = and(
            eq(spmCodes.module, 'play'),
            eq(spmCodes.targetId, e.id),
            q.uid ? eq(spmCodes.userId, q.uid) : undefined,
          );
          const [list, [n]] = await Promise.all([
            db
              .select({
                user_id: users.id,
                nickname: users.nickname,
                avatar: users.headimg,
                label: spmCodes.code,
                // visits through the share that left a row: applications, orders and items received with its code
                value: sql<number>`((select count(*) from ${eventApplications} a where a.spm = ${spmCodes.code})
                  + (select count(*) from ${orders} o where o.spm = ${spmCodes.code}))::int`,
                at: spmCodes.createdAt,
              })
              .from(spmCodes)
              .innerJoin(users, eq(users.id, spmCodes.userId))
              .where(where)
              .orderBy(desc(spmCodes.createdAt))
              .limit(lim)
              .offset(off),
            db.select({ n: count() }).from(spmCodes).innerJoin(users, eq(users.id, spmCodes.userId)).where(where),
          ]);
          return { list, count: n?.n ?? 0 };
        }
      }
    },

    /** Live slot bookings of an event (applications holding a slot). */
    bookings: async (eventId: number): Promise<number> =>
      (
        await db
          .select({ n: count() })
          .from(eventApplications)
          .where(
            and(
              eq(eventApplications.eventId, eventId),
              inArray(eventApplications.status, LIVE_STATUSES),
              gt(eventApplications.slotId, 0),
            ),
          )
      )[0]?.n ?? 0,

    likes: async (eventId: number): Promise<number> =>
      (await db.select({ n: count() }).from(eventLikes).where(eq(eventLikes.eventId, eventId)))[0]?.n ?? 0,
  };
}

/** One row behind a statistic. */
export interface StatRow {
  user_id: number;
  nickname: string;
  avatar: string;
  label: string;
  value: number;
  at: Date;
}

const num = (d: { date: string; count: number }): DayCount => ({ date: d.date, count: Number(d.count) });

export type ApplicationRepository = ReturnType<typeof applicationRepository>;
