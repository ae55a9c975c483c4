import { describe, expect, it } from 'vitest';
import { NONCE_PATTERN, newNonce, type WriteOffResult } from '@kc/shared';
import { pendingNonce, settleNonce, storeOutcome, storedOutcome } from './pending-write-off';

describe('write-off nonce', () => {
  it('makes nonces the server accepts, different each time', () => {
    const a = newNonce();
    expect(a).toMatch(NONCE_PATTERN);
    expect(newNonce()).not.toBe(a);
  });

  it('keeps one nonce per point and holding until the answer settles it', () => {
    const first = pendingNonce('P1', 7);
    expect(pendingNonce('P1', 7)).toBe(first);
    expect(pendingNonce('P1', 8)).not.toBe(first);
    expect(pendingNonce('P2', 7)).not.toBe(first);
    settleNonce('P1', 7);
    expect(pendingNonce('P1', 7)).not.toBe(first);
  });

  it('replaces a stored value that breaks the rule', () => {
    sessionStorage.setItem('kc-self-write-off:P1:7', 'bad nonce!');
    expect(pendingNonce('P1', 7)).toMatch(NONCE_PATTERN);
  });

  it('keeps the last answer at a point', () => {
    expect(storedOutcome('P1')).toBeNull();
    const result = { ok: true, reason: null, message: '核销成功' } as WriteOffResult;
    storeOutcome('P1', { holding_id: 7, result });
    expect(storedOutcome('P1')).toEqual({ holding_id: 7, result });
    storeOutcome('P1', null);
    expect(storedOutcome('P1')).toBeNull();
    sessionStorage.setItem('kc-self-write-off-result:P1', '{oops');
    expect(storedOutcome('P1')).toBeNull();
  });
});
