import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST';
/** none: anyone; optional: a valid session is used when present; required: 30000/30001 otherwise. */
export type CallAuth = 'none' | 'optional' | 'required';

/** One call of the API, defined once and used by the server (registration), the web (calls) and the docs. */
export interface CallDef<Q extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  path: string;
  method: CallMethod;
  auth: CallAuth;
  summary: string;
  query: Q;
  data: D;
}

export const defineCall = <Q extends z.ZodType, D extends z.ZodType>(def: CallDef<Q, D>): CallDef<Q, D> => def;

export type CallQuery<C> = C extends CallDef<infer Q, z.ZodType> ? z.input<Q> : never;
export type CallData<C> = C extends CallDef<z.ZodType, infer D> ? z.output<D> : never;

/** `/api/{product}/ad/index` → `/api/kc/ad/index`. */
export const resolvePath = (path: string, product: string): string => path.replaceAll('{product}', product);
