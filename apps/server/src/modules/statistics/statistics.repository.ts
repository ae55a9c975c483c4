import { and, asc, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkpoints, items, projects, publisherQuotas, users } from '../../db/schema.js';

/** A date range of Asia/Shanghai days, both ends included; absent = since the start. */
export interface DayRange {
  start?: string | undefined;
  end?: string | undefined;
}
/** What a statistics read is narrowed to: a project of the business, one item. */
export interface Scope {
  businessId: number;
  range: DayRange;
  projectId?: number | undefined;
  itemId?: number | undefined;
}
export const PARTY_KIND = { channel: 1, promoter: 2 } as const;
export type PartyKind = (typeof PARTY_KIND)[keyof typeof PARTY_KIND];

export interface CountRow {
  metric: string;
  dim: number;
  /** the item (a ranking's rows; 0 in a record's) */
  item_id: number;
  /** the item's product type (a record's rows; 0 in a ranking's) */
  type: number;
  n: number;
  amount: number;
}
export interface PartyRow {
  kind: number;
  party_id: number;
  project_id: number;
  issued: number;
  given: number;
  came: number;
}
export interface DayRow {
  metric: string;
  date: string;
  n: number;
}

/** What `snapshot` reads in one statement. */
export interface Snapshot {
  counts: CountRow[];
  trend: DayRow[];
  parties: PartyRow[];
  items: StatItem[];
  projects: StatProject[];
  points: { id: number; name: string; itemName: string }[];
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const rowsOf = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** What the figures read of an item (its stock, type and project; `snapshot` builds the same keys in SQL). */
const itemColumns = {
  id: items.id,
  name: items.name,
  productType: items.productType,
  projectId: items.projectId,
  totalStock: items.totalStock,
  state: items.state,
  eventId: items.eventId,
};

/** Whether a scope reads since the start (no range): the levels without the day answer it. */
const sinceStart = (s: Scope) => s.range.start === undefined && s.range.end === undefined;

/** The conditions of a scope on a counter table (the day's only when there is a range). */
const where = (s: Scope, withItem: boolean, alias = '') => {
  const col = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql.join(
    [
      sql`${col('business_id')} = ${s.businessId}`,
      s.range.start !== undefined ? sql`${col('day')} >= ${s.range.start}::date` : undefined,
      s.range.end !== undefined ? sql`${col('day')} <= ${s.range.end}::date` : undefined,
      s.projectId !== undefined ? sql`${col('project_id')} = ${s.projectId}` : undefined,
      withItem && s.itemId !== undefined ? sql`${col('item_id')} = ${s.itemId}` : undefined,
    ].filter((x): x is SQL => x !== undefined),
    sql` and `,
  );
};

/**
 * The statistics reads (docs/statistics.md): sums over the counters that triggers keep (migration 0032) — never a
 * scan of holdings or write-offs — and the names shown, read by primary key for the rows shown only.
 */
export function statisticsRepository(db: Db) {
  return {
    /**
     * Everything a record or a ranking reads, in one statement (one round trip and one plan instead of six): the
     * counters of the scope, its trend, its channels and promoters (unless `withParties` is false), the business's
     * items that left the draft and its published projects, and the names of its write-off points.
     */
    snapshot: async (s: Scope, withParties: boolean, byItem = false): Promise<Snapshot> => {
      const counts = sql.raw(sinceStart(s) ? 'stat_totals' : 'stat_counts');
      const parties = sql.raw(sinceStart(s) ? 'stat_party_totals' : 'stat_parties');
      const trend =
        s.itemId !== undefined
          ? sql`select metric, to_char(day, 'YYYY-MM-DD') as date, sum(n)::float8 as n
                  from stat_counts where ${where(s, true)} and metric in ('issued', 'writeoff') group by metric, day`
          : sql`select metric, to_char(day, 'YYYY-MM-DD') as date, sum(n)::float8 as n
                  from stat_daily where ${where(s, false)} group by metric, day`;
      const [row] = await rowsOf<{ j: Snapshot | string }>(
        db,
        sql`select json_build_object(
              'counts', (select coalesce(json_agg(c), '[]'::json) from (${
                byItem
                  ? // a ranking: issued and came per item
                    sql`select c.metric, 0 as dim, c.item_id, 0 as type, sum(c.n)::float8 as n, 0::float8 as amount
                          from ${counts} c where ${where(s, true, 'c')} and c.metric in ('issued', 'came')
                         group by c.metric, c.item_id`
                  : // a record: per metric and dimension, and the item's type (type_list); not per item
                    sql`select c.metric, c.dim, 0 as item_id, i.product_type as type, sum(c.n)::float8 as n,
                               sum(c.amount)::float8 as amount
                          from ${counts} c join ${items} i on i.id = c.item_id
                         where ${where(s, true, 'c')} group by c.metric, c.dim, i.product_type`
              }) c),
              'trend', (select coalesce(json_agg(t order by t.date), '[]'::json) from (${trend}) t),
              'parties', ${
                withParties
                  ? sql`(select coalesce(json_agg(p), '[]'::json) from (
                      select kind, party_id, project_id, sum(issued)::float8 as issued, sum(given)::float8 as given,
                             sum(came)::float8 as came
                        from ${parties} where ${where(s, false)} group by kind, party_id, project_id) p)`
                  : sql`'[]'::json`
              },
              'items', (select coalesce(json_agg(json_build_object('id', i.id, 'name', i.name,
                  'productType', i.product_type, 'projectId', i.project_id, 'totalStock', i.total_stock,
                  'state', i.state, 'eventId', i.event_id) order by i.id), '[]'::json)
                  from ${items} i
                 where i.business_id = ${s.businessId} and i.state <> 'draft' and i.deleted_at is null),
              'projects', (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name,
                  'createdBy', p.created_by, 'capacity', p.capacity, 'alertPerMinute', p.alert_per_minute)
                  order by p.id desc), '[]'::json)
                  from ${projects} p
                 where p.business_id = ${s.businessId} and p.state = 'published' and p.deleted_at is null),
              'points', (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name,
                  'itemName', i.name)), '[]'::json)
                  from ${checkpoints} c join ${items} i on i.id = c.item_id
                 where c.business_id = ${s.businessId})
            ) as j`,
      );
      // PostgreSQL's driver parses json; PGlite's answer may be text
      const j = row!.j;
      return typeof j === 'string' ? (JSON.parse(j) as Snapshot) : j;
    },

    /** What the business (or a project) issued in the scope: the whole of a list's shares. */
    issuedTotal: async (s: Scope) =>
      (
        await rowsOf<{ n: number }>(
          db,
          sql`select coalesce(sum(n), 0)::float8 as n from stat_daily where ${where(s, false)} and metric = 'issued'`,
        )
      )[0]?.n ?? 0,

    /** Channels and promoters of the scope (one kind and party when given) with what they brought, by project. */
    parties: (s: Scope, only?: { kind: PartyKind; partyId?: number }) =>
      rowsOf<PartyRow>(
        db,
        sql`select kind, party_id, project_id, sum(issued)::float8 as issued, sum(given)::float8 as given,
                   sum(came)::float8 as came
              from ${sql.raw(sinceStart(s) ? 'stat_party_totals' : 'stat_parties')}
             where ${where(s, false)}
               ${only ? sql`and kind = ${only.kind}` : sql``}
               ${only?.partyId !== undefined ? sql`and party_id = ${only.partyId}` : sql``}
             group by kind, party_id, project_id`,
      ),

    /** What one channel or promoter issued per day. */
    partyTrend: (s: Scope, kind: PartyKind, partyId: number) =>
      rowsOf<{ date: string; n: number }>(
        db,
        sql`select to_char(day, 'YYYY-MM-DD') as date, sum(issued)::float8 as n
              from stat_parties where ${where(s, false)} and kind = ${kind} and party_id = ${partyId}
             group by day order by day`,
      ),

    /** Whether the user was ever a promoter of the business (a counted holding through their spm code). */
    isPromoter: async (businessId: number, userId: number) =>
      (
        await rowsOf<{ one: number }>(
          db,
          sql`select 1 as one from stat_parties
               where business_id = ${businessId} and kind = ${PARTY_KIND.promoter} and party_id = ${userId} limit 1`,
        )
      ).length > 0,

    /** Whether the user holds a publisher quota of the business (a channel). */
    isChannel: async (businessId: number, userId: number) =>
      (
        await db
          .select({ id: publisherQuotas.id })
          .from(publisherQuotas)
          .where(and(eq(publisherQuotas.businessId, businessId), eq(publisherQuotas.userId, userId)))
          .limit(1)
      ).length > 0,

    /** The business's items that left the draft (not deleted): what the figures are about. */
    items: (businessId: number) =>
      db
        .select(itemColumns)
        .from(items)
        .where(and(eq(items.businessId, businessId), ne(items.state, 'draft'), isNull(items.deletedAt)))
        .orderBy(asc(items.id)),

    /** One item of the business (not deleted). */
    item: async (businessId: number, id: number) =>
      (
        await db
          .select({
            ...itemColumns,
            projectName: sql<string>`coalesce((select p.name from ${projects} p where p.id = ${items.projectId}), '')`,
            projectPublished: sql<boolean>`coalesce((select p.state = 'published' from ${projects} p where p.id = ${items.projectId}), false)`,
          })
          .from(items)
          .where(and(eq(items.businessId, businessId), eq(items.id, id), isNull(items.deletedAt)))
      )[0],

    /** The business's published projects (not deleted), newest first. */
    projects: (businessId: number) =>
      db
        .select({
          id: projects.id,
          name: projects.name,
          createdBy: projects.createdBy,
          capacity: projects.capacity,
          alertPerMinute: projects.alertPerMinute,
        })
        .from(projects)
        .where(and(eq(projects.businessId, businessId), eq(projects.state, 'published'), isNull(projects.deletedAt)))
        .orderBy(desc(projects.id)),

    /** One project of the business (not deleted), published or not. */
    project: async (businessId: number, id: number) =>
      (
        await db
          .select({ id: projects.id, name: projects.name, state: projects.state })
          .from(projects)
          .where(and(eq(projects.businessId, businessId), eq(projects.id, id), isNull(projects.deletedAt)))
      )[0],

    /** Names and avatars of the people shown; with `search`, only those whose nickname contains it. */
    people: (ids: number[], search?: string) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: users.id, nickname: users.nickname, avatar: users.headimg })
            .from(users)
            .where(and(inArray(users.id, ids), search ? ilike(users.nickname, like(search)) : undefined)),

