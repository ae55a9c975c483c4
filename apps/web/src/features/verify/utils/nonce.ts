import { NONCE_PATTERN, newNonce } from '@kc/shared';

const storageKey = (code: string, pointId: number) => `verify:nonce:${pointId}:${code}`;

interface StoredNonce {
  nonce: string;
  /** the navigation that made it: the same one again (a reload) replays, a new scan writes off anew */
  visit: string;
}

/**
 * The nonce of one checker's write-off screen: kept in sessionStorage keyed by code and point, so a reload of the
 * same visit sends it again (the server replays the first answer); a new visit (a new scan) gets a new one.
 */
export const nonceForVisit = (code: string, pointId: number, visit: string): string => {
  const key = storageKey(code, pointId);
  try {
    const raw = sessionStorage.getItem(key);
    const stored = raw ? (JSON.parse(raw) as Partial<StoredNonce>) : null;
    if (stored?.visit === visit && typeof stored.nonce === 'string' && NONCE_PATTERN.test(stored.nonce))
      return stored.nonce;
  } catch {
    // unreadable: a new nonce below
  }
  const nonce = newNonce();
  try {
    sessionStorage.setItem(key, JSON.stringify({ nonce, visit } satisfies StoredNonce));
  } catch {
    // storage full or blocked: this visit still has its nonce
  }
  return nonce;
};
