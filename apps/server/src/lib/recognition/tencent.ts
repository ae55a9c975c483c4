import { parseAddress } from './address.js';
import {
  LIVENESS_TIMEOUT_MS,
  RecognitionFailed,
  RecognitionTimeout,
  type LivenessResult,
  type Recognition,
} from './recognition.js';
import { tc3Sign } from './tc3.js';

/**
 * The Tencent Cloud adapter (API 3.0, POST JSON signed with TC3-HMAC-SHA256, tc3.ts):
 * - face check: faceid DetectAuth (2018-03-01) gives a BizToken and the H5 page's Url (the provider sends the person
 *   back to RedirectUrl with `token=<BizToken>`); GetDetectInfoEnhanced by that BizToken answers the verdict
 *   (Text.ErrCode 0 passed, another code failed, null not finished; InvalidParameterValue.BizTokenExpired: ran out
 *   of time). Needs a RuleId (the 业务流程 made in the faceid console).
 * - ID card: ocr IDCardOCR (2018-11-19), CardSide FRONT; business licence: ocr BizLicenseOCR. Images travel as
 *   ImageBase64 read from this site's storage (the local uploads are not reachable from Tencent's servers).
 *   An OCR refusal (`FailedOperation.*`: no card in the image, blurred, …) is "not recognised"; anything else fails.
 * - address: Tencent has no API for it; parsed locally (address.ts).
 * `fetch` is injected: tests answer with recorded responses (fixtures/), never the network.
 */
export interface TencentOptions {
  secretId: string;
  secretKey: string;
  /** the OCR region, e.g. ap-guangzhou (faceid takes none) */
  region: string;
  /** the faceid RuleId; without one there is no liveness */
  ruleId?: string;
  fetch: typeof fetch;
  /** the bytes of one of this site's uploads, or null when there is no such file */
  readImage: (url: string) => Promise<Buffer | null>;
  /** face and liveness calls (spec 9: 150000 ms) */
  livenessTimeoutMs?: number;
  /** the OCR calls (short enough for the browser's 30 s) */
  ocrTimeoutMs?: number;
  /** unix milliseconds (the signature's timestamp) */
  now?: () => number;
}

const FACEID = { service: 'faceid', version: '2018-03-01' };
const OCR = { service: 'ocr', version: '2018-11-19' };

interface TencentError {
  Code: string;
  Message: string;
}
type Answer = Record<string, unknown> & { Error?: TencentError; RequestId?: string };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const isTimeout = (e: unknown) => e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');

export function tencentRecognition(o: TencentOptions): Recognition {
  const livenessTimeout = o.livenessTimeoutMs ?? LIVENESS_TIMEOUT_MS;
  const ocrTimeout = o.ocrTimeoutMs ?? 20_000;
  const now = o.now ?? Date.now;

  /** One API call: signed, with its own deadline; the `Response` object, or RecognitionFailed/RecognitionTimeout. */
  async function call(
    api: { service: string; version: string },
    action: string,
    body: Record<string, unknown>,
    timeoutMs: number,
    region?: string,
  ): Promise<Answer> {
    const host = `${api.service}.tencentcloudapi.com`;
    const payload = JSON.stringify(body);
    const timestamp = Math.floor(now() / 1000);
    const signed = tc3Sign({
      secretId: o.secretId,
      secretKey: o.secretKey,
      service: api.service,
      host,
      payload,
      timestamp,
    });
    let res: Response;
    try {
      res = await o.fetch(`https://${host}/`, {
        method: 'POST',
        headers: {
          Authorization: signed.authorization,
          'Content-Type': 'application/json; charset=utf-8',
          Host: host,
          'X-TC-Action': action,
          'X-TC-Version': api.version,
          'X-TC-Timestamp': String(timestamp),
          ...(region ? { 'X-TC-Region': region } : {}),
        },
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      if (isTimeout(e)) throw new RecognitionTimeout(action);
      throw new RecognitionFailed(action, 'Network', (e as Error).message);
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch (e) {
      if (isTimeout(e)) throw new RecognitionTimeout(action);
      throw new RecognitionFailed(action, `HTTP${res.status}`, 'not JSON');
    }
    const answer = (json as { Response?: Answer } | null)?.Response;
    if (!answer || typeof answer !== 'object') throw new RecognitionFailed(action, `HTTP${res.status}`, 'no Response');
    return answer;
  }

  const fail = (action: string, e: TencentError) => new RecognitionFailed(action, e.Code, e.Message);

  /** An OCR call on one of our uploads: null when the image is missing or the provider reads nothing in it. */
  async function ocr(action: string, imageUrl: string, extra: Record<string, unknown> = {}) {
    const image = await o.readImage(imageUrl);
    if (!image) return null;
    const a = await call(OCR, action, { ImageBase64: image.toString('base64'), ...extra }, ocrTimeout, o.region);
    if (a.Error) {
      if (a.Error.Code.startsWith('FailedOperation.')) return null;
      throw fail(action, a.Error);
    }
    return a;
  }

  return {
    name: 'tencent',
    liveness: Boolean(o.ruleId),

    async startLiveness({ name, idNumber, returnUrl }) {
      if (!o.ruleId) return null;
      const a = await call(
        FACEID,
        'DetectAuth',
        { RuleId: o.ruleId, IdCard: idNumber, Name: name, RedirectUrl: returnUrl },
        livenessTimeout,
      );
      if (a.Error) throw fail('DetectAuth', a.Error);
      const token = text(a.BizToken);
      const url = text(a.Url);
      if (!token || !/^https:\/\//.test(url)) throw new RecognitionFailed('DetectAuth', 'Shape', 'no BizToken or Url');
      return { token, url };
    },

    async livenessResult(token): Promise<LivenessResult> {
      if (!o.ruleId) return { state: 'failed', reason: '未配置活体检测服务' };
      const a = await call(
        FACEID,
        'GetDetectInfoEnhanced',
        { BizToken: token, RuleId: o.ruleId, InfoType: '1' },
        livenessTimeout,
      );
      if (a.Error) {
        if (a.Error.Code === 'InvalidParameterValue.BizTokenExpired') return { state: 'timeout' };
        throw fail('GetDetectInfoEnhanced', a.Error);
      }
      const t = (a.Text ?? null) as Record<string, unknown> | null;
      const code = t?.ErrCode;
      if (code === null || code === undefined) return { state: 'pending' };
      if (code === 0)
        return { state: 'passed', name: text(t?.Name) || undefined, idNumber: text(t?.IdCard) || undefined };
      return { state: 'failed', reason: text(t?.ErrMsg) || '人脸核身未通过' };
    },

    async idCard(imageUrl) {
      const a = await ocr('IDCardOCR', imageUrl, { CardSide: 'FRONT' });
      if (!a || !text(a.Name) || !text(a.IdNum)) return null;
      return { name: text(a.Name), idNumber: text(a.IdNum).toUpperCase(), address: text(a.Address) };
    },

    async businessLicence(imageUrl) {
      const a = await ocr('BizLicenseOCR', imageUrl);
      if (!a || !text(a.Name) || !text(a.RegNum)) return null;
      return {
        name: text(a.Name),
        creditCode: text(a.RegNum).toUpperCase(),
        legalPerson: text(a.Person),
        address: text(a.Address),
      };
    },

    address: async (t) => parseAddress(t),
  };
}
