import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a screen's code is accepted, and when the screen fetches a new one. */
export const CODE_TTL_SECONDS = 60;
export const CODE_REFRESH_SECONDS = 30;

/**
 * The code a holder shows: `K.<holding>.<expires (s)>.<HMAC>` — signed with a key derived from the server secret,
 * so a checker's server rejects forgeries, and short-lived, so a screenshot passed around stops working.
 */
export function holdingCodes(secret: string) {
  const key = createHmac('sha256', secret).update('holding-code/v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 22);
  return {
    sign(holdingId: number, expiresAt: number): string {
      const body = `${holdingId}.${expiresAt}`;
      return `K.${body}.${mac(body)}`;
    },
    /** The holding of a genuine code that has not expired at `nowSeconds`, else null. */
    verify(code: string, nowSeconds: number): number | null {
      const m = /^K\.([1-9]\d{0,14})\.(\d{10})\.([\w-]{22})$/.exec(code.trim());
      if (!m) return null;
      const expected = Buffer.from(mac(`${m[1]}.${m[2]}`));
      const given = Buffer.from(m[3]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return Number(m[2]) > nowSeconds ? Number(m[1]) : null;
    },
  };
}
export type HoldingCodes = ReturnType<typeof holdingCodes>;
