import type { Refusal } from './verify.contract.js';

/**
 * THE case table of the write-off's rules: each case is an item's rules, a point, a holding's state, a time and
 * the outcome. It runs through the device's `decideOffline` (offline-rules.test.ts) and through the server's SQL
 * `write_off`, written off online (apps/server/src/modules/verify/offline-cases.test.ts): one table, so the device
 * and the server cannot disagree unseen.
 *
 * Times are seconds from `t0`, a midnight in Asia/Shanghai that each runner picks (the day before `t0` is
 * "yesterday"). A holding is of the point's item unless `other_item`.
 */
export interface OfflineCase {
  name: string;
  item: {
    limit_type: 1 | 2;
    limit_num: number;
    /** approved and not deleted (default true) */
    live?: boolean;
    validity_start?: number | null;
    validity_end?: number | null;
  };
  point: { write_off_num: number; used: number };
  holding: {
    voided?: boolean;
    /** earlier write-offs of the holding, their times */
    uses?: number[];
    /** the holding is of another item than the point's */
    other_item?: boolean;
  };
  /** when the code is scanned */
  at: number;
  /** when the device's snapshot was taken (default `at`): only the device reads it (the server knows the present) */
  snapshot_at?: number;
  expected: { ok: true; seq: number } | { ok: false; reason: Refusal };
}

const H = 3600;
const once = { limit_type: 1, limit_num: 1 } as const;
const daily = (n: number) => ({ limit_type: 2, limit_num: n }) as const;
const open = { write_off_num: 0, used: 0 };

export const OFFLINE_CASES: readonly OfflineCase[] = [
  {
    name: 'a fresh single-use ticket',
    item: once,
    point: open,
    holding: {},
    at: 10 * H,
    expected: { ok: true, seq: 1 },
  },
  {
    name: 'a single-use ticket used once',
    item: once,
    point: open,
    holding: { uses: [9 * H] },
    at: 10 * H,
    expected: { ok: false, reason: 'used' },
  },
  {
    name: 'a three-use ticket used twice takes its third',
    item: { limit_type: 1, limit_num: 3 },
    point: open,
    holding: { uses: [-30 * H, 9 * H] },
    at: 10 * H,
    expected: { ok: true, seq: 3 },
  },
  {
    name: 'a three-use ticket used three times',
    item: { limit_type: 1, limit_num: 3 },
    point: open,
    holding: { uses: [-30 * H, 8 * H, 9 * H] },
    at: 10 * H,
    expected: { ok: false, reason: 'used' },
  },
  {
    name: 'a voided holding',
    item: once,
    point: open,
    holding: { voided: true },
    at: 10 * H,
    expected: { ok: false, reason: 'disabled' },
  },
  {
    name: 'an item no longer live',
    item: { ...once, live: false },
    point: open,
    holding: {},
    at: 10 * H,
    expected: { ok: false, reason: 'disabled' },
  },
  {
    name: 'voided and used up: disabled comes first',
    item: once,
    point: open,
    holding: { voided: true, uses: [9 * H] },
    at: 10 * H,
    expected: { ok: false, reason: 'disabled' },
  },
  {
    name: 'voided before it starts: disabled comes first',
    item: { ...once, validity_start: 11 * H },
    point: open,
    holding: { voided: true },
    at: 10 * H,
    expected: { ok: false, reason: 'disabled' },
  },
  {
    name: 'after the validity end',
    item: { ...once, validity_start: -48 * H, validity_end: 9 * H },
    point: open,
    holding: {},
    at: 10 * H,
    expected: { ok: false, reason: 'expired' },
  },
  {
    name: 'at the validity end itself: still valid',
    item: { ...once, validity_end: 10 * H },
    point: open,
    holding: {},
    at: 10 * H,
    expected: { ok: true, seq: 1 },
  },
  {
    name: 'expired and used: expired comes first',
    item: { ...once, validity_end: 9 * H },
    point: open,
    holding: { uses: [8 * H] },
    at: 10 * H,
    expected: { ok: false, reason: 'expired' },
  },
  {
    name: 'before the validity start',
    item: { ...once, validity_start: 11 * H, validity_end: 48 * H },
    point: open,
    holding: {},
    at: 10 * H,
    expected: { ok: false, reason: 'not_started' },
  },
  {
    name: 'a daily ticket used today',
    item: daily(1),
    point: open,
    holding: { uses: [9 * H] },
    at: 10 * H,
    expected: { ok: false, reason: 'used_today' },
  },
  {
    name: 'a daily ticket used yesterday',
    item: daily(1),
    point: open,
    holding: { uses: [-2 * H] },
    at: 10 * H,
    expected: { ok: true, seq: 1 },
  },
  {
    name: 'a daily ticket used at 23:59 and scanned at 00:00:30',
    item: daily(1),
    point: open,
    holding: { uses: [-60] },
    at: 30,
    expected: { ok: true, seq: 1 },
  },
  {
    name: 'a daily ticket, the device’s snapshot of yesterday knows yesterday’s use only',
    item: daily(1),
    point: open,
    holding: { uses: [-2 * H] },
    at: 10 * H,
    snapshot_at: -H,
    expected: { ok: true, seq: 1 },
  },
  {
    name: 'twice a day, used once today',
    item: daily(2),
    point: open,
    holding: { uses: [-2 * H, 9 * H] },
    at: 10 * H,
    expected: { ok: true, seq: 2 },
  },
  {
    name: 'twice a day, used twice today',
    item: daily(2),
    point: open,
    holding: { uses: [8 * H, 9 * H] },
    at: 10 * H,
    expected: { ok: false, reason: 'used_today' },
  },
  {
    name: 'a point with room left',
    item: once,
    point: { write_off_num: 2, used: 1 },
    holding: {},
    at: 10 * H,
    expected: { ok: true, seq: 1 },
  },
  {
    name: 'a full point',
    item: once,
    point: { write_off_num: 2, used: 2 },
    holding: {},
    at: 10 * H,
    expected: { ok: false, reason: 'point_full' },
  },
  {
    name: 'a full point and a used ticket: used comes first',
    item: once,
    point: { write_off_num: 2, used: 2 },
    holding: { uses: [9 * H] },
    at: 10 * H,
    expected: { ok: false, reason: 'used' },
  },
  {
    name: 'a ticket of another item',
    item: once,
    point: open,
    holding: { other_item: true },
    at: 10 * H,
    expected: { ok: false, reason: 'wrong_point' },
  },
  {
    name: 'a voided ticket of another item: wrong_point comes first',
    item: once,
    point: open,
    holding: { other_item: true, voided: true },
    at: 10 * H,
    expected: { ok: false, reason: 'wrong_point' },
  },
];
