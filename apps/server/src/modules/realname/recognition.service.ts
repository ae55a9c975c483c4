import {
  ErrorCode,
  type CallData,
  type recognitionAddress,
  type recognitionIdCard,
  type recognitionLicence,
} from '@kc/shared';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { RecognitionFailed, RecognitionTimeout, type Recognition } from '../../lib/recognition/recognition.js';
import { AppError } from '../../plugins/app/errors.js';
import type { Storage } from '../../plugins/app/storage.js';

/**
 * The recognition provider's calls (spec 7.5, /public/recognition/1.0.0/…; docs/identity.md): for a person with a
 * session, on their own uploads only (another's photo is never sent to the provider nor read back), counted by the
 * `recognition` rate limit since a cloud call costs money. A provider that reads nothing answers recognised: false
 * (the local default always does), and the person types the fields.
 */
export function recognitionService(deps: {
  recognition: Recognition;
  storage: Pick<Storage, 'keyOf'>;
  limits: RateLimiter;
  log?: (m: string) => void;
}) {
  const { recognition, storage, limits } = deps;
  const log = deps.log ?? (() => {});

  /** the provider's answer, its failures as 10051 (nothing is kept) */
  const ask = async <T>(what: () => Promise<T>): Promise<T> => {
    try {
      return await what();
    } catch (e) {
      if (e instanceof RecognitionTimeout || e instanceof RecognitionFailed) {
        log(e.message);
        throw new AppError(ErrorCode.UPSTREAM_FAILED, '识别服务暂时不可用，请手动填写');
      }
      throw e;
    }
  };
  const own = (uid: number, image: string) => {
    if (!storage.keyOf(image, uid)) throw new AppError(ErrorCode.FORBIDDEN, '只能识别本人上传的图片');
  };

  return {
    async idCard(uid: number, image: string, ip: string): Promise<CallData<typeof recognitionIdCard>> {
      own(uid, image);
      await limits.hit('recognition', uid, ip);
      const r = await ask(() => recognition.idCard(image));
      return { recognised: !!r, name: r?.name ?? '', id_number: r?.idNumber ?? '', address: r?.address ?? '' };
    },

    async licence(uid: number, image: string, ip: string): Promise<CallData<typeof recognitionLicence>> {
      own(uid, image);
      await limits.hit('recognition', uid, ip);
      const r = await ask(() => recognition.businessLicence(image));
      return {
        recognised: !!r,
        name: r?.name ?? '',
        credit_code: r?.creditCode ?? '',
        legal_person: r?.legalPerson ?? '',
        address: r?.address ?? '',
      };
    },

    async address(uid: number, text: string, ip: string): Promise<CallData<typeof recognitionAddress>> {
      await limits.hit('recognition', uid, ip);
      const r = await ask(() => recognition.address(text));
      return {
        recognised: !!r,
        province: r?.province ?? '',
        city: r?.city ?? '',
        district: r?.district ?? '',
        detail: r?.detail ?? text,
      };
    },
  };
}
export type RecognitionService = ReturnType<typeof recognitionService>;
