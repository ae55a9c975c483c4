import { parseAddress } from './address.js';

/**
 * The image-recognition provider (spec 7.5: face check, ID-card recognition, business-licence recognition, address
 * analysis under /public/{provider}/1.0.0/). One interface per provider call; configuration chooses the adapter
 * (provider.ts, RECOGNITION_PROVIDER): `manual` (the local default, no keys: every image answer is "not recognised",
 * so the caller queues the upload for the auditor, and there is no liveness) or `tencent` (tencent.ts, Tencent
 * Cloud's faceid and ocr APIs). Address analysis is local in both (address.ts). Callers never trust a verdict from the
 * browser: they ask the provider themselves, by the token the provider gave. docs/identity.md.
 */

/** What an ID card's photo says (the portrait side). */
export interface IdCardText {
  name: string;
  idNumber: string;
  address: string;
}

/** What a business licence's photo says. */
export interface BusinessLicenceText {
  /** the enterprise's registered name */
  name: string;
  /** the 18-character unified social credit code */
  creditCode: string;
  legalPerson: string;
  address: string;
}

/** An address split into its parts. */
export interface AddressParts {
  province: string;
  city: string;
  district: string;
  detail: string;
}

/** A liveness check begun at the provider: the browser opens `url`; the server later asks by `token`. */
export interface LivenessStart {
  token: string;
  url: string;
}

/** The provider's verdict on a liveness check, asked by the server with the token. */
export type LivenessResult =
  | { state: 'pending' }
  /** the face matched the person whose name and ID number the provider checked (answered when it says them) */
  | { state: 'passed'; name?: string; idNumber?: string }
  | { state: 'failed'; reason: string }
  /** the check ran out of time at the provider (its token expired before the person finished) */
  | { state: 'timeout' };

/** The face and liveness calls wait this long for the provider (spec 9: 150000 ms). */
export const LIVENESS_TIMEOUT_MS = 150_000;

/** The provider did not answer within the call's time: for liveness, 活体检查调用超时 (code 100). */
export class RecognitionTimeout extends Error {
  constructor(readonly action: string) {
    super(`recognition provider timed out: ${action}`);
  }
}

/** The provider refused or failed (bad keys, its own error, an answer that is not its documented shape). */
export class RecognitionFailed extends Error {
  constructor(
    readonly action: string,
    readonly code: string,
    message: string,
  ) {
    super(`recognition provider failed: ${action} ${code} ${message}`);
  }
}

export interface Recognition {
  /** the adapter's name as configured (`manual`, `tencent`, …) */
  readonly name: string;
  /** whether liveness can run at all (the manual adapter cannot: the user is offered the manual review only) */
  readonly liveness: boolean;
  /**
   * face check: start a liveness check for this name and ID number, coming back to `returnUrl`; null when this
   * adapter has none. Throws RecognitionTimeout / RecognitionFailed.
   */
  startLiveness(input: { name: string; idNumber: string; returnUrl: string }): Promise<LivenessStart | null>;
  /** face check: the verdict of a started check. Throws RecognitionTimeout / RecognitionFailed. */
  livenessResult(token: string): Promise<LivenessResult>;
  /** ID-card recognition of an uploaded image; null when not recognised (the auditor reads it) */
  idCard(imageUrl: string): Promise<IdCardText | null>;
  /** business-licence recognition of an uploaded image; null when not recognised (the auditor reads it) */
  businessLicence(imageUrl: string): Promise<BusinessLicenceText | null>;
  /** address analysis of free text; null when not analysed */
  address(text: string): Promise<AddressParts | null>;
}

/**
 * The local default: recognises no image, so every upload is read by the auditor; no liveness. Address analysis
 * needs no provider and is done locally (address.ts).
 */
export const manualRecognition: Recognition = {
  name: 'manual',
  liveness: false,
  startLiveness: async () => null,
  livenessResult: async () => ({ state: 'failed', reason: '未配置活体检测服务' }),
  idCard: async () => null,
  businessLicence: async () => null,
  address: async (text) => parseAddress(text),
};
