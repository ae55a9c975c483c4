/** Validators of spec section 5. */

/** Digits with an optional decimal part. */
export const isNumericString = (v: string): boolean => /^\d+(\.\d+)?$/.test(v);

/** A mainland mobile (optional 86/+86, 11 digits from 1; non-digits stripped first) as 11 digits, or null. */
export const normalizeMobile = (v: string): string | null => {
  const digits = v.replace(/\D/g, '');
  const m = /^(?:86)?(1\d{10})$/.exec(digits);
  return m ? m[1]! : null;
};

/** Mainland mobile number, or a landline: 0 followed by 10 to 13 digits or hyphens. */
export const isPhoneNumber = (v: string): boolean => normalizeMobile(v) !== null || /^0[\d-]{10,13}$/.test(v.trim());

/** National ID: 15 digits, 18 digits, or 17 digits and a final X (either case). */
export const isIdNumber = (v: string): boolean => /^(\d{15}|\d{17}[\dXx])$/.test(v);

/** The province-level codes an ID number starts with (GB/T 2260; 71 Taiwan, 81 Hong Kong, 82 Macao, 83 the 2017 residence permits of Taiwan residents). */
const ID_PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63,
  64, 65, 71, 81, 82, 83,
]);
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** The GB 11643-1999 check character (ISO 7064 MOD 11-2) of the first 17 digits of an ID number. */
export const idNumberCheckChar = (first17: string): string =>
  '10X98765432'[[...first17].reduce((sum, d, i) => sum + Number(d) * ID_WEIGHTS[i]!, 0) % 11]!;

/**
 * A resident ID number as issued today (GB 11643-1999), stricter than {@link isIdNumber}: 18 characters (17 digits and
 * a digit or X, upper or lower case), a known province code, a real birth date (YYYYMMDD, from 1900-01-01 to `today`)
 * and the right check character. The 15-digit first-generation cards have been invalid since 2013.
 */
export function isResidentIdNumber(v: string, today: Date = new Date()): boolean {
  if (!/^\d{17}[\dXx]$/.test(v)) return false;
  if (!ID_PROVINCES.has(Number(v.slice(0, 2)))) return false;
  const [y, m, d] = [Number(v.slice(6, 10)), Number(v.slice(10, 12)), Number(v.slice(12, 14))];
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d)
    return false;
  // China time: someone born today (UTC+8) is already born
  if (birth.getTime() > today.getTime() + 8 * 3600 * 1000) return false;
  return idNumberCheckChar(v.slice(0, 17)) === v[17]!.toUpperCase();
}

/** 2–4 Chinese characters, or Chinese characters, a middle dot and 1–9 more characters. */
export const isChineseName = (v: string): boolean =>
  /^[\u4e00-\u9fa5]{2,4}$/.test(v) || /^[\u4e00-\u9fa5]+[·•][\u4e00-\u9fa5]{1,9}$/.test(v);

/** A positive integer route parameter ("12"), never "0", "-1", "1.5" or "1e3". */
export const isPositiveIntParam = (v: string | undefined): boolean => !!v && /^[1-9]\d{0,15}$/.test(v);

/** A non-zero integer route parameter (spec 2.2 audit id). */
export const isNonZeroIntParam = (v: string | undefined): boolean => !!v && /^-?[1-9]\d{0,15}$/.test(v);

/** Password rule of accounts: 8–32 characters with letters and digits. */
export const isPassword = (v: string): boolean =>
  v.length >= 8 && v.length <= 32 && /[A-Za-z]/.test(v) && /\d/.test(v) && !/\s/.test(v);
