import { verifyAsync } from '@noble/ed25519';

/**
 * The holder's signed code, one home for its format (docs/verification.md, "The code on the holder's screen"):
 * `K2.<kid>.<holding id>.<item id>.<expires, s>.<signature>`. The signed message is the UTF-8 of everything before
 * the last dot; the signature is Ed25519's 64 bytes in base64url (86 characters). The server signs with a private
 * key only it holds (apps/server/src/modules/holding/holding-code.ts); a checker's device verifies with the public
 * key alone, so it can check a code offline and can mint none. The item id is in the code so that a device can
 * answer `wrong_point` offline. `kid` names the key: the first 8 characters of base64url(sha256(raw public key)).
 */
export const SIGNED_CODE_PREFIX = 'K2';

const SIGNED_CODE = /^K2\.([\w-]{8})\.([1-9]\d{0,14})\.([1-9]\d{0,9})\.(\d{10})\.([\w-]{86})$/;

/** A public key that verifies signed codes: its kid and the raw 32-byte Ed25519 key in base64url. */
export interface CodeKey {
  kid: string;
  public_key: string;
}

export interface SignedCodeParts {
  kid: string;
  holdingId: number;
  itemId: number;
  expiresAt: number;
  /** the signed text: everything before the last dot */
  message: string;
  /** base64url */
  signature: string;
}

/** The message a code signs. */
export const signedCodeMessage = (kid: string, holdingId: number, itemId: number, expiresAt: number): string =>
  `${SIGNED_CODE_PREFIX}.${kid}.${holdingId}.${itemId}.${expiresAt}`;

/** The parts of a well-formed signed code (its signature not checked), else null. */
export function parseSignedCode(code: string): SignedCodeParts | null {
  const m = SIGNED_CODE.exec(code.trim());
  if (!m) return null;
  return {
    kid: m[1]!,
    holdingId: Number(m[2]),
    itemId: Number(m[3]),
    expiresAt: Number(m[4]),
    message: signedCodeMessage(m[1]!, Number(m[2]), Number(m[3]), Number(m[4])),
    signature: m[5]!,
  };
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url (no padding) → bytes; null when it is not. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[\w-]*$/.test(text) || text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let n = 0;
  for (const ch of text) {
    value = (value << 6) | B64URL.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

/** bytes → base64url (no padding). */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const v = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += B64URL[(v >> 18) & 63]! + B64URL[(v >> 12) & 63]!;
    if (b !== undefined) out += B64URL[(v >> 6) & 63]!;
    if (c !== undefined) out += B64URL[v & 63]!;
  }
  return out;
}

/** The kid of a raw public key: the first 8 characters of base64url(sha256(key)) (WebCrypto: browser and Node). */
export async function codeKeyId(rawPublicKey: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', rawPublicKey as Uint8Array<ArrayBuffer>));
  return toBase64Url(digest).slice(0, 8);
}

/**
 * The holding and item of a genuine signed code that has not expired at `nowSeconds`, by one of `keys` (the
 * device's, from the offline snapshot), else null: an unknown key, a forged or altered code, an expired one, or
 * an old `K.` code (HMAC, which only the server can check) are all null. RFC 8032's strict verification (as the
 * server's node:crypto), not ZIP 215's.
 */
export async function verifySignedCode(
  code: string,
  keys: readonly CodeKey[],
  nowSeconds: number,
): Promise<{ holdingId: number; itemId: number } | null> {
  const parts = parseSignedCode(code);
  if (!parts || parts.expiresAt <= nowSeconds) return null;
  const key = keys.find((k) => k.kid === parts.kid);
  const publicKey = key && fromBase64Url(key.public_key);
  const signature = fromBase64Url(parts.signature);
  if (!publicKey || publicKey.length !== 32 || !signature || signature.length !== 64) return null;
  try {
    const ok = await verifyAsync(signature, new TextEncoder().encode(parts.message), publicKey, { zip215: false });
    return ok ? { holdingId: parts.holdingId, itemId: parts.itemId } : null;
  } catch {
    return null;
  }
}
