import { describe, expect, it } from 'vitest';
import { remainingUses } from './remaining-uses.js';

describe('remainingUses', () => {
  it('says how many uses are left, in all or today, with or without the limit', () => {
    expect(remainingUses({ limit_type: 1, limit_num: 2, remaining: 0 })).toBe('剩余 0 次');
    expect(remainingUses({ limit_type: 2, limit_num: 3, remaining: 2 })).toBe('今日剩余 2 次');
    expect(remainingUses({ limit_type: 1, limit_num: 2, remaining: 2 }, { ofLimit: true })).toBe('剩余 2/2 次');
    expect(remainingUses({ limit_type: 2, limit_num: 1, remaining: 0 }, { ofLimit: true })).toBe('今日剩余 0/1 次');
  });

  it('says 不限次数 without a limit (the server answers remaining 0 there)', () => {
    expect(remainingUses({ limit_type: 1, limit_num: 0, remaining: 0 })).toBe('不限次数');
    expect(remainingUses({ limit_type: 2, limit_num: 0, remaining: 0 }, { ofLimit: true })).toBe('不限次数');
  });
});
