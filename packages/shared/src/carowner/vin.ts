/**
 * The vehicle identification number (VIN, 车架号) of ISO 3779 / GB 16735: 17 characters of A–Z and 0–9 without I, O
 * and Q, position 9 the check digit. The one validator of the car-owner certification, used by the contract (the
 * server) and the form (the browser) alike — docs/identity.md.
 */

export const VIN_LENGTH = 17;

/** The weight of each position in the check sum (position 9, the check digit itself, weighs 0). */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The transliteration of letters (A=1 … H=8, J=1 … R=9, S=2 … Z=9; I, O and Q are not used). */
const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

const valueOf = (c: string): number | undefined => (/^\d$/.test(c) ? Number(c) : LETTER_VALUES[c]);

/** What the user typed as the VIN is stored as: upper case, without spaces. */
export const normalizeVin = (v: string): string => v.replace(/\s+/g, '').toUpperCase();

/**
 * The check digit (0–9 or X) the 17 characters call for at position 9, whatever is there now; null when a character is
 * not allowed or the length is not 17.
 */
export function vinCheckDigit(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const value = valueOf(vin[i]!);
    if (value === undefined) return null;
    sum += value * WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** Why the (normalized) VIN is wrong, in Chinese; null when it is a valid VIN. */
export function vinProblem(vin: string): string | null {
  if (vin.length === 0) return '请输入车架号';
  if (/[IOQ]/.test(vin)) return '车架号不含字母I、O、Q，请核对（可能是数字1、0）';
  if (!/^[A-Z0-9]*$/.test(vin)) return '车架号只能包含字母和数字';
  if (vin.length !== VIN_LENGTH) return `车架号为17位，当前${vin.length}位`;
  if (vinCheckDigit(vin) !== vin[8]) return '车架号校验位（第9位）不正确，请核对';
  return null;
}

/** Whether the text (normalized first) is a valid VIN. */
export const isVin = (v: string): boolean => vinProblem(normalizeVin(v)) === null;

/** The 17 characters with position 9 set to their check digit (tests and demo data make valid VINs with it). */
export function withVinCheckDigit(vin: string): string {
  const v = normalizeVin(vin);
  const digit = vinCheckDigit(v);
  if (digit === null) throw new Error(`not 17 VIN characters: ${vin}`);
  return v.slice(0, 8) + digit + v.slice(9);
}
