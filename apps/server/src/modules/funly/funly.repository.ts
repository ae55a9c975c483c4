import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { places } from '../../lib/places.js';
import { likeCounter } from '../../lib/like-counter.js';
import { greatCircleKm } from '../../lib/geo-sql.js';
import {
  audits,
  businesses,
  eventApplications,
  eventLikes,
  eventOperators,
  events,
  eventSlots,
  items,
  userRoles,
  users,
} from '../../db/schema.js';

export type EventRow = typeof events.$inferSelect;
export type EventInsert = typeof events.$inferInsert;
export type OperatorRow = typeof eventOperators.$inferSelect;
export type SlotRow = typeof eventSlots.$inferSelect;

/** An event as lists show it: the row, its business's name, its lowest ticket price and, when asked, its distance. */
export interface CardRow {
  e: EventRow;
  businessName: string;
  price: number;
  distanceKm: number | null;
}

/** Exhibition filter (spec 4): 1 all, 4 started (running now), 5 over, 3 not started; for running events by time. */
const byFilter = (filter: number, now: Date): SQL | undefined => {
  const running = eq(events.state, 'running');
  switch (filter) {
    case 4:
      return and(running, lte(events.startAt, now), gte(events.endAt, now));
    case 5:
      return and(running, lt(events.endAt, now));
    case 3:
      return and(running, gt(events.startAt, now));
    default:
      return undefined;
  }
};

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
const byKeyword = (keyword: string) =>
  keyword ? or(ilike(events.title, like(keyword)), ilike(events.place, like(keyword))) : undefined;

/** the lowest sell value of the event's related tickets (fen), 0 = free */
const priceOf = sql<number>`coalesce((select min(pi.sell_value) from items pi where pi.id in (select (jsonb_array_elements_text(${events.ticketIds}))::int)), 0)::int`;

