import { describe, expect, it } from 'vitest';
import { carOwnerFields } from './carowner.contract.js';
import { isPlate, normalizePlate, PLATE_PROVINCES, plateProblem } from './plate.js';

describe('mainland plate', () => {
  it('accepts a province, a letter and 5 characters (letters without I/O, digits)', () => {
    for (const p of ['渝A12345', '京AF0236', '沪B8Z9K2', '琼EXY888']) expect([p, plateProblem(p)]).toEqual([p, null]);
    expect(PLATE_PROVINCES).toHaveLength(31);
    for (const province of PLATE_PROVINCES) expect(isPlate(`${province}A12345`)).toBe(true);
  });

  it('accepts the 6 characters of new-energy plates (small: D/F… then 4 digits; large: 5 digits then D/F)', () => {
    for (const p of ['渝AD12345', '京AF12345', '粤BDA1234', '沪AA12345', '川A12345D', '川A12345F'])
      expect([p, plateProblem(p)]).toEqual([p, null]);
  });

  it('refuses wrong lengths and shapes at the boundaries', () => {
    const shape = '车牌号格式不正确，如：渝A12345，新能源如：渝AD12345';
    expect(plateProblem('')).toBe('请输入车牌号');
    expect(plateProblem('渝A1234')).toBe(shape); // 4
    expect(plateProblem('渝A1234567')).toBe(shape); // 7
    expect(plateProblem('渝A123456')).toBe(shape); // 6 but not new energy
    expect(plateProblem('渝AD1234X')).toBe(shape); // small new energy ends in 4 digits
    expect(plateProblem('渝A1234DF')).toBe(shape);
    expect(plateProblem('渝A12345Z')).toBe(shape); // large new energy ends in D or F
    expect(plateProblem('渝A1234学')).toBe(shape);
  });

  it('refuses a non-province first character, a non-letter second, and I/O', () => {
    expect(plateProblem('港A12345')).toBe('车牌号第1位应为省份简称，如：渝');
    expect(plateProblem('AA12345')).toBe('车牌号第1位应为省份简称，如：渝');
    expect(plateProblem('渝112345')).toBe('车牌号第2位应为字母（不含I、O）');
    expect(plateProblem('渝I12345')).toBe('车牌号第2位应为字母（不含I、O）');
    expect(plateProblem('渝A1234O')).toBe('车牌号不含字母I、O，请核对（可能是数字1、0）');
  });

  it('normalizes case, spaces and the middle dot; the contract field stores the normalized plate', () => {
    expect(normalizePlate(' 渝a·12345 ')).toBe('渝A12345');
    expect(carOwnerFields.plate.parse('渝a 12345')).toBe('渝A12345');
    expect(carOwnerFields.plate.safeParse('渝A1234').error?.issues[0]?.message).toMatch(/车牌号格式不正确/);
    expect(carOwnerFields.plate.safeParse(undefined).error?.issues[0]?.message).toBe('请输入车牌号');
  });
});
