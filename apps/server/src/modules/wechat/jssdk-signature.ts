import { createHash, randomBytes } from 'node:crypto';

/**
 * The JS-SDK signature: sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in ASCII order, raw values,
 * the URL without its fragment).
 */
export function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const page = url.split('#')[0]!;
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`)
    .digest('hex');
}

export const newNonce = (): string => randomBytes(12).toString('base64url').slice(0, 16);
