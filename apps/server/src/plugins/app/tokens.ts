import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Access tokens: `uid.sid.expMs.signature`, HMAC-SHA256 signed, verified without a lookup; refresh tokens: random, stored hashed. */
export interface TokenClaims {
  uid: number;
  sid: number;
  exp: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function tokenSigner(secret: string) {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    sign(uid: number, sid: number, ttlSeconds: number, now = Date.now()): string {
      const body = `${uid}.${sid}.${now + ttlSeconds * 1000}`;
      return `${body}.${mac(body)}`;
    },
    verify(token: string | undefined, now = Date.now()): VerifyResult {
      const m = token ? /^(\d{1,10})\.(\d{1,15})\.(\d{13,15})\.([\w-]{43})$/.exec(token) : null;
      if (!m) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(mac(`${m[1]}.${m[2]}.${m[3]}`));
      const given = Buffer.from(m[4]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return { ok: false, reason: 'invalid' };
      const claims = { uid: Number(m[1]), sid: Number(m[2]), exp: Number(m[3]) };
      return claims.exp <= now ? { ok: false, reason: 'expired' } : { ok: true, claims };
    },
  };
}
export type TokenSigner = ReturnType<typeof tokenSigner>;

export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
