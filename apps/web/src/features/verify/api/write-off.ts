import { writeOff, type WriteOffResult } from '@kc/shared';
import { api } from '../../../lib/http';

export type { WriteOffResult };

/**
 * A checker writes off a holder's code at one of their points. Always answers (ok, or a refusal with its
 * reason and message); the same nonce again answers the first result (replay) without a second write-off.
 */
export const callWriteOff = (code: string, pointId: number, nonce: string, signal?: AbortSignal) =>
  api.call(writeOff, { code, point_id: pointId, nonce }, { signal });
