import type { StatsRecord } from '@kc/shared';
import type { CountRow, DayRow, PartyRow, StatItem } from './statistics.repository.js';

/** x of y as a percent with one decimal (0 when y is 0). */
export const percent = (x: number, y: number) => (y > 0 ? Math.round((x * 1000) / y) / 10 : 0);

/** Holding sources by the code the counters keep (migration 0032 `stat_source_code`), with their names. */
export const SOURCES: Record<number, { source: string; name: string }> = {
  1: { source: 'order', name: '购买' },
  2: { source: 'receive', name: '领取' },
  3: { source: 'publisher', name: '发布员发放' },
  4: { source: 'distribute', name: '商家分发' },
  5: { source: 'form', name: '报名' },
  6: { source: 'funly', name: '活动' },
  7: { source: 'relation', name: '关联赠送' },
  0: { source: 'other', name: '其他' },
};
const SOURCE_ORDER = [1, 2, 3, 4, 5, 6, 7, 0];
/** Pay methods by the code the counters keep (`stat_pay_code`). */
export const PAY_METHODS: Record<number, { pay_type: string; name: string }> = {
  1: { pay_type: 'wxpay', name: '微信支付' },
  2: { pay_type: 'sandbox', name: '模拟支付' },
  0: { pay_type: 'other', name: '其他' },
};
export const ITEM_TYPES: Record<number, string> = { 1: '门票', 2: '优惠券', 3: '邀请函' };
const ORDER_SOURCE = 1;
const PUBLISHER_SOURCE = 3;

export interface Person {
  id: number;
  nickname: string;
  avatar: string;
}
export interface PointName {
  id: number;
  name: string;
  itemName: string;
}

/** Per item: issued, came, and issued by source. */
export interface ItemFigures {
  issued: number;
  came: number;
}
export const itemFigures = (counts: CountRow[]) => {
  const by = new Map<number, ItemFigures>();
  for (const c of counts) {
    if (c.metric !== 'issued' && c.metric !== 'came') continue;
    const f = by.get(c.item_id) ?? { issued: 0, came: 0 };
    if (c.metric === 'issued') f.issued += Number(c.n);
    else f.came += Number(c.n);
    by.set(c.item_id, f);
  }
  return by;
};

/**
 * 票券总量: the stock of the items. An event's entry codes (items.event_id) are left out: their stock is the event's
 * capacity, or a placeholder when it has none (funly), not tickets the business put out.
 */
const stockOf = (items: StatItem[]) =>
  items.reduce((s, i) => s + (i.eventId === null ? Math.max(i.totalStock, 0) : 0), 0);

const sum = (counts: CountRow[], metric: string, keep: (c: CountRow) => boolean = () => true) =>
  counts.filter((c) => c.metric === metric && keep(c)).reduce((s, c) => s + Number(c.n), 0);

/** Every day from first to last (YYYY-MM-DD, both included). */
export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** A daily series with the days of the range (or from the first to the last day counted) filled with 0. */
export function series(rows: { date: string; n: number }[], range: { start?: string; end?: string }) {
  const by = new Map<string, number>();
  for (const r of rows) by.set(r.date, (by.get(r.date) ?? 0) + Number(r.n));
  const dates = [...by.keys()].sort();
  const first = range.start ?? dates[0];
  const last = range.end ?? dates[dates.length - 1];
  if (first === undefined || last === undefined) return [];
  return daysBetween(first, last).map((date) => ({ date, count: by.get(date) ?? 0 }));
}

const topParties = (rows: PartyRow[], kind: number, n?: number) => {
  const by = new Map<number, { id: number; issued: number; came: number }>();
  for (const r of rows) {
    if (r.kind !== kind) continue;
    const p = by.get(r.party_id) ?? { id: r.party_id, issued: 0, came: 0 };
    p.issued += Number(r.issued);
    p.came += Number(r.came);
    by.set(r.party_id, p);
  }
  const ranked = [...by.values()].filter((p) => p.issued > 0 || p.came > 0).sort(byRank);
  return n === undefined ? ranked : ranked.slice(0, n);
};

/** The ranking of every list: issued, then came, most first; then the lower id. */
export const byRank = (
  a: { id: number; issued: number; came: number },
  b: { id: number; issued: number; came: number },
) => b.issued - a.issued || b.came - a.came || a.id - b.id;

/** The ids of the channels and promoters a record shows (its top 10 of each). */
export const shownParties = (parties: PartyRow[]) => ({
  channels: topParties(parties, 1, 10),
  promoters: topParties(parties, 2, 10),
});

/**
 * The statistics record of spec 3.5 from the counters of a business, a project or an item: `items` are those in
 * scope (their stock and number), `projectCount` the published projects in scope.
 */
