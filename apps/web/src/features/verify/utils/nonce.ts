/** A request number the server accepts: /^[A-Za-z0-9_-]{8,64}$/. */
export const newNonce = (): string => {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  if (typeof c?.getRandomValues === 'function') {
    const bytes = c.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
};

export const NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const storageKey = (code: string, pointId: number) => `verify:nonce:${pointId}:${code}`;

interface StoredNonce {
  nonce: string;
  /** the navigation that made it: the same one again (a reload) replays, a new scan writes off anew */
  visit: string;
}

/**
 * The nonce of one write-off screen: kept in sessionStorage keyed by code and point, so a reload of the same
 * visit sends it again (the server replays the first answer); a new visit (a new scan) gets a new one.
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
