import { createHash, createHmac } from 'node:crypto';

/**
 * Tencent Cloud API 3.0 request signing, TC3-HMAC-SHA256 ("Signature v3" in Tencent Cloud's API documentation):
 *
 *   CanonicalRequest = method \n / \n query \n canonical headers \n signed headers \n hex(sha256(body))
 *   StringToSign     = TC3-HMAC-SHA256 \n timestamp \n date/service/tc3_request \n hex(sha256(CanonicalRequest))
 *   key              = HMAC(HMAC(HMAC("TC3" + SecretKey, date), service), "tc3_request")
 *   Signature        = hex(HMAC(key, StringToSign))
 *
 * `date` is the UTC date of the timestamp (a Shanghai date would fail between 00:00 and 08:00). Checked against the
 * documentation's own example in tc3.test.ts.
 */

const ALGORITHM = 'TC3-HMAC-SHA256';
const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: string | Buffer, msg: string) => createHmac('sha256', key).update(msg, 'utf8').digest();

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** the product, first label of the host: `faceid`, `ocr`, `cvm` */
  service: string;
  host: string;
  /** the exact body sent (a POST with JSON) */
  payload: string;
  /** unix seconds; also sent as X-TC-Timestamp */
  timestamp: number;
  /** the Content-Type header exactly as sent */
  contentType?: string;
  /** lower-case extra headers that take part in the signature, e.g. { 'x-tc-action': 'detectauth' } */
  extraHeaders?: Record<string, string>;
}

export interface Tc3Signature {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  signedHeaders: string;
  /** the Authorization header */
  authorization: string;
}

/** Signs one POST request to `https://{host}/` with TC3-HMAC-SHA256. */
export function tc3Sign(r: Tc3Request): Tc3Signature {
  const contentType = r.contentType ?? 'application/json; charset=utf-8';
  const headers: Record<string, string> = { 'content-type': contentType, host: r.host, ...r.extraHeaders };
  const names = Object.keys(headers)
    .map((k) => k.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim().toLowerCase()]));
  const canonicalHeaders = names.map((k) => `${k}:${lower[k]}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(r.payload)].join('\n');
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${r.service}/tc3_request`;
  const stringToSign = [ALGORITHM, String(r.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), 'tc3_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return {
    canonicalRequest,
    stringToSign,
    signature,
    signedHeaders,
    authorization: `${ALGORITHM} Credential=${r.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
