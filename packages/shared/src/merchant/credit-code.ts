/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from the 31 of
 * {@link CREDIT_CODE_CHARS} (digits and capital letters without I, O, Z, S and V), the last a check character over the
 * first 17. The one validator of the code: the contract's field, the web form and the tests use it.
 */

/** The code's characters; a character's value is its index here. */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** The weight of each of the first 17 positions (3^i mod 31). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

export const CREDIT_CODE_LENGTH = 18;

/**
 * The check character of the first 17 characters: 31 − (Σ value × weight mod 31), where 31 counts as 0; null when
 * `first17` is not 17 characters of the code's set.
 */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_CHARS.indexOf(first17[i]!);
    if (value < 0) return null;
    sum += value * WEIGHTS[i]!;
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

/** How a code is written before it is checked: spaces dropped, letters capitalised. */
export const normalizeCreditCode = (v: string): string => v.replace(/\s+/g, '').toUpperCase();

/** What is wrong with a (normalised) code, in the words the form shows; null when it is a valid code. */
export function creditCodeProblem(code: string): string | null {
  if (code.length === 0) return '请输入统一社会信用代码';
  if (code.length !== CREDIT_CODE_LENGTH) return '统一社会信用代码为18位';
  if (![...code].every((c) => CREDIT_CODE_CHARS.includes(c)))
    return '统一社会信用代码只含数字和大写字母（不含 I、O、Z、S、V）';
  if (creditCodeCheckChar(code.slice(0, 17)) !== code[17]) return '统一社会信用代码校验位不正确，请核对';
  return null;
}

/** Whether a code (as written: it is normalised first) is a valid unified social credit code. */
export const isCreditCode = (v: string): boolean => creditCodeProblem(normalizeCreditCode(v)) === null;
