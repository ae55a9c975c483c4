import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign,
  timingSafeEqual,
  verify as verifySignature,
} from 'node:crypto';
import { parseSignedCode, signedCodeMessage, type CodeKey } from '@kc/shared';

/** How long a screen's code is accepted, and when the screen fetches a new one. */
export const CODE_TTL_SECONDS = 60;
export const CODE_REFRESH_SECONDS = 30;

/** PKCS#8 DER of an Ed25519 private key, before its 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The code a holder shows, `K2.<kid>.<holding>.<item>.<expires (s)>.<Ed25519 signature>` (format: `signed-code.ts` in
 * the shared package): signed with a private key derived from the server secret (HMAC-SHA256(secret,
 * 'holding-code/ed25519/v1') as its seed), so every instance signs alike, and a checker's device verifies it with
 * the public key alone (`keys`, in the offline snapshot). Short-lived on the screen, so a screenshot passed around
 * stops working. The old `K.<holding>.<expires>.<HMAC>` codes (screens of the previous release, printed passes)
 * are still accepted here, online only.
 */
export function holdingCodes(secret: string) {
  const hmacKey = createHmac('sha256', secret).update('holding-code/v1').digest();
  const mac = (body: string) => createHmac('sha256', hmacKey).update(body).digest('base64url').slice(0, 22);
  const seed = createHmac('sha256', secret).update('holding-code/ed25519/v1').digest();
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  const rawPublicKey = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  const kid = createHash('sha256').update(rawPublicKey).digest('base64url').slice(0, 8);
  const key: CodeKey = { kid, public_key: rawPublicKey.toString('base64url') };

  /** an old HMAC code's holding, at `nowSeconds` */
  const verifyOld = (code: string, nowSeconds: number): number | null => {
    const m = /^K\.([1-9]\d{0,14})\.(\d{10})\.([\w-]{22})$/.exec(code.trim());
    if (!m) return null;
    const expected = Buffer.from(mac(`${m[1]}.${m[2]}`));
    const given = Buffer.from(m[3]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return Number(m[2]) > nowSeconds ? Number(m[1]) : null;
  };

  return {
    /** The public keys a device verifies codes with. */
    keys: (): CodeKey[] => [key],

    sign(holdingId: number, itemId: number, expiresAt: number): string {
      const message = signedCodeMessage(kid, holdingId, itemId, expiresAt);
      return `${message}.${sign(null, Buffer.from(message), privateKey).toString('base64url')}`;
    },

    /** The holding of a genuine code (either form) that has not expired at `nowSeconds`, else null. */
    verify(code: string, nowSeconds: number): number | null {
      const parts = parseSignedCode(code);
      if (!parts) return verifyOld(code, nowSeconds);
      if (parts.kid !== kid || parts.expiresAt <= nowSeconds) return null;
      const ok = verifySignature(
        null,
        Buffer.from(parts.message),
        publicKey,
        Buffer.from(parts.signature, 'base64url'),
      );
      return ok ? parts.holdingId : null;
    },
  };
}
export type HoldingCodes = ReturnType<typeof holdingCodes>;
