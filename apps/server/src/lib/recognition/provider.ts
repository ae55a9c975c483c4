import type { Config } from '../../config/config.js';
import { manualRecognition, type Recognition } from './recognition.js';
import { tencentRecognition } from './tencent.js';

/**
 * The recognition provider configuration chose (RECOGNITION_PROVIDER, docs/identity.md): `manual` (the default,
 * nothing leaves the server) or `tencent` (TENCENTCLOUD_SECRET_ID / _SECRET_KEY / _REGION, and
 * TENCENTCLOUD_FACEID_RULE_ID for the face check). Built once in services.ts.
 */
export function recognitionProvider(
  config: Config['recognition'],
  deps: { fetch: typeof fetch; readImage: (url: string) => Promise<Buffer | null> },
): Recognition {
  if (config.provider === 'manual') return manualRecognition;
  return tencentRecognition({
    secretId: config.secretId!,
    secretKey: config.secretKey!,
    region: config.region,
    ruleId: config.ruleId,
    fetch: deps.fetch,
    readImage: deps.readImage,
    livenessTimeoutMs: config.livenessTimeoutMs,
    ocrTimeoutMs: config.ocrTimeoutMs,
  });
}
