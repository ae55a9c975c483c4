import { describe, expect, it } from 'vitest';
import { carOwnerFields } from './carowner.contract.js';
import { isVin, normalizeVin, vinCheckDigit, vinProblem, withVinCheckDigit } from './vin.js';

/** VINs with a correct check digit: the ISO 3779 textbook example (X), a Honda Accord, Chinese-made cars (L…). */
const VALID = ['1M8GDM9AXKP042788', '1HGCM82633A004352', 'LSVAU218XN2183294', 'LFV3A23C7K3012345', 'LRW3E7FAXLC123456'];

describe('VIN (ISO 3779 / GB 16735)', () => {
  it('accepts real-style VINs whose position 9 is the check digit, 0–9 or X', () => {
    for (const v of VALID) expect([v, vinProblem(v)]).toEqual([v, null]);
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    // all ones: 1 × (sum of weights 89) mod 11 = 1
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });

  it('refuses a wrong check digit, whichever the wrong digit', () => {
    for (const d of '0123456789X'.split('').filter((d) => d !== 'X')) {
      const v = `1M8GDM9A${d}KP042788`;
      expect(vinProblem(v)).toBe('车架号校验位（第9位）不正确，请核对');
    }
    expect(vinProblem('1HGCM82643A004352')).toBe('车架号校验位（第9位）不正确，请核对');
    // a changed character elsewhere breaks the sum too
    expect(vinProblem('1HGCM82633A004353')).toBe('车架号校验位（第9位）不正确，请核对');
  });

  it('refuses I, O and Q anywhere, and anything but letters and digits', () => {
    for (const c of ['I', 'O', 'Q']) {
      expect(vinProblem(`${c}HGCM82633A004352`)).toBe('车架号不含字母I、O、Q，请核对（可能是数字1、0）');
      expect(vinProblem(`1HGCM82633A00435${c}`)).toMatch(/不含字母I、O、Q/);
    }
    expect(vinProblem('1HGCM82633A00435-')).toBe('车架号只能包含字母和数字');
    expect(vinProblem('1HGCM82633A00435车')).toBe('车架号只能包含字母和数字');
  });

  it('needs exactly 17 characters: 16 and 18 are refused', () => {
    expect(vinProblem('')).toBe('请输入车架号');
    expect(vinProblem('1HGCM82633A00435')).toBe('车架号为17位，当前16位');
    expect(vinProblem('1HGCM82633A0043521')).toBe('车架号为17位，当前18位');
    expect(vinCheckDigit('1HGCM82633A00435')).toBeNull();
  });

  it('normalizes case and spaces; withVinCheckDigit sets position 9', () => {
    expect(normalizeVin(' 1hgcm826 33a004352 ')).toBe('1HGCM82633A004352');
    expect(isVin('1hgcm82633a004352')).toBe(true);
    expect(withVinCheckDigit('LSVAU2180N2183294')).toBe('LSVAU218XN2183294');
    expect(() => withVinCheckDigit('LSVAU2180N218329')).toThrow();
  });

  it('the contract field takes the same rule, with the message per problem', () => {
    expect(carOwnerFields.vin.parse(' 1m8gdm9axkp042788')).toBe('1M8GDM9AXKP042788');
    const fail = (v: unknown) => carOwnerFields.vin.safeParse(v).error?.issues[0]?.message;
    expect(fail('1M8GDM9A1KP042788')).toBe('车架号校验位（第9位）不正确，请核对');
    expect(fail('1M8GDM9AXKP04278')).toBe('车架号为17位，当前16位');
    expect(fail('x'.repeat(41))).toBe('车架号为17位');
    expect(fail(undefined)).toBe('请输入车架号');
    expect(fail(17)).toBe('请输入车架号');
  });
});
