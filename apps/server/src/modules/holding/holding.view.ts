import { eq, getTableColumns, sql, type InferSelectModel, type Placeholder, type SQL, type Table } from 'drizzle-orm';
import { formatDate, HOLDING_STATE_LABELS, maskName, maskPhone, type HoldingCard, type HoldingState } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { businesses, holdings, items, projects, recipients, users, writeOffs } from '../../db/schema.js';

/** The business day a write-off counts in: the date in Asia/Shanghai (UTC+8 all year). */
export const shanghaiDay = (at: Date): string => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

const day = (d: Date | null) => (d ? formatDate(d, 'y.m.d') : '待定');
/** validity as "y.m.d - y.m.d" */
export const dateString = (start: Date | null, end: Date | null): string => `${day(start)} - ${day(end)}`;
const secs = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

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

/**
 * A row of `table` from its `to_json(…)` in SQL (a function answering several tables' rows in one statement), mapped
 * as Drizzle maps the driver's values: timestamps to Date, bigint ids to numbers, json as is.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const v = json[column.name];
    row[key] = v === null || v === undefined ? null : column.mapFromDriverValue(v);
  }
  return row as InferSelectModel<T>;
}

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

/** What a held item is now (first that holds). */
export function holdingState(r: Pick<CardRow, 'h' | 'i' | 'usedToday'>, now: Date): HoldingState {
  if (r.h.voidedAt || r.i.state !== 'approved') return 'disabled';
  if (r.i.validityEnd && now > r.i.validityEnd) return 'expired';
  if (r.i.limitType === 1 && r.h.used >= r.i.limitNum) return 'used';
  if (r.i.validityStart && now < r.i.validityStart) return 'not_started';
  if (r.i.limitType === 2 && r.usedToday >= r.i.limitNum) return 'used_today';
  return 'valid';
}

/** The card as its holder and its checker see it: names and mobiles masked. */
export function toCard(r: CardRow, now: Date): HoldingCard {
  const state = holdingState(r, now);
  const name = r.h.holderName || r.recipientName || r.ownerName;
  return {
    holding_id: r.h.id,
    ticket_id: r.i.id,
    ticket_name: r.i.name,
    product_type: r.i.productType,
    is_cert: r.i.isCert,
    project_name: r.projectName,
    business_id: r.h.businessId,
    business_name: r.businessName,
    date_string: dateString(r.i.validityStart, r.i.validityEnd),
    ticket_par_value: r.i.parValue,
    ticket_sell_value: r.i.sellValue,
    ticket_style_icon: r.i.styleIcon,
    ticket_style_color: r.i.styleColor,
    ticket_rule_content: r.i.ruleContent,
    ticket_validity_start: secs(r.i.validityStart),
    ticket_validity_end: secs(r.i.validityEnd),
    state,
    state_label: HOLDING_STATE_LABELS[state],
    write_off_mode: r.i.writeOffMode,
    limit_type: r.i.limitType,
    limit_num: r.i.limitNum,
    used: r.h.used,
    remaining: Math.max(0, r.i.limitNum - (r.i.limitType === 2 ? r.usedToday : r.h.used)),
    last_used_time: secs(r.h.lastUsedAt),
    holder_name: maskName(name),
    holder_mobile: maskPhone(r.recipientMobile ?? r.ownerMobile),
    cert_sn: r.i.isCert ? r.h.sn : '',
    registered: r.h.claimedAt !== null,
    create_time: Math.floor(r.h.createdAt.getTime() / 1000),
  };
}
