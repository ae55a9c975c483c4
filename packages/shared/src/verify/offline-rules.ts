import type { Refusal } from './verify.contract.js';

/** The item's rules as the device keeps them (offline snapshot; times in seconds). */
export interface OfflineRulesItem {
  item_id: number;
  live: boolean;
  validity_start: number | null;
  validity_end: number | null;
  limit_type: number;
  limit_num: number;
}

/** The point as the device knows it: its limit and the uses it knows of (the snapshot's plus its own offline ones). */
export interface OfflineRulesPoint {
  item_id: number;
  write_off_num: number;
  used: number;
}

/** A holding's uses as the device knows them: of `period` (`all`, or a date in Asia/Shanghai). */
export interface OfflineRulesHolding {
  holding_id: number;
  voided: boolean;
  period: string;
  period_uses: number;
}

/** The date in Asia/Shanghai (UTC+8 all year) of a time in seconds: `YYYY-MM-DD`. */
export const shanghaiDate = (seconds: number): string =>
  new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);

export type OfflineDecision = { ok: true; period: string; seq: number } | { ok: false; reason: Refusal };

/**
 * The offline write-off of a holding whose code has been verified, by the rules of the SQL function `write_off`
 * (migration 0025) in its order: wrong_point, disabled, expired, not_started, used / used_today, point_full. The
 * same case table runs against both (offline-cases.ts). `holding` undefined: never used and not voided.
 */
export function decideOffline(a: {
  point: OfflineRulesPoint;
  item: OfflineRulesItem;
  holdingItemId: number;
  holding: OfflineRulesHolding | undefined;
  nowSeconds: number;
}): OfflineDecision {
  const { point, item, holding, nowSeconds } = a;
  if (a.holdingItemId !== point.item_id || item.item_id !== point.item_id) return { ok: false, reason: 'wrong_point' };
  if (!item.live || holding?.voided) return { ok: false, reason: 'disabled' };
  if (item.validity_end !== null && nowSeconds > item.validity_end) return { ok: false, reason: 'expired' };
  if (item.validity_start !== null && nowSeconds < item.validity_start) return { ok: false, reason: 'not_started' };
  const period = item.limit_type === 2 ? shanghaiDate(nowSeconds) : 'all';
  const taken = holding && holding.period === period ? holding.period_uses : 0;
  if (taken >= item.limit_num) return { ok: false, reason: item.limit_type === 2 ? 'used_today' : 'used' };
  if (point.write_off_num > 0 && point.used >= point.write_off_num) return { ok: false, reason: 'point_full' };
  return { ok: true, period, seq: taken + 1 };
}
