import { normalizeMobile } from '@kc/shared';

export type MobileStatus = 'ok' | 'invalid' | 'duplicate';
export interface MobileEntry {
  /** the text as entered (a number may span several space-separated pieces) */
  raw: string;
  /** the 11-digit mobile, or null when the text is not a mainland mobile */
  mobile: string | null;
  status: MobileStatus;
}
export interface ParsedMobiles {
  entries: MobileEntry[];
  /** valid mobiles, each once, in the order entered: what is sent */
  mobiles: string[];
  invalid: string[];
  duplicates: string[];
}

/** Line breaks, commas, semicolons and 、 always separate numbers. */
const HARD_SEPARATORS = /[\r\n,，;；、]+/;
const digitCount = (s: string) => s.replace(/\D/g, '').length;
/** the most digits one number can have: 86 and 11 digits */
const MAX_DIGITS = 13;

/**
 * The pieces of one line. Spaces separate numbers too, but a number typed with spaces ("+86 138 0013 8000")
 * is kept whole: a piece joins the pieces before it when together they make a mobile; pieces that make
 * none become one invalid entry.
 */
const splitLine = (line: string): string[] => {
  const out: string[] = [];
  let buf: string[] = [];
  for (const piece of line.split(/\s+/).filter(Boolean)) {
    // the longest run of pending pieces that, with this one, is a mobile
    const k = [...buf.keys(), buf.length].find((i) => normalizeMobile([...buf.slice(i), piece].join(' ')));
    if (k !== undefined) {
      if (k > 0) out.push(buf.slice(0, k).join(' '));
      out.push([...buf.slice(k), piece].join(' '));
      buf = [];
      continue;
    }
    buf.push(piece);
    if (digitCount(buf.join('')) > MAX_DIGITS) {
      if (buf.length > 1) out.push(buf.slice(0, -1).join(' '));
      buf = [piece];
      if (digitCount(piece) > MAX_DIGITS) {
        out.push(piece);
        buf = [];
      }
    }
  }
  if (buf.length) out.push(buf.join(' '));
  return out;
};

/** Mobiles typed or pasted one a line, or separated by spaces, commas or semicolons: valid, invalid and repeated ones. */
export const parseMobiles = (text: string): ParsedMobiles => {
  const seen = new Set<string>();
  const entries: MobileEntry[] = [];
  for (const raw of text.split(HARD_SEPARATORS).flatMap(splitLine)) {
    const mobile = normalizeMobile(raw);
    const status: MobileStatus = mobile === null ? 'invalid' : seen.has(mobile) ? 'duplicate' : 'ok';
    if (mobile) seen.add(mobile);
    entries.push({ raw, mobile, status });
  }
  const pick = (s: MobileStatus) => entries.filter((e) => e.status === s);
  return {
    entries,
    mobiles: pick('ok').map((e) => e.mobile!),
    invalid: pick('invalid').map((e) => e.raw),
    duplicates: [...new Set(pick('duplicate').map((e) => e.mobile!))],
  };
};
