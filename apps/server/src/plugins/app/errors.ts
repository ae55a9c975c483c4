import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode, errorMessages, type FieldError } from '@kc/shared';

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
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, message: '服务器繁忙，请稍后再试', data: null });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: '接口不存在', data: null }),
  );
}
