/**
 * The holder's short code: the digits shown under the QR for a checker to type or read aloud. It names the same
 * holding as the QR's signed code, lives as long (60 s) and is refreshed with it; the server keeps
 * `digits → holding` in its shared Kv (apps/server/src/modules/holding/short-code.ts).
 */
export const SHORT_CODE_LENGTH = 10;

/** Grouped for reading aloud: 1234 5678 90. */
export const formatShortCode = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The digits of a typed short code, spaces and hyphens allowed anywhere (`1234 5678 90`, `1234-5678-90`,
 * full-width digits too); null when the text is not made of exactly 10 digits (e.g. a scanned `K.…` code).
 */
export const shortCodeDigits = (text: string): string | null => {
  const halfWidth = text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  if (!/^[\d\s-]+$/.test(halfWidth)) return null;
  const digits = halfWidth.replace(/[\s-]/g, '');
  return digits.length === SHORT_CODE_LENGTH ? digits : null;
};

/** A code as the checker typed or scanned it, ready to send: a short code as its bare digits, anything else trimmed. */
export const normalizeHoldingCode = (text: string): string => shortCodeDigits(text) ?? text.trim();