/** Every query of events, slots, likes and operators (docs/funly.md); applications live in application.repository.ts. */
export function funlyRepository(db: Db) {
  const likes = likeCounter({
    likes: eventLikes,
    target: eventLikes.eventId,
    user: eventLikes.userId,
    row: (id, userId) => ({ eventId: id, userId }),
    counted: events,
    id: events.id,
    count: events.likeCount,
    countKey: 'likeCount',
  });
  const cards = (tx: Db | Tx, pos?: { lat: number; lng: number }) =>
    tx
      .select({
        e: events,
        businessName: businesses.name,
        price: priceOf,
        distanceKm: pos
          ? greatCircleKm(events.latitude, events.longitude, pos.lat, pos.lng)
          : sql<number | null>`null::float8`,
      })
      .from(events)
      .innerJoin(businesses, eq(businesses.id, events.businessId));

  const paged = async (
    where: SQL | undefined,
    order: SQL[],
    q: { page: number; page_size: number },
    pos?: { lat: number; lng: number },
  ): Promise<{ list: CardRow[]; count: number }> => {
    const [list, [total]] = await Promise.all([
      cards(db, pos)
        .where(where)
        .orderBy(...order)
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      db.select({ n: count() }).from(events).where(where),
    ]);
    return {
      list: list.map((r) => ({
        ...r,
        price: Number(r.price),
        distanceKm: r.distanceKm === null ? null : Number(r.distanceKm),
      })),
      count: total?.n ?? 0,
    };
  };

  return {
    /** a live (not deleted) event */
    event: async (id: number, tx: Db | Tx = db): Promise<EventRow | undefined> =>
      (
        await tx
          .select()
          .from(events)
          .where(and(eq(events.id, id), isNull(events.deletedAt)))
          .limit(1)
      )[0],

    /** the live event locked for a change */
    lock: async (tx: Tx, id: number): Promise<EventRow | undefined> =>
      (
        await tx
          .select()
          .from(events)
          .where(and(eq(events.id, id), isNull(events.deletedAt)))
          .for('update')
          .limit(1)
      )[0],

    /** one event as a card (business name, price, distance) */
    card: async (id: number, pos?: { lat: number; lng: number }, tx: Db | Tx = db): Promise<CardRow | undefined> => {
      const r = (await cards(tx, pos).where(eq(events.id, id)).limit(1))[0];
      return r && { ...r, price: Number(r.price), distanceKm: r.distanceKm === null ? null : Number(r.distanceKm) };
    },

    insert: async (tx: Tx, row: EventInsert): Promise<EventRow> =>
      (await tx.insert(events).values(row).returning())[0]!,

    /**
     * Changes an event; with `capacity` the change happens only when it is 0 or not below the places taken (one
     * conditional statement): undefined when refused.
     */
    update: async (tx: Tx, id: number, set: Partial<EventInsert>): Promise<EventRow | undefined> =>
      (
        await tx
          .update(events)
          .set({ ...set, updatedAt: new Date() })
          .where(
            and(eq(events.id, id), set.capacity === undefined ? undefined : places(events).capacityHolds(set.capacity)),
          )
          .returning()
      )[0],

    /** deletes (softly) a draft: false when it is no draft (any more) */
    deleteDraft: async (tx: Tx, id: number, at: Date) =>
      (
        await tx
          .update(events)
          .set({ deletedAt: at })
          .where(and(eq(events.id, id), eq(events.state, 'draft'), isNull(events.deletedAt)))
          .returning({ id: events.id })
      ).length > 0,

    /** Published events (running), by kind, exhibition filter and keyword: nearest first with a position, else soonest. */
    publicPage: (
      q: {
        kind?: number;
        filter: number;
        keyword: string;
        lat?: number;
        lng?: number;
        page: number;
        page_size: number;
      },
      now: Date,
    ) => {
      const pos = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : undefined;
      const where = and(
        isNull(events.deletedAt),
        eq(events.state, 'running'),
        q.kind ? eq(events.kind, q.kind) : undefined,
        byFilter(q.filter, now),
        byKeyword(q.keyword),
      );
      const soonest = [
        sql`(${events.endAt} < ${now.toISOString()}::timestamptz)`,
        asc(events.startAt),
        desc(events.id),
      ];
      const order = pos
        ? [sql`${greatCircleKm(events.latitude, events.longitude, pos.lat, pos.lng)} asc nulls last`, ...soonest]
        : soonest;
      return paged(where, order, q, pos);
    },

    /**
     * The organiser's list: events of the business (when given) and events the person operates; drafts or the rest
     * by exhibition filter and keyword, newest first.
     */
    managePage: (
      businessId: number | null,
      uid: number,
      q: { draft: boolean; filter: number; keyword: string; page: number; page_size: number },
      now: Date,
    ) => {
      // a check-in operator only scans entry codes: their events are not in a manage list
      const operated = sql`${events.id} in (select ${eventOperators.eventId} from ${eventOperators} where ${eventOperators.userId} = ${uid} and ${eventOperators.role} = 'manager')`;
      const where = and(
        isNull(events.deletedAt),
        businessId === null ? operated : or(eq(events.businessId, businessId), operated),
        q.draft ? eq(events.state, 'draft') : and(ne(events.state, 'draft'), byFilter(q.filter, now)),
        byKeyword(q.keyword),
      );
      return paged(where, [desc(events.id)], q);
    },

    /** whether the person is a manager operator of any live event */
    operatesAny: async (uid: number) =>
      (
        await db
          .select({ id: eventOperators.id })
          .from(eventOperators)
          .innerJoin(events, eq(events.id, eventOperators.eventId))
          .where(and(eq(eventOperators.userId, uid), eq(eventOperators.role, 'manager'), isNull(events.deletedAt)))
          .limit(1)
      ).length > 0,

    // ------------------------------------------------------------ related items

    /** live items of the business by ids (related tickets/coupons), with what is left of each */
    itemsByIds: (ids: number[], tx: Db | Tx = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              id: items.id,
              businessId: items.businessId,
              productType: items.productType,
              state: items.state,
              eventId: items.eventId,
              name: items.name,
              sellValue: items.sellValue,
              parValue: items.parValue,
              left: sql<number>`greatest(${items.totalStock} - ${items.issued}, 0)::int`,
            })
            .from(items)
            .where(and(inArray(items.id, ids), isNull(items.deletedAt))),

    /** approved tickets (1) or coupons (2) of the business an event may relate to, newest first */
    relationOptions: async (
      businessId: number,
      productType: 1 | 2,
      q: { keyword: string; page: number; page_size: number },
    ) => {
      const where = and(
        eq(items.businessId, businessId),
        isNull(items.deletedAt),
        isNull(items.eventId),
        eq(items.state, 'approved'),
        eq(items.productType, productType),
        q.keyword ? ilike(items.name, like(q.keyword)) : undefined,
      );
      const [list, [total]] = await Promise.all([
        db
          .select({
            id: items.id,
            product_type: items.productType,
            name: items.name,
            sell_value: items.sellValue,
            par_value: items.parValue,
            left: sql<number>`greatest(${items.totalStock} - ${items.issued}, 0)::int`,
          })
          .from(items)
          .where(where)
          .orderBy(desc(items.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(items).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    // ------------------------------------------------------------ entry item

    /** the event's entry item (an approved invitation with event_id) */
    insertEntryItem: async (tx: Tx, row: typeof items.$inferInsert) =>
      (await tx.insert(items).values(row).returning({ id: items.id }))[0]!.id,

    updateEntryItem: (tx: Tx, id: number, set: Partial<typeof items.$inferInsert>) =>
      tx
        .update(items)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(items.id, id), sql`${items.issued} <= greatest(${set.totalStock ?? items.totalStock}, 0)`)),

    /** the owners and admins of a business: the event's check-in point's checkers with its operators */
    managersOf: async (businessId: number, tx: Db | Tx = db) =>
      (
        await tx
          .selectDistinct({ userId: userRoles.userId })
          .from(userRoles)
          .where(and(eq(userRoles.businessId, businessId), inArray(userRoles.role, ['owner', 'admin'])))
      ).map((r) => r.userId),

    /** closes the event's pending review (a revoked event has nothing left to review) */
    closePendingAudit: (tx: Tx, eventId: number, reviewer: number, remark: string) =>
      tx
        .update(audits)
        .set({ status: 3, reviewedBy: reviewer, remark, reviewedAt: sql`now()` })
        .where(and(eq(audits.type, 'funly'), eq(audits.targetId, eventId), eq(audits.status, 1))),

    /** the event's pending review, if any */
    pendingAudit: async (eventId: number, tx: Db | Tx = db) =>
      (
        await tx
          .select()
          .from(audits)
          .where(and(eq(audits.type, 'funly'), eq(audits.targetId, eventId), eq(audits.status, 1)))
          .limit(1)
      )[0],

    // ------------------------------------------------------------ slots

    slots: (eventId: number, tx: Db | Tx = db) =>
      tx
        .select()
        .from(eventSlots)
        .where(and(eq(eventSlots.eventId, eventId), isNull(eventSlots.deletedAt)))
        .orderBy(asc(eventSlots.startAt), asc(eventSlots.id)),

    insertSlot: async (tx: Tx, row: typeof eventSlots.$inferInsert) =>
      (await tx.insert(eventSlots).values(row).returning())[0]!,

    /** changes a live slot of the event; never below its bookings (one conditional statement): undefined when refused */
    updateSlot: async (
      tx: Tx,
      eventId: number,
      slotId: number,
      set: { title: string; startAt: Date; endAt: Date; capacity: number },
    ) =>
      (
        await tx
          .update(eventSlots)
          .set(set)
          .where(
            and(
              eq(eventSlots.id, slotId),
              eq(eventSlots.eventId, eventId),
              isNull(eventSlots.deletedAt),
              sql`${eventSlots.booked} <= ${set.capacity}::int`,
            ),
          )
          .returning()
      )[0],

    slot: async (eventId: number, slotId: number, tx: Db | Tx = db) =>
      (
        await tx
          .select()
          .from(eventSlots)
          .where(and(eq(eventSlots.id, slotId), eq(eventSlots.eventId, eventId), isNull(eventSlots.deletedAt)))
      )[0],

    /** deletes (softly) a slot without bookings: false when it has some (or is gone) */
    deleteSlot: async (tx: Tx, eventId: number, slotId: number, at: Date) =>
      (
        await tx
          .update(eventSlots)
          .set({ deletedAt: at })
          .where(
            and(
              eq(eventSlots.id, slotId),
              eq(eventSlots.eventId, eventId),
              isNull(eventSlots.deletedAt),
              eq(eventSlots.booked, 0),
            ),
          )
          .returning({ id: eventSlots.id })
      ).length > 0,

    // ------------------------------------------------------------ likes

    // likes: one home for the exact counter (lib/like-counter.ts)
    like: (tx: Tx, eventId: number, uid: number) => likes.like(tx, eventId, uid),
    unlike: (tx: Tx, eventId: number, uid: number) => likes.unlike(tx, eventId, uid),
    liked: (eventId: number, uid: number) => likes.liked(db, eventId, uid),

    // ------------------------------------------------------------ who is going (read only)

    /** applications going or checked in, with the person's nickname and avatar, oldest first */
    enterPage: async (eventId: number, q: { page: number; page_size: number }) => {
      const where = and(eq(eventApplications.eventId, eventId), inArray(eventApplications.status, [1, 6]));
      const [list, [total]] = await Promise.all([
        db
          .select({
            nickname: users.nickname,
            avatar: users.headimg,
            companions: eventApplications.companions,
            createdAt: eventApplications.createdAt,
          })
          .from(eventApplications)
          .innerJoin(users, eq(users.id, eventApplications.userId))
          .where(where)
          .orderBy(asc(eventApplications.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(eventApplications).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    /** people with a live application (unpaid, going, pending, waitlist): told when the event is revoked */
    liveApplicants: async (eventId: number, tx: Db | Tx = db) =>
      (
        await tx
          .selectDistinct({ userId: eventApplications.userId })
          .from(eventApplications)
          .where(and(eq(eventApplications.eventId, eventId), inArray(eventApplications.status, [0, 1, 2, 3])))
      ).map((r) => r.userId),

    /**
     * A revoked event: every live application cancelled (its places given back) and the entry item taken down, so
     * an entry code already issued is refused at the gate (write_off checks the item's state).
     */
    closeForRevoke: async (tx: Tx, e: { id: number; entryItemId: number | null }) => {
      await tx
        .update(eventApplications)
        .set({ status: 5, remark: '活动已撤销', updatedAt: sql`now()` })
        .where(and(eq(eventApplications.eventId, e.id), inArray(eventApplications.status, [0, 1, 2, 3])));
      await tx.update(events).set({ taken: 0 }).where(eq(events.id, e.id));
      if (e.entryItemId !== null)
        await tx
          .update(items)
          .set({ state: 'taken_down', updatedAt: sql`now()` })
          .where(eq(items.id, e.entryItemId));
    },

    // ------------------------------------------------------------ operators

    operatorOf: async (eventId: number, uid: number, tx: Db | Tx = db): Promise<OperatorRow | undefined> =>
      (
        await tx
          .select()
          .from(eventOperators)
          .where(and(eq(eventOperators.eventId, eventId), eq(eventOperators.userId, uid)))
          .limit(1)
      )[0],

    operator: async (eventId: number, id: number, tx: Db | Tx = db): Promise<OperatorRow | undefined> =>
      (
        await tx
          .select()
          .from(eventOperators)
          .where(and(eq(eventOperators.eventId, eventId), eq(eventOperators.id, id)))
          .limit(1)
      )[0],

    /** user ids of the event's operators */
    operatorUsers: async (eventId: number, tx: Db | Tx = db) =>
      (
        await tx
          .select({ userId: eventOperators.userId })
          .from(eventOperators)
          .where(eq(eventOperators.eventId, eventId))
      ).map((r) => r.userId),

    /** operators of one event or of every live event of a business, newest first, with the event's title and mobile */
    operatorPage: async (by: { eventId: number } | { businessId: number }, q: { page: number; page_size: number }) => {
      const where = and(
        isNull(events.deletedAt),
        'eventId' in by ? eq(eventOperators.eventId, by.eventId) : eq(events.businessId, by.businessId),
      );
      const base = () =>
        db
          .select({ o: eventOperators, title: events.title, mobile: users.mobile })
          .from(eventOperators)
          .innerJoin(events, eq(events.id, eventOperators.eventId))
          .innerJoin(users, eq(users.id, eventOperators.userId));
      const [list, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(eventOperators.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db
          .select({ n: count() })
          .from(eventOperators)
          .innerJoin(events, eq(events.id, eventOperators.eventId))
          .where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    operatorWithMobile: async (id: number, tx: Db | Tx = db) =>
      (
        await tx
          .select({ o: eventOperators, title: events.title, mobile: users.mobile })
          .from(eventOperators)
          .innerJoin(events, eq(events.id, eventOperators.eventId))
          .innerJoin(users, eq(users.id, eventOperators.userId))
          .where(eq(eventOperators.id, id))
      )[0],

    /** adds an operator: undefined when the person already is one */
    insertOperator: async (tx: Tx, row: typeof eventOperators.$inferInsert) =>
      (await tx.insert(eventOperators).values(row).onConflictDoNothing().returning())[0],

    updateOperator: async (tx: Tx, id: number, set: { name: string; role: 'manager' | 'checkin' }) =>
      (await tx.update(eventOperators).set(set).where(eq(eventOperators.id, id)).returning())[0],

    deleteOperator: async (tx: Tx, eventId: number, id: number) =>
      (
        await tx
          .delete(eventOperators)
          .where(and(eq(eventOperators.id, id), eq(eventOperators.eventId, eventId)))
          .returning()
      )[0],
  };
}
export type FunlyRepository = ReturnType<typeof funlyRepository>;
