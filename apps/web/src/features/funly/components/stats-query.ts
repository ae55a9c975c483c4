import type { FunlyStatsType } from '../api/funly-stats';
import type { FunlyStatsKind, StatsListFilter } from '../api/funly-stats-list';

const TYPES: readonly FunlyStatsType[] = ['all', 'apply', 'appoint', 'ticket', 'like', 'forward'];
const KINDS: readonly FunlyStatsKind[] = ['appoint', 'apply', 'ticket', 'like', 'forward'];

/** The overview's `type` query; anything else is all (spec 2.9 default). */
export const statsTypeOf = (v: string | null): FunlyStatsType =>
  TYPES.includes(v as FunlyStatsType) ? (v as FunlyStatsType) : 'all';

/** The statistic a rows route shows: /funly-manage/statistics/{kind}/{id}. */
export const statsKindOf = (pathname: string): FunlyStatsKind | undefined => {
  const kind = /\/statistics\/([a-z]+)\/[^/]+\/?$/.exec(pathname)?.[1];
  return KINDS.includes(kind as FunlyStatsKind) ? (kind as FunlyStatsKind) : undefined;
};

const int = (v: string | null): number | undefined => (v !== null && /^-?\d+$/.test(v) ? Number(v) : undefined);
const positive = (v: string | null): number | undefined => {
  const n = int(v);
  return n !== undefined && n > 0 ? n : undefined;
};

/** Default ctype of each statistic: all slots (0), all statuses (-1); like and forward have none (0). */
const DEFAULT_CTYPE: Record<FunlyStatsKind, number> = { appoint: 0, apply: -1, ticket: 0, like: 0, forward: 0 };

/** The rows filter from the route's queries (ctype, uid, tid), with the spec's defaults. */
export const statsFilterOf = (id: number, kind: FunlyStatsKind, search: URLSearchParams): StatsListFilter => {
  const fixed = kind === 'like' || kind === 'forward';
  const ctype = fixed ? 0 : (int(search.get('ctype')) ?? DEFAULT_CTYPE[kind]);
  return {
    id,
    kind,
    ctype: ctype < -1 ? DEFAULT_CTYPE[kind] : ctype,
    ...(kind === 'appoint' && positive(search.get('uid')) ? { uid: positive(search.get('uid')) } : {}),
    ...(kind === 'ticket' && positive(search.get('tid')) ? { tid: positive(search.get('tid')) } : {}),
  };
};
