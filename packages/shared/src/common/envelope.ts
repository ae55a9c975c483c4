import { CLIENT_KINDS } from '../app/enums.js';
import { lazySchema, z } from './z.js';

/** The payload every POST carries beside its query (spec section 7). Unknown keys are stripped. */
export const payloadSchema = lazySchema(() =>
  z.object({
    token: z.string().max(1024).optional(),
    systemName: z.string().max(64).optional(),
    client: z.enum(CLIENT_KINDS).optional(),
    b_id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d*$/)]).optional(),
    appName: z.string().max(64).optional(),
    spm: z.string().max(64).optional(),
  }),
);
export type Payload = z.infer<typeof payloadSchema>;

/** Keys of the payload that GET calls may carry in the URL next to their query. */
export const PAYLOAD_KEYS = ['token', 'systemName', 'client', 'b_id', 'appName', 'spm'] as const;

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}
