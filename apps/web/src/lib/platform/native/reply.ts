import type { PlatformResult, PlatformStatus } from '../types';

export interface BridgeReply {
  callbackId?: string;
  action?: string;
  code?: number;
  message?: string;
  data?: unknown;
  status?: PlatformStatus;
}

const STATUSES: readonly PlatformStatus[] = ['ok', 'cancel', 'fail', 'denied'];
const BACK_ACTIONS = ['goBack', 'backPress'];

/** A reply as sent by the app: 'back' for a back-press (ignored), 'bad' when it cannot be read. */
export const parseReply = (raw: unknown): BridgeReply | 'back' | 'bad' => {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return 'bad';
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'bad';
  const reply = value as BridgeReply;
  if (reply.action && BACK_ACTIONS.includes(reply.action)) return 'back';
  return reply;
};

const statusOf = (r: BridgeReply): PlatformStatus => {
  if (r.status && STATUSES.includes(r.status)) return r.status;
  if (r.code === 0) return 'ok';
  if (r.code === -2) return 'cancel';
  if (r.code === 403) return 'denied';
  return 'fail';
};

/** code 0 → ok with data; -2 → cancel; 403 → denied; anything else → fail with the app's message and code. */
export const replyToResult = (r: BridgeReply): PlatformResult<unknown> => {
  const status = statusOf(r);
  if (status === 'ok') return r.data === undefined ? { status } : { status, data: r.data };
  const result: PlatformResult<unknown> = { status };
  if (r.message) result.message = r.message;
  if (typeof r.code === 'number') result.code = r.code;
  return result;
};
