import { describe, expect, it } from 'vitest';
import { NONCE_PATTERN, newNonce } from '@kc/shared';
import { nonceForVisit } from './nonce';

describe('nonce', () => {
  it('makes request numbers the server accepts, each different', () => {
    const a = newNonce();
    const b = newNonce();
    expect(a).toMatch(NONCE_PATTERN);
    expect(b).toMatch(NONCE_PATTERN);
    expect(a).not.toBe(b);
  });

  it('keeps one nonce per visit of a code at a point: a reload replays, a new scan does not', () => {
    const first = nonceForVisit('CODE1', 7, 'visit-a');
    expect(nonceForVisit('CODE1', 7, 'visit-a')).toBe(first);
    const second = nonceForVisit('CODE1', 7, 'visit-b');
    expect(second).not.toBe(first);
    expect(nonceForVisit('CODE1', 7, 'visit-b')).toBe(second);
    // another point or code never shares it
    expect(nonceForVisit('CODE1', 8, 'visit-b')).not.toBe(second);
    expect(nonceForVisit('CODE2', 7, 'visit-b')).not.toBe(second);
  });

  it('replaces a stored value it cannot use', () => {
    sessionStorage.setItem('verify:nonce:7:CODE1', '{broken');
    expect(nonceForVisit('CODE1', 7, 'v')).toMatch(NONCE_PATTERN);
    sessionStorage.setItem('verify:nonce:7:CODE1', JSON.stringify({ nonce: 'bad nonce!', visit: 'v' }));
    expect(nonceForVisit('CODE1', 7, 'v')).toMatch(NONCE_PATTERN);
  });
});
