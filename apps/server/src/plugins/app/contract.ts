import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, PAYLOAD_KEYS, payloadSchema, resolvePath, type CallDef, type Payload } from '@kc/shared';
import { AppError, validationError } from './errors.js';
import { guardInput } from './input-guard.js';

export interface AuthUser {
  uid: number;
  sessionId: number;
}

export interface CallContext {
  /** the caller when a valid session came with the call */
  user: AuthUser | null;
  payload: Payload;
  ip: string;
  log: FastifyBaseLogger;
}

/** The caller, or 30000 when the call came without a session (use in `auth: 'required'` handlers). */
export const me = (ctx: CallContext): AuthUser => {
  if (!ctx.user) throw new AppError(ErrorCode.SESSION_INVALID);
  return ctx.user;
};

/**
 * The caller of a token: its signature and expiry, then (unless `live: false`) one primary-key check that the session
 * is live, so logout, account deletion and reuse detection take effect at once.
 */
export type Authenticate = (token: string | undefined, opts?: { live?: boolean }) => Promise<AuthUser>;

export interface CallOptions {
  /**
   * `in-statement`: a hot call whose handler checks that the session is live inside its own (single) statement
   * (`liveSession` of session.service.ts) and answers 30000 when it is not; the registrar checks only the token's
   * signature and expiry, which saves a round trip. Every path of such a handler must check.
   */
  session?: 'in-statement';
}
export type CallHandler<Q extends z.ZodType, D extends z.ZodType> = (
  query: z.output<Q>,
  ctx: CallContext,
) => Promise<z.input<D>>;
export type RegisterCall = <Q extends z.ZodType, D extends z.ZodType>(
  def: CallDef<Q, D>,
  handler: CallHandler<Q, D>,
  options?: CallOptions,
) => void;

const toFields = (error: z.ZodError) =>
  error.issues.map((i) =>
    i.code === 'unrecognized_keys'
      ? { field: [...i.path, i.keys[0]].map(String).join('.'), message: `不支持的字段：${i.keys.join('、')}` }
      : { field: i.path.map(String).join('.') || 'query', message: i.message },
  );

function splitRequest(req: FastifyRequest, method: CallDef['method']): { raw: unknown; payload: unknown } {
  if (method === 'GET') {
    const all = { ...(req.query as Record<string, unknown>) };
    const payload: Record<string, unknown> = {};
    for (const k of PAYLOAD_KEYS) {
      if (k in all) payload[k] = all[k];
      delete all[k];
    }
    return guardInput({ raw: all, payload });
  }
  const body = req.body;
  if (body === undefined || body === null) return { raw: {}, payload: {} };
  if (typeof body !== 'object' || Array.isArray(body))
    throw validationError([{ field: 'body', message: '请求格式错误' }]);
  const { query = {}, payload = {}, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) throw validationError([{ field: Object.keys(rest)[0]!, message: '不支持的字段' }]);
  return guardInput({ raw: query, payload });
}

const bearer = (req: FastifyRequest): string | undefined => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() || undefined : undefined;
};

/** Registers calls by contract: envelope in, validation and auth, envelope out (the data schema strips what must not leak). */
export function callRegistrar(app: FastifyInstance, product: string, authenticate: Authenticate): RegisterCall {
  return (def, handler, options = {}) => {
    const live = options.session === 'in-statement' ? { live: false } : undefined;
    app.route({
      method: def.method,
      url: resolvePath(def.path, product),
      handler: async (req) => {
        const { raw, payload: rawPayload } = splitRequest(req, def.method);
        const payloadParsed = payloadSchema.safeParse(rawPayload);
        if (!payloadParsed.success)
          throw validationError(toFields(payloadParsed.error).map((f) => ({ ...f, field: `payload.${f.field}` })));
        const payload = payloadParsed.data;
        const token = bearer(req) ?? payload.token;
        let user: AuthUser | null = null;
        if (def.auth === 'required') user = await authenticate(token, live);
        // optional: a bad or revoked token is anonymous, but an expired one is 30001 so the client refreshes it
        else if (def.auth === 'optional' && token)
          user = await authenticate(token, live).catch((e: unknown) => {
            if (e instanceof AppError && e.code === ErrorCode.TOKEN_EXPIRED) throw e;
            return null;
          });
        const query = def.query.safeParse(raw);
        if (!query.success) throw validationError(toFields(query.error));
        const data = await handler(query.data, { user, payload, ip: req.ip, log: req.log });
        return { code: 0, message: 'ok', data: def.data.parse(data) };
      },
    });
  };
}
