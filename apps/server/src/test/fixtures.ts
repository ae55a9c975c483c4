import { auditDecide, auditList, funlySave, itemAction, itemSave, login, projectSave } from '@kc/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed.js';
import type { SQL } from 'drizzle-orm';
import { toSecs } from '../lib/time.js';
import type { TestApp } from './test-app.js';

export const DAY = 86400;
export const nowSeconds = () => toSecs(new Date());

/** A complete free ticket: stock 100, one per person, one write-off, valid from yesterday for 20 days. */
export const freeTicket = () => {
  const now = nowSeconds();
  return {
    product_type: 1,
    is_cert: false,
    name: '免费门票',
    template_kind: 1,
    style_icon: '',
    style_color: '',
    par_value: 0,
    sell_value: 0,
    total_stock: 100,
    per_user_limit: 1,
    rule_content: '凭码入场',
    write_off_mode: 1,
    shop_kind: 11,
    distribution_mode: 1,
    registration_distribution: 1,
    payment_order: 1,
    limit_type: 1,
    limit_num: 1,
    issue_start: now - DAY,
    issue_end: now + 10 * DAY,
    validity_start: now - DAY,
    validity_end: now + 20 * DAY,
  };
};

/** Sessions of the four demo accounts by role name. */
export async function demoTokens(t: TestApp) {
  const [visitor, owner, checker, auditor] = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => (await t.call(login, { mobile: a.mobile, password: DEMO_PASSWORD })).data.token),
  );
  return { visitor: visitor!, owner: owner!, checker: checker!, auditor: auditor! };
}

/** The owner's session acting in business 1. */
export const asOwner = (tok: { owner: string }) => ({ token: tok.owner, payload: { b_id: 1 } });

/** A published project of business 1, saved by its owner (车展 unless named): its id. */
export async function demoProject(t: TestApp, tok: { owner: string }, name = '车展'): Promise<number> {
  const now = nowSeconds();
  const project = await t.call(
    projectSave,
    { name, kind: 1, start_time: now, end_time: now + 30 * DAY, venue: '博览中心', publish: true },
    asOwner(tok),
  );
  return project.data.id;
}

/**
 * The owner of business 1 saves an item (a free ticket with `fields` changed), submits it, and the auditor passes
 * it: its id.
 */
export async function approve(
  t: TestApp,
  tok: { owner: string; auditor: string },
  fields: Record<string, unknown> = {},
): Promise<number> {
  const owner = asOwner(tok);
  const saved = await t.call(itemSave, { ...freeTicket(), ...fields }, owner);
  if (saved.code !== 0) throw new Error(`itemSave: ${saved.message} ${JSON.stringify(saved.data)}`);
  const id = saved.data.id;
  const submitted = await t.call(itemAction, { id, action: 'submit' }, owner);
  if (submitted.code !== 0) throw new Error(`submit: ${submitted.message} ${JSON.stringify(submitted.data)}`);
  const record = (await t.call(auditList, { page_size: 100 }, { token: tok.auditor })).data.list.find(
    (a) => a.target_id === id,
  )!;
  await t.call(auditDecide, { id: record.id, pass: true }, { token: tok.auditor });
  return id;
}

/** An approved item (defaults: a free ticket) in a new project of business 1 (demoProject, then approve). */
export async function approvedItem(
  t: TestApp,
  tok: { owner: string; auditor: string },
  fields: Record<string, unknown> = {},
): Promise<number> {
  return approve(t, tok, { ...fields, project_id: await demoProject(t, tok) });
}

/** The named fields of a 10001 answer. */
export const fieldNames = (r: { data: unknown }): string[] =>
  ((r.data as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);

/** Runs one SQL statement and returns its rows. */
export async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A complete event (funly): starts tomorrow for a day, sign-up open now, 50 places, free, no approval. */
export const funlyEvent = () => {
  const now = nowSeconds();
  return {
    title: '周末试驾日',
    cover: '/uploads/funly-cover.png',
    kind: 3,
    start_time: now + DAY,
    end_time: now + 2 * DAY,
    signup_start: now - DAY,
    signup_end: now + DAY,
    place: '博览中心',
    address: '北门广场',
    longitude: 106.5612,
    latitude: 29.7262,
    capacity: 50,
    max_companions: 2,
    need_approval: false,
    waitlist: false,
    form_id: null,
    payment_order: 1 as const,
    ticket_ids: [],
    coupon_ids: [],
    description: '<p>欢迎参加</p>',
  };
};

/** The auditor passes the pending review of an event (its first submission or a change). */
export async function passEvent(t: TestApp, tok: { auditor: string }, eventId: number, pass = true, remark = '') {
  const record = (await t.call(auditList, { type: 'funly', page_size: 100 }, { token: tok.auditor })).data.list.find(
    (a) => a.target_id === eventId,
  );
  if (!record) throw new Error(`no pending review of event ${eventId}`);
  const r = await t.call(auditDecide, { id: record.id, pass, remark }, { token: tok.auditor });
  if (r.code !== 0) throw new Error(`auditDecide: ${r.message}`);
}

/**
 * The owner of business 1 (or `as`: another session and b_id) saves and submits an event (funlyEvent with `fields`
 * changed) and the auditor passes it: its id. The event is running, with its entry item and check-in point.
 */
export async function publishedEvent(
  t: TestApp,
  tok: { owner: string; auditor: string },
  fields: Record<string, unknown> = {},
  as: { token: string; payload: { b_id: number } } = asOwner(tok),
): Promise<number> {
  const saved = await t.call(funlySave, { ...funlyEvent(), ...fields, submit: true }, as);
  if (saved.code !== 0) throw new Error(`funlySave: ${saved.message} ${JSON.stringify(saved.data)}`);
  await passEvent(t, tok, saved.data.id);
  return saved.data.id;
}