    // ── the gate screen ──

    /** The live points of a project's items, with the item's name. */
    pointsOfProject: (projectId: number) =>
      db
        .select({ id: checkpoints.id, name: checkpoints.name, itemName: items.name })
        .from(checkpoints)
        .innerJoin(items, eq(items.id, checkpoints.itemId))
        .where(and(eq(items.projectId, projectId), isNull(checkpoints.deletedAt), isNull(items.deletedAt)))
        .orderBy(asc(checkpoints.id)),

    /** Write-offs per point of a project's items since a minute (the gate screen's last 15 minutes). */
    minutesSince: (projectId: number, since: Date) =>
      rowsOf<{ checkpoint_id: number; n: number }>(
        db,
        sql`select m.checkpoint_id, sum(m.n)::float8 as n
              from stat_minutes m
              join ${checkpoints} c on c.id = m.checkpoint_id
              join ${items} i on i.id = c.item_id
             where i.project_id = ${projectId} and m.minute >= ${since.toISOString()}::timestamptz
             group by m.checkpoint_id`,
      ),

    /** Write-offs of a project on one day, per point. */
    dayByPoint: (businessId: number, projectId: number, day: string) =>
      rowsOf<{ checkpoint_id: number; n: number }>(
        db,
        sql`select dim as checkpoint_id, sum(n)::float8 as n from stat_counts
             where business_id = ${businessId} and day = ${day}::date and metric = 'writeoff'
               and project_id = ${projectId}
             group by dim`,
      ),

    /** Sets a project's capacity and alert threshold; the values written, or undefined (no such project). */
    setGuard: async (businessId: number, projectId: number, v: { capacity: number; alertPerMinute: number }) =>
      (
        await db
          .update(projects)
          .set(v)
          .where(and(eq(projects.businessId, businessId), eq(projects.id, projectId), isNull(projects.deletedAt)))
          .returning({ capacity: projects.capacity, alertPerMinute: projects.alertPerMinute })
      )[0],
  };
}
export type StatisticsRepository = ReturnType<typeof statisticsRepository>;
export type StatItem = Awaited<ReturnType<StatisticsRepository['items']>>[number];
export type StatProject = Awaited<ReturnType<StatisticsRepository['projects']>>[number];
