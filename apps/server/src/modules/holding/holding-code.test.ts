import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeKeyId, fromBase64Url, parseSignedCode, verifySignedCode } from '@kc/shared';
import { holdingCodes } from './holding-code.js';

/** An old `K.` code as the previous release signed it (HMAC of the server secret). */
const oldCode = (secret: string, holdingId: number, expiresAt: number) => {
  const key = createHmac('sha256', secret).update('holding-code/v1').digest();
  const body = `${holdingId}.${expiresAt}`;
  return `K.${body}.${createHmac('sha256', key).update(body).digest('base64url').slice(0, 22)}`;
};

describe('the holder’s signed code on the server (Ed25519 from the server secret)', () => {
  const now = 1_900_000_000;

  it('every instance with the same secret signs alike; another secret is another key', async () => {
    const a = holdingCodes('secret-1');
    const b = holdingCodes('secret-1');
    expect(a.keys()).toEqual(b.keys());
    expect(a.sign(5, 9, now + 60)).toBe(b.sign(5, 9, now + 60));
    expect(holdingCodes('secret-2').keys()[0]!.kid).not.toBe(a.keys()[0]!.kid);
    // the kid is the device's: base64url(sha256(raw key)), 8 characters
    const [key] = a.keys();
    expect(await codeKeyId(fromBase64Url(key!.public_key)!)).toBe(key!.kid);
  });

  it('signs K2 codes the device verifies and the server verifies, until they expire', async () => {
    const codes = holdingCodes('secret-1');
    const code = codes.sign(5, 9, now + 60);
    expect(parseSignedCode(code)).toMatchObject({
      kid: codes.keys()[0]!.kid,
      holdingId: 5,
      itemId: 9,
      expiresAt: now + 60,
    });
    expect(codes.verify(code, now)).toBe(5);
    expect(codes.verify(code, now + 60)).toBeNull();
    expect(await verifySignedCode(code, codes.keys(), now)).toEqual({ holdingId: 5, itemId: 9 });
    // another server's code: neither accepts it
    const foreign = holdingCodes('secret-2').sign(5, 9, now + 60);
    expect(codes.verify(foreign, now)).toBeNull();
    expect(await verifySignedCode(foreign, codes.keys(), now)).toBeNull();
    // altered: another holding under the same signature
    expect(codes.verify(code.replace('.5.9.', '.6.9.'), now)).toBeNull();
  });

  it('still accepts an old K. code online (screens of the previous release, printed passes); a device refuses it', async () => {
    const codes = holdingCodes('secret-1');
    const old = oldCode('secret-1', 5, now + 60);
    expect(codes.verify(old, now)).toBe(5);
    expect(codes.verify(old, now + 60)).toBeNull();
    expect(codes.verify(oldCode('secret-2', 5, now + 60), now)).toBeNull();
    expect(await verifySignedCode(old, codes.keys(), now)).toBeNull();
  });
});
