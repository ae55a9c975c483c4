import { describe, expect, it } from 'vitest';
import { relationError, sameIds } from './relation-rules';

describe('relation rules', () => {
  it('takes up to 10 coupons, none repeated', () => {
    expect(relationError(1, [])).toBeNull();
    expect(relationError(1, [1, 2, 3])).toBeNull();
    expect(
      relationError(
        1,
        Array.from({ length: 11 }, (_, i) => i + 1),
      ),
    ).toBe('最多关联10张卡券');
    expect(relationError(1, [2, 2])).toBe('卡券不能重复');
  });
  it('compares choices in any order', () => {
    expect(sameIds([1, 2], [2, 1])).toBe(true);
    expect(sameIds([1], [1, 2])).toBe(false);
  });
});
