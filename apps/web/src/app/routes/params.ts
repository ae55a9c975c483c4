/**
 * Route parameter rules of spec sections 2 and 5. Each rule answers 'ok', or the failure the spec
 * names for its route: 'notMatch' (the router adds isNotMatchParams=1 to the query) or 'notFound'
 * (the router goes to /404).
 */
import { AUDIT_TYPES, RELATION_TYPES, SHARE_MODULES, isNonZeroIntParam, isPositiveIntParam } from '@kc/shared';
import type { ParamCheck, RouteEntry } from './types';

export type ParamRule = NonNullable<RouteEntry['check']>;
type Failure = Exclude<ParamCheck, 'ok'>;

/** Efficiency list and detail types (spec 2.4). */
export const EFFICIENCY_TYPES = ['ticket', 'coupon', 'invitation'] as const;
/** Efficiency search types (spec 2.4). */
export const EFFICIENCY_SEARCH_TYPES = [...EFFICIENCY_TYPES, 'spread', 'channel'] as const;

const isOneOf = (values: readonly string[], v: string | undefined): boolean => v !== undefined && values.includes(v);

/** An integer route parameter, sign allowed ("0", "-3", "12"); never "1.5", "1e3" or "". */
export const isIntParam = (v: string | undefined): boolean => !!v && /^-?(0|[1-9]\d{0,15})$/.test(v);

/** Route parameter `name` is one of `values`, else notMatch. */
export const paramOneOf =
  (name: string, values: readonly string[]): ParamRule =>
  (params) =>
    isOneOf(values, params[name]) ? 'ok' : 'notMatch';

/** 2.2 audit detail: type is an audit type and id a non-zero integer, else notMatch. */
export const auditParams: ParamRule = (params) =>
  isOneOf(AUDIT_TYPES, params.type) && isNonZeroIntParam(params.id) ? 'ok' : 'notMatch';

/** 2.4 efficiency list and detail: type is ticket, coupon or invitation, else notMatch. */
export const efficiencyTypeParams: ParamRule = paramOneOf('type', EFFICIENCY_TYPES);

/** 2.4 efficiency search: type is ticket, coupon, invitation, spread or channel, else notMatch. */
export const efficiencySearchTypeParams: ParamRule = paramOneOf('type', EFFICIENCY_SEARCH_TYPES);

/** Query field `name` is present and not empty, else notMatch (2.3 cert_sn). */
export const requireQuery =
  (name: string): ParamRule =>
  (_params, search) =>
    search.get(name) ? 'ok' : 'notMatch';

/** Query field `name` is one of `values`, else notMatch (2.9 selectRelation type). */
export const queryOneOf =
  (name: string, values: readonly string[]): ParamRule =>
  (_params, search) =>
    isOneOf(values, search.get(name) ?? undefined) ? 'ok' : 'notMatch';

/** 2.9 selectRelation: query type is ticket or coupon. */
export const relationTypeQuery: ParamRule = queryOneOf('type', RELATION_TYPES);

/** Query field `name` is a positive integer, else notMatch (2.14 personal follow and favorite uid). */
export const positiveIntQuery =
  (name: string): ParamRule =>
  (_params, search) =>
    isPositiveIntParam(search.get(name) ?? undefined) ? 'ok' : 'notMatch';

/** Route parameter `name` is present and not empty, else `failure` (2.13 orderSn, 2.15 qrcode). */
export const requireParam =
  (name: string, failure: Failure = 'notMatch'): ParamRule =>
  (params) =>
    params[name] ? 'ok' : failure;

const positiveIdsOr =
  (failure: Failure, names: readonly string[]): ParamRule =>
  (params) =>
    names.every((name) => isPositiveIntParam(params[name])) ? 'ok' : failure;

/** 2.15 ticket business: every named id is a positive integer, else notFound (/404). */
export const positiveIds = (...names: [string, ...string[]]): ParamRule => positiveIdsOr('notFound', names);

/** 2.13 order and result pages: every named id is a positive integer, else notMatch. */
export const positiveIdsOrNotMatch = (...names: [string, ...string[]]): ParamRule => positiveIdsOr('notMatch', names);

/** 2.14 report: module is a share module (an unknown one logs a warning) and id an integer, else notMatch. */
export const reportParams: ParamRule = (params) => {
  if (!isOneOf(SHARE_MODULES, params.module)) {
    console.warn(`[route] unknown report module: ${String(params.module)}`);
    return 'notMatch';
  }
  return isIntParam(params.id) ? 'ok' : 'notMatch';
};
