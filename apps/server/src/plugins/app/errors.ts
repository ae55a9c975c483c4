import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode, errorMessages, type FieldError } from '@kc/shared';
import { errorChain } from '../../lib/pg-error.js';

/** A business error: HTTP 200 with a non-zero code and a Chinese message. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message?: string,
    readonly data: unknown = null,
  ) {
    super(message ?? errorMessages[code] ?? '操作失败');
  }
}

export const validationError = (fields: FieldError[]): AppError =>
  new AppError(ErrorCode.VALIDATION, fields[0]?.message ?? errorMessages[ErrorCode.VALIDATION], { fields });

/**
 * Connection-level failure codes of PostgreSQL (class 08, shutdown 57P0x) and of sockets, and the transient
 * conflicts a retry resolves (a deadlock 40P01, a serialization failure 40001: the transaction was rolled back).
 */
const DOWN_CODES = new Set([
  '40P01',
  '40001',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const DOWN_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|max retries per request|Stream isn't writeable|enableOfflineQueue/i;

/**
 * True when the error (or what caused it) means PostgreSQL or Redis cannot be reached right now: the caller gets
 * HTTP 503 with a Chinese message and may retry; nothing was acknowledged, so nothing is lost.
 */
export function isUnavailable(err: unknown): boolean {
  for (const e of errorChain(err)) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && DOWN_CODES.has(code)) return true;
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message === 'string' && DOWN_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The one error handler: business errors as envelopes, client mistakes as 10001, the rest as real 5xx without internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(200).send({ code: err.code, message: err.message, data: err.data });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) {
      return reply.status(200).send({ code: ErrorCode.VALIDATION, message: '内容过大', data: null });
    }
    if (status >= 400 && status < 500) {
      req.log.info({ err: err.message }, 'bad request');
      return reply.status(200).send({ code: ErrorCode.VALIDATION, message: '请求格式错误', data: null });
    }
    if (isUnavailable(err)) {
      req.log.warn({ err: (err as Error).message }, 'a backing service is unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 503, message: '服务暂时不可用，请稍后再试', data: null });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, message: '服务器繁忙，请稍后再试', data: null });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: '接口不存在', data: null }),
  );
}
