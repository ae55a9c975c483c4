import type { z } from 'zod';
import type { Role } from '../app/enums.js';

export type CallMethod = 'GET' | 'POST';
/** none: anyone; optional: a valid session is used when present; required: 30000/30001 otherwise. */
export type CallAuth = 'none' | 'optional' | 'required';

/**
 * Who may make a call; docs/api.md shows it and the access matrix test (apps/server/src/contract-suite) is generated
 * from it, so a call that answers someone it should not fails a test (docs/security.md, "Access control").
 * - `public`: anyone, with a session or without (auth none or optional);
 * - `user`: anyone logged in, acting on their own data only: the answer never holds another user's;
 * - `owner`: a resource of one user (an order's buyer, a holding's holder, a quota's publisher, an agent record's
 *   agent, a point's assigned checker): anyone else gets 10003 or 10004 and nothing of it;
 * - `auditor`: the platform's auditors; everyone else gets 10003;
 * - `{ business }`: a grant of one of these roles in the business acted for (`b_id`), or in the resource's own
 *   business; `{ business, owner: true }`: that, or the resource's own user.
 * `refusal: 'outcome'`: a refused caller gets code 0 with `ok: false` and nothing of the resource (the write-off's
 * fixed refusals) instead of an error code.
 */
export type CallAccess =
  'public' | 'user' | 'owner' | 'auditor' | { business?: readonly Role[]; owner?: true; refusal?: 'outcome' };

/** One call of the API, defined once and used by the server (registration), the web (calls) and the docs. */
export interface CallDef<Q extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  path: string;
  method: CallMethod;
  auth: CallAuth;
  access: CallAccess;
  summary: string;
  query: Q;
  data: D;
}

/**
 * A call as its contract writes it: the schemas as functions, built on their first use (`def.query`, `def.data`).
 * A page loads the contracts of many calls and uses few of their schemas (the web never parses an answer): building
 * them all as the module loads took a phone about 100 ms of its first screen.
 */
export interface CallSpec<Q extends z.ZodType, D extends z.ZodType> extends Omit<CallDef<Q, D>, 'query' | 'data'> {
  query: () => Q;
  data: () => D;
}

export const defineCall = <Q extends z.ZodType, D extends z.ZodType>({
  query,
  data,
  ...rest
}: CallSpec<Q, D>): CallDef<Q, D> => {
  let q: Q | undefined;
  let d: D | undefined;
  return Object.defineProperties(rest, {
    query: { enumerable: true, get: () => (q ??= query()) },
    data: { enumerable: true, get: () => (d ??= data()) },
  }) as CallDef<Q, D>;
};

export type CallQuery<C> = C extends CallDef<infer Q, z.ZodType> ? z.input<Q> : never;
export type CallData<C> = C extends CallDef<z.ZodType, infer D> ? z.output<D> : never;

/** The access of a call in words (docs/api.md). */
export const describeAccess = (a: CallAccess): string => {
  if (typeof a === 'string') return a;
  const parts = [...(a.owner ? ['owner'] : []), ...(a.business ? [`business ${a.business.join('/')}`] : [])];
  return parts.join(' or ') + (a.refusal === 'outcome' ? ' (refusal is an outcome)' : '');
};

/** `/api/{product}/ad/index` → `/api/kc/ad/index`. */
export const resolvePath = (path: string, product: string): string => path.replaceAll('{product}', product);
