import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowFromJson } from '../../db/json-rows.js';
import { businesses, holdings, items, projects, recipients, users, writeOffs } from '../../db/schema.js';

// The card's select, shared by the repositories that answer cards (holder, order, the write-off): a query shape,
// not a query — each repository adds its own where, order and limit.

/**
 * The columns a card needs: the holding, its item, project, business, recipient and holder, and today's uses. Only
 * the item is joined; the rest are subqueries by primary key, so the statement is planned in a fraction of the time a
 * six-table join takes (PostgreSQL plans a prepared statement again on every call unless its generic plan is as cheap).
 */
export const cardSelect = (db: Db | Tx, today: string | Placeholder) =>
  db
    .select({
      h: holdings,
      i: items,
      projectName: sql<string>`coalesce((select p.name from ${projects} p where p.id = ${items.projectId}), '')`,
      businessName: sql<string>`(select b.name from ${businesses} b where b.id = ${holdings.businessId})`,
      recipientName: sql<string | null>`(select r.name from ${recipients} r where r.id = ${holdings.recipientId})`,
      recipientMobile: sql<string | null>`(select r.mobile from ${recipients} r where r.id = ${holdings.recipientId})`,
      ownerName: sql<string>`(select u.nickname from ${users} u where u.id = ${holdings.userId})`,
      ownerMobile: sql<string>`(select u.mobile from ${users} u where u.id = ${holdings.userId})`,
      usedToday: sql<number>`(select count(*)::int from ${writeOffs} w where w.holding_id = ${holdings.id} and w.period = ${today})`,
    })
    .from(holdings)
    .innerJoin(items, eq(items.id, holdings.itemId));

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardSelect>['limit']>>[number];

/** The columns of cardSelect as a SQL function answers them: the holding's and the item's rows as json. */
export interface CardJson {
  h: Record<string, unknown>;
  i: Record<string, unknown>;
  project_name: string;
  business_name: string;
  recipient_name: string | null;
  recipient_mobile: string | null;
  owner_name: string;
  owner_mobile: string;
  used_today: number;
}

export const cardRowFromJson = (r: CardJson): CardRow => ({
  h: rowFromJson(holdings, r.h),
  i: rowFromJson(items, r.i),
  projectName: r.project_name,
  businessName: r.business_name,
  recipientName: r.recipient_name,
  recipientMobile: r.recipient_mobile,
  ownerName: r.owner_name,
  ownerMobile: r.owner_mobile,
  usedToday: r.used_today,
});

/** No longer usable at all (the "old" list): voided, item off, expired, or every use taken. */
export const isOldSql = (now: Date): SQL =>
  sql`(${holdings.voidedAt} is not null or ${items.state} <> 'approved' or ${items.validityEnd} < ${now.toISOString()} or (${items.limitType} = 1 and ${holdings.used} >= ${items.limitNum}))`;
