import { describe, expect, it } from 'vitest';
import { OFFLINE_CASES, type OfflineCase } from './offline-cases.js';
import { decideOffline, shanghaiDate, type OfflineRulesHolding } from './offline-rules.js';

/** A midnight in Asia/Shanghai: 2030-01-01 00:00 +08:00. */
const T0 = Date.parse('2030-01-01T00:00:00+08:00') / 1000;
const POINT_ITEM = 1;
const OTHER_ITEM = 2;

/** The holding as the device's snapshot of `snapshot_at` lists it (unlisted: never used and not voided). */
function snapshotHolding(c: OfflineCase): OfflineRulesHolding | undefined {
  const uses = (c.holding.uses ?? []).map((s) => T0 + s);
  if (!uses.length && !c.holding.voided) return undefined;
  const period = c.item.limit_type === 2 ? shanghaiDate(T0 + (c.snapshot_at ?? c.at)) : 'all';
  return {
    holding_id: 7,
    voided: !!c.holding.voided,
    period,
    period_uses: period === 'all' ? uses.length : uses.filter((u) => shanghaiDate(u) === period).length,
  };
}

const at = (s: number | null | undefined) => (s === undefined || s === null ? null : T0 + s);

describe('the offline decision runs the case table (the same the server runs)', () => {
  it('T0 is a midnight in Asia/Shanghai', () => {
    expect(shanghaiDate(T0)).toBe('2030-01-01');
    expect(shanghaiDate(T0 - 1)).toBe('2029-12-31');
  });

  it.each(OFFLINE_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const decision = decideOffline({
      point: { item_id: POINT_ITEM, write_off_num: c.point.write_off_num, used: c.point.used },
      item: {
        item_id: POINT_ITEM,
        live: c.item.live ?? true,
        validity_start: at(c.item.validity_start),
        validity_end: at(c.item.validity_end),
        limit_type: c.item.limit_type,
        limit_num: c.item.limit_num,
      },
      holdingItemId: c.holding.other_item ? OTHER_ITEM : POINT_ITEM,
      holding: snapshotHolding(c),
      nowSeconds: T0 + c.at,
    });
    if (c.expected.ok) expect(decision).toEqual({ ok: true, seq: c.expected.seq, period: expect.any(String) });
    else expect(decision).toEqual({ ok: false, reason: c.expected.reason });
  });
});