export function toRecord(d: {
  counts: CountRow[];
  trend: DayRow[];
  parties: PartyRow[];
  items: StatItem[];
  projectCount: number;
  range: { start?: string; end?: string };
  people: Map<number, Person>;
  points: Map<number, PointName>;
}): StatsRecord {
  const { counts, parties } = d;
  const issued = sum(counts, 'issued');
  const came = sum(counts, 'came');
  const channel = sum(counts, 'issued', (c) => c.dim === PUBLISHER_SOURCE);
  const promoters = topParties(parties, 2);
  const promoted = promoters.reduce((s, p) => s + p.issued, 0);
  const shown = shownParties(parties);
  const person = (id: number) => d.people.get(id) ?? { id, nickname: '', avatar: '' };

  const byDim = (metric: string) => {
    const m = new Map<number, { n: number; amount: number }>();
    for (const c of counts) {
      if (c.metric !== metric) continue;
      const x = m.get(c.dim) ?? { n: 0, amount: 0 };
      x.n += Number(c.n);
      x.amount += Number(c.amount);
      m.set(c.dim, x);
    }
    return m;
  };
  const sources = byDim('issued');
  const pays = byDim('pay');
  const writeOffs = byDim('writeoff');

  return {
    project_count: d.projectCount,
    ticket_amount_count: stockOf(d.items),
    ticket_issued_count: issued,
    ticket_give_count: issued - (sources.get(ORDER_SOURCE)?.n ?? 0),
    ticket_writeoff_count: came,
    ticket_writeoff_percent: percent(came, issued),
    ticket_channel_count: channel,
    ticket_channel_percent: percent(channel, issued),
    promoter_count: promoters.filter((p) => p.issued > 0).length,
    promoter_percent: percent(promoted, issued),
    ticket_return_count: sum(counts, 'return'),
    ticket_to_be_picked: sum(counts, 'pick'),
    ticket_registration_count: sum(counts, 'registration'),
    ticket_project_count: d.items.length,
    point_list: [...writeOffs.entries()]
      .filter(([, x]) => x.n !== 0)
      .map(([id, x]) => ({
        id,
        name: d.points.get(id)?.name ?? '',
        item_name: d.points.get(id)?.itemName ?? '',
        count: x.n,
      }))
      .sort((a, b) => b.count - a.count || a.id - b.id),
    type_list: [1, 2, 3].map((type) => ({
      type,
      name: ITEM_TYPES[type]!,
      issued: sum(counts, 'issued', (c) => c.type === type),
      came: sum(counts, 'came', (c) => c.type === type),
    })),
    pay_list: [...pays.entries()]
      .filter(([, x]) => x.n !== 0)
      .sort(([a], [b]) => a - b)
      .map(([code, x]) => ({ ...(PAY_METHODS[code] ?? PAY_METHODS[0]!), count: x.n, amount: x.amount })),
    source_list: SOURCE_ORDER.filter((code) => (sources.get(code)?.n ?? 0) !== 0).map((code) => ({
      ...SOURCES[code]!,
      count: sources.get(code)!.n,
    })),
    channel_list: shown.channels.map((p) => ({
      id: p.id,
      channel_name: person(p.id).nickname,
      channel_icon: person(p.id).avatar,
      issued: p.issued,
      came: p.came,
    })),
    user_list: shown.promoters.map((p) => ({
      user_id: p.id,
      user_name: person(p.id).nickname,
      avatar: person(p.id).avatar,
      issued: p.issued,
      came: p.came,
    })),
    give_trend: series(
      d.trend.filter((r) => r.metric === 'issued'),
      d.range,
    ),
    writeoff_trend: series(
      d.trend.filter((r) => r.metric === 'writeoff'),
      d.range,
    ),
  };
}

/**
 * The record of one channel or promoter: what the party counters keep (issued, given, came, per project and day).
 * Write-offs by point, payments, types, returns, pick-ups and sign-ups are not kept per party: 0 and empty.
 */
export function toPartyRecord(d: {
  kind: 1 | 2;
  rows: PartyRow[];
  trend: { date: string; n: number }[];
  items: StatItem[];
  range: { start?: string; end?: string };
  person: Person;
}): StatsRecord {
  const issued = d.rows.reduce((s, r) => s + Number(r.issued), 0);
  const given = d.rows.reduce((s, r) => s + Number(r.given), 0);
  const came = d.rows.reduce((s, r) => s + Number(r.came), 0);
  const projects = new Set(d.rows.filter((r) => r.project_id > 0 && Number(r.issued) > 0).map((r) => r.project_id));
  const channel = d.kind === 1 ? issued : 0;
  const party = { issued, came };
  return {
    project_count: projects.size,
    ticket_amount_count: stockOf(d.items),
    ticket_issued_count: issued,
    ticket_give_count: given,
    ticket_writeoff_count: came,
    ticket_writeoff_percent: percent(came, issued),
    ticket_channel_count: channel,
    ticket_channel_percent: percent(channel, issued),
    promoter_count: d.kind === 2 && issued > 0 ? 1 : 0,
    promoter_percent: d.kind === 2 ? percent(issued, issued) : 0,
    ticket_return_count: 0,
    ticket_to_be_picked: 0,
    ticket_registration_count: 0,
    ticket_project_count: d.items.length,
    point_list: [],
    type_list: [],
    pay_list: [],
    source_list:
      d.kind === 1
        ? issued
          ? [{ ...SOURCES[PUBLISHER_SOURCE]!, count: issued }]
          : []
        : [
            ...(issued - given ? [{ ...SOURCES[ORDER_SOURCE]!, count: issued - given }] : []),
            ...(given ? [{ source: 'free', name: '免费领取', count: given }] : []),
          ],
    channel_list:
      d.kind === 1 && (issued || came)
        ? [{ id: d.person.id, channel_name: d.person.nickname, channel_icon: d.person.avatar, ...party }]
        : [],
    user_list:
      d.kind === 2 && (issued || came)
        ? [{ user_id: d.person.id, user_name: d.person.nickname, avatar: d.person.avatar, ...party }]
        : [],
    give_trend: series(d.trend, d.range),
    writeoff_trend: [],
  };
}
