import { z } from 'zod';
import { itemFields, type FieldError, type Item, type ItemAction, type ItemState } from '@kc/shared';
import type { items } from '../../db/schema.js';
import { dateString, toSecs } from '../../lib/time.js';

export type ItemRow = typeof items.$inferSelect;
export type ItemFieldValues = { [K in keyof typeof itemFields]: z.output<(typeof itemFields)[K]> };
type Columns = Partial<typeof items.$inferInsert>;

const TIME_FIELDS = new Set(['issue_start', 'issue_end', 'validity_start', 'validity_end']);
const camel = (k: string) => k.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());

/** API fields → table columns (only those given). */
export function toColumns(q: Partial<ItemFieldValues>): Columns {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || !(k in itemFields)) continue;
    out[camel(k)] = TIME_FIELDS.has(k) ? new Date((v as number) * 1000) : v;
  }
  return out as Columns;
}

/** Table row → API fields (times as seconds). */
export function fieldsOf(r: ItemRow): Record<keyof ItemFieldValues, unknown> {
  return Object.fromEntries(
    Object.keys(itemFields).map((k) => {
      const v = (r as Record<string, unknown>)[camel(k)];
      return [k, TIME_FIELDS.has(k) ? toSecs(v as Date | null) : v];
    }),
  ) as Record<keyof ItemFieldValues, unknown>;
}

const complete = z.object(itemFields);

/** What submitting (or changing a live item) needs, named per field. */
export function completenessProblems(r: ItemRow): FieldError[] {
  const parsed = complete.safeParse(fieldsOf(r));
  if (!parsed.success)
    return parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'query'), message: i.message }));
  const f = parsed.data;
  const problems: FieldError[] = [];
  if (f.issue_end <= f.issue_start) problems.push({ field: 'issue_end', message: '发放结束时间须晚于开始时间' });
  if (f.validity_end <= f.validity_start)
    problems.push({ field: 'validity_end', message: '有效期结束时间须晚于开始时间' });
  if (f.validity_end < f.issue_end) problems.push({ field: 'validity_end', message: '有效期须覆盖发放期' });
  if (f.per_user_limit > f.total_stock) problems.push({ field: 'per_user_limit', message: '每人限领不能超过发放总量' });
  if (f.total_stock < r.issued) problems.push({ field: 'total_stock', message: `发放总量不能少于已发放的${r.issued}` });
  if (f.template_kind === 2 && (!f.style_icon || !f.style_color))
    problems.push({ field: 'style_icon', message: '自定义模板须设置图标和颜色' });
  return problems;
}

const STORED_STATUS: Record<Exclude<ItemState, 'approved'>, number> = {
  draft: 6,
  auditing: 3,
  rejected: 4,
  disabled: 2,
  taken_down: 7,
};

/** The displayed status of spec 4, computed on read (docs/issuing.md). */
export function displayStatus(r: ItemRow, now = Date.now()): number {
  if (r.state !== 'approved') return STORED_STATUS[r.state];
  if (r.validityEnd && now > r.validityEnd.getTime()) return 5;
  if (r.issueEnd && now > r.issueEnd.getTime()) return 12;
  if (r.issueStart && now < r.issueStart.getTime()) return 11;
  if (r.issued >= r.totalStock) return 13;
  return 1;
}

export const ACTIONS_BY_STATE: Record<ItemState, ItemAction[]> = {
  draft: ['edit', 'submit', 'copy', 'delete'],
  auditing: ['copy'],
  rejected: ['edit', 'submit', 'copy', 'delete'],
  approved: ['edit', 'disable', 'takedown', 'copy'],
  disabled: ['enable', 'takedown', 'copy'],
  taken_down: ['copy'],
};

/** Tickets held (not voided) and write-offs of an item. */
export interface ItemTallies {
  given: number;
  writtenOff: number;
}

export function toItem(
  r: ItemRow,
  projectName: string,
  pendingChange: boolean,
  tallies: ItemTallies = { given: 0, writtenOff: 0 },
): Item {
  const f = fieldsOf(r);
  return {
    ...(f as unknown as Omit<Item, 'id'>),
    id: r.id,
    product_type: r.productType,
    is_cert: r.isCert,
    state: r.state,
    status: displayStatus(r),
    project_id: r.projectId,
    project_name: projectName,
    store_write_off_mode: r.writeOffMode === 1 ? 13 : 11,
    reject_remark: r.rejectRemark,
    // issued counts reserved (unpaid orders) and held; given counts held; written off counts uses
    counts: {
      issued: r.issued,
      given: tallies.given,
      written_off: tallies.writtenOff,
      remaining: Math.max(0, r.totalStock - r.issued),
    },
    actions: ACTIONS_BY_STATE[r.state],
    pending_change: pendingChange,
  };
}

export const AUDIT_TYPE_OF: Record<number, 'ticket' | 'coupon' | 'invitation'> = {
  1: 'ticket',
  2: 'coupon',
  3: 'invitation',
};

/** What a shop or a receiving list shows of an item: its face (name, style, value, rule) and what is left of it. */
export const itemFace = (i: ItemRow) => ({
  item_id: i.id,
  name: i.name,
  product_type: i.productType,
  date_string: dateString(i.validityStart, i.validityEnd),
  par_value: i.parValue,
  style_icon: i.styleIcon,
  style_color: i.styleColor,
  rule_content: i.ruleContent,
  remaining: i.totalStock - i.issued,
  per_user_limit: i.perUserLimit,
});
