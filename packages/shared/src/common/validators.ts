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
