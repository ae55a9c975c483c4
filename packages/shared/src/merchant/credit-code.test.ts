import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_CHARS,
  creditCodeCheckChar,
  creditCodeProblem,
  isCreditCode,
  normalizeCreditCode,
} from './credit-code.js';
import { merchantSave } from './merchant.contract.js';

/** a code from its first 17 characters and the check character computed here by hand-written arithmetic */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const byHand = (first17: string) => {
  const sum = [...first17].reduce((s, c, i) => s + CREDIT_CODE_CHARS.indexOf(c) * WEIGHTS[i]!, 0);
  const check = 31 - (sum % 31);
  return first17 + CREDIT_CODE_CHARS[check === 31 ? 0 : check];
};

describe('unified social credit code (GB 32100-2015)', () => {
  it('has 31 characters: digits and capitals without I, O, Z, S, V; weights are 3^i mod 31', () => {
    expect(CREDIT_CODE_CHARS).toHaveLength(31);
    for (const c of 'IOZSV') expect(CREDIT_CODE_CHARS).not.toContain(c);
    expect(WEIGHTS).toEqual(WEIGHTS.map((_, i) => 3 ** i % 31));
  });

  it.each([
    // the standard's own example and published codes of real enterprises
    ['91350100M000100Y43', true],
    ['91110000802100433B', true],
    ['91500000MA5U00000W', true],
    ['92500112MA5YD0000P', true],
  ])('%s is valid: %s', (code, valid) => {
    expect(isCreditCode(code)).toBe(valid);
    expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
  });

  it('agrees with the arithmetic for every one of the 31 check characters (0 when the sum is a multiple of 31)', () => {
    const seen = new Map<number, string>();
    for (let n = 0; n < 2000 && seen.size < 31; n++) {
      const first17 = `91500103MA${String(n).padStart(4, '0')}0H1`;
      const code = byHand(first17);
      seen.set(CREDIT_CODE_CHARS.indexOf(code[17]!), code);
      expect(creditCodeCheckChar(first17)).toBe(code[17]);
      expect(isCreditCode(code)).toBe(true);
    }
    expect(seen.size).toBe(31);
    expect(seen.get(0)![17]).toBe('0');
    expect(seen.get(30)![17]).toBe('Y');
  });

  it('refuses a wrong check character', () => {
    expect(creditCodeProblem('91350100M000100Y44')).toBe('统一社会信用代码校验位不正确，请核对');
    expect(isCreditCode('91110000802100433C')).toBe(false);
    // every other character in the check position is wrong
    const wrong = [...CREDIT_CODE_CHARS].filter((c) => c !== '3').map((c) => `91350100M000100Y4${c}`);
    expect(wrong.filter(isCreditCode)).toEqual([]);
  });

  it.each(['I', 'O', 'Z', 'S', 'V'])('refuses the letter %s anywhere', (letter) => {
    const at8 = `91350100${letter}000100Y4`;
    expect(creditCodeProblem(at8 + '3')).toBe('统一社会信用代码只含数字和大写字母（不含 I、O、Z、S、V）');
    expect(creditCodeCheckChar(at8)).toBeNull();
    expect(isCreditCode(`91350100M000100Y4${letter}`)).toBe(false);
  });

  it('refuses other characters and wrong lengths', () => {
    expect(creditCodeProblem('')).toBe('请输入统一社会信用代码');
    expect(creditCodeProblem('91350100M000100Y4')).toBe('统一社会信用代码为18位');
    expect(creditCodeProblem('91350100M000100Y433')).toBe('统一社会信用代码为18位');
    expect(creditCodeProblem('91350100M000100Y4-')).toMatch(/只含数字和大写字母/);
    expect(creditCodeProblem('91350100Ｍ000100Y43')).toMatch(/只含数字和大写字母/);
    expect(creditCodeCheckChar('91350100M000100Y')).toBeNull();
  });

  it('is checked as written: spaces dropped, small letters capitalised', () => {
    expect(normalizeCreditCode(' 9135 0100m000100y43 ')).toBe('91350100M000100Y43');
    expect(isCreditCode('91350100m000100y43')).toBe(true);
  });

  it('the contract field stores the normalised code and names the problem', () => {
    const ok = merchantSave.query.safeParse({ credit_code: '91350100 m000100y43' });
    expect(ok.success && ok.data.credit_code).toBe('91350100M000100Y43');
    const bad = merchantSave.query.safeParse({ credit_code: '91350100M000100Y44' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['credit_code', '统一社会信用代码校验位不正确，请核对'],
    ]);
  });
});
