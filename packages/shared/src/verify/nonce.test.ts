import { describe, expect, it } from 'vitest';
import { NONCE_PATTERN, newNonce } from './nonce.js';
import { writeOff } from './verify.contract.js';

describe('write-off nonce', () => {
  it('makes request numbers the contract accepts, each different', () => {
    const a = newNonce();
    expect(a).toMatch(NONCE_PATTERN);
    expect(newNonce()).not.toBe(a);
    expect(writeOff.query.safeParse({ code: 'K.1', point_id: 1, nonce: a }).success).toBe(true);
  });

  it('the contract refuses what the pattern refuses', () => {
    expect(NONCE_PATTERN.test('bad nonce!')).toBe(false);
    expect(writeOff.query.safeParse({ code: 'K.1', point_id: 1, nonce: 'short' }).success).toBe(false);
  });
});
