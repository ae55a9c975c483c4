import { describe, expect, it } from 'vitest';
import { codeKeyId, fromBase64Url, parseSignedCode, toBase64Url, verifySignedCode } from './signed-code.js';

/**
 * A fixed known-answer vector: RFC 8032's test 1 key (secret 9d61b1…7f60, public d75a98…511a) signing
 * `K2.<kid>.42.7.1900000000`, as node:crypto signs it on the server (Ed25519 is deterministic), so the device's
 * verifier and the server's signer are held to the same bytes.
 */
const PUBLIC_KEY = '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo';
const KID = 'If4x36FU';
const CODE =
  'K2.If4x36FU.42.7.1900000000.t0EZoCs0eeXHWbdJzHu3gydJ6ZXvq8GwAxx_Uk0ZSWDc8RjCUORLfZ9U7w_19NaGwBGipzcQNsWI3EnPbsBcDA';
const keys = [{ kid: KID, public_key: PUBLIC_KEY }];
const before = 1_899_999_999;

describe('the signed holder code', () => {
  it('has the kid of its key: base64url(sha256(raw key)), 8 characters', async () => {
    expect(toBase64Url(fromBase64Url(PUBLIC_KEY)!)).toBe(PUBLIC_KEY);
    const hex = Array.from(fromBase64Url(PUBLIC_KEY)!, (b) => b.toString(16).padStart(2, '0')).join('');
    expect(hex).toBe('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
    expect(await codeKeyId(fromBase64Url(PUBLIC_KEY)!)).toBe(KID);
  });

  it('is parsed into its parts', () => {
    expect(parseSignedCode(` ${CODE} `)).toMatchObject({
      kid: KID,
      holdingId: 42,
      itemId: 7,
      expiresAt: 1_900_000_000,
      message: 'K2.If4x36FU.42.7.1900000000',
    });
    expect(parseSignedCode('K.42.1900000000.abcdefghijklmnopqrstuv')).toBeNull();
    expect(parseSignedCode(CODE.slice(0, -1))).toBeNull();
  });

  it('verifies the known answer before it expires, and not from its expiry on', async () => {
    expect(await verifySignedCode(CODE, keys, before)).toEqual({ holdingId: 42, itemId: 7 });
    expect(await verifySignedCode(CODE, keys, 1_900_000_000)).toBeNull();
  });

  it('refuses an altered holding, item or expiry, a changed signature, an unknown key and an old K. code', async () => {
    const altered = [
      CODE.replace('.42.', '.43.'),
      CODE.replace('.7.', '.8.'),
      CODE.replace('.1900000000.', '.1900000001.'),
      CODE.slice(0, -2) + (CODE.endsWith('A') ? 'B' : 'A') + CODE.slice(-1),
    ];
    for (const code of altered) expect(await verifySignedCode(code, keys, before)).toBeNull();
    expect(await verifySignedCode(CODE, [{ kid: 'otherKid', public_key: PUBLIC_KEY }], before)).toBeNull();
    expect(await verifySignedCode(CODE, [{ kid: KID, public_key: 'not-a-key' }], before)).toBeNull();
    expect(await verifySignedCode('K.42.1900000000.abcdefghijklmnopqrstuv', keys, 0)).toBeNull();
  });
});
