import { NONCE_PATTERN, newNonce, type WriteOffResult } from '@kc/shared';

const nonceKey = (pointCode: string, holdingId: number) => `kc-self-write-off:${pointCode}:${holdingId}`;
const resultKey = (pointCode: string) => `kc-self-write-off-result:${pointCode}`;

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null): void => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // private mode: the nonce then lives as long as the page
  }
};

/**
 * The nonce of the holder's own write-off of one holding at one point (interactive mode): kept until the server
 * has answered, so pressing again after a lost answer or a reload replays the first request instead of writing
 * off twice.
 */
export const pendingNonce = (pointCode: string, holdingId: number): string => {
  const stored = read(nonceKey(pointCode, holdingId));
  if (stored && NONCE_PATTERN.test(stored)) return stored;
  const nonce = newNonce();
  write(nonceKey(pointCode, holdingId), nonce);
  return nonce;
};

/** The server answered (written off or refused): the next attempt is a new request. */
export const settleNonce = (pointCode: string, holdingId: number): void => write(nonceKey(pointCode, holdingId), null);

/** The last answer at a point, shown again after a reload instead of the picker. */
export interface StoredOutcome {
  holding_id: number;
  result: WriteOffResult;
}

export const storedOutcome = (pointCode: string): StoredOutcome | null => {
  const raw = read(resultKey(pointCode));
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as StoredOutcome;
    return typeof v.holding_id === 'number' && typeof v.result?.ok === 'boolean' ? v : null;
  } catch {
    return null;
  }
};

export const storeOutcome = (pointCode: string, outcome: StoredOutcome | null): void =>
  write(resultKey(pointCode), outcome === null ? null : JSON.stringify(outcome));
