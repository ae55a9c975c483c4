import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './money';

describe('元 ↔ 分', () => {
  it.each([
    ['0', 0],
    ['0.1', 10],
    ['0.01', 1],
    ['50.5', 5050],
    ['19.99', 1999],
    ['80.', 8000],
    [' 12.30 ', 1230],
    ['1000000', 100_000_000],
  ])('%s 元 is %i 分, on the digits (no float error)', (text, fen) => {
    expect(yuanToFen(text)).toBe(fen);
  });

  it('an empty amount is not filled in; anything else that is not an amount is NaN', () => {
    expect(yuanToFen('')).toBeUndefined();
    expect(yuanToFen('   ')).toBeUndefined();
    for (const bad of ['12.345', '-1', '1e3', 'abc', '.5', '1,000', '¥5']) expect(yuanToFen(bad), bad).toBeNaN();
  });

  it('分 back to 元 with 2 decimals', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(5050)).toBe('50.50');
    expect(fenToYuan(1999)).toBe('19.99');
    for (const fen of [0, 1, 10, 99, 100, 12345, 100_000_000]) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});
