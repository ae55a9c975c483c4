import type { z } from 'zod';
import {
  ErrorCode,
  type CallData,
  type CallDef,
  type statisticsChannelList,
  type statisticsIndex,
  type statisticsProjectCreatorList,
  type statisticsProjectList,
  type statisticsTicketInfo,
  type statisticsTicketList,
  type statisticsUserList,
} from '@kc/shared';
import { singleFlight } from '../../lib/single-flight.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { BusinessActor } from '../business/business.service.js';
import {
  PARTY_KIND,
  type Snapshot,
  type DayRange,
  type PartyKind,
  type Scope,
  type StatisticsRepository,
  type StatItem,
} from './statistics.repository.js';
import {
  byRank,
  itemFigures,
  percent,
  shownParties,
  toPartyRecord,
  toRecord,
  type ItemFigures,
  type Person,
  type PointName,
} from './statistics.view.js';

type Q<C extends CallDef> = z.output<C['query']>;
type ListQuery = { page: number; page_size: number; start_date?: string; end_date?: string; search?: string };

const rangeOf = (q: { start_date?: string | undefined; end_date?: string | undefined }): DayRange => ({
  start: q.start_date,
  end: q.end_date,
});
const page = <T>(rows: T[], q: ListQuery) => ({
  list: rows.slice((q.page - 1) * q.page_size, q.page * q.page_size),
  count: rows.length,
  page_size: q.page_size,
});
const searched = (name: string, search: string | undefined) => !search || name.includes(search);
const figuresOf = (f: ItemFigures, total: number) => ({
  issued: f.issued,
  came: f.came,
  writeoff_percent: percent(f.came, f.issued),
  share_percent: percent(f.issued, total),
});
const add = (a: ItemFigures, b: ItemFigures | undefined) => {
  if (b) {
    a.issued += b.issued;
    a.came += b.came;
  }
  return a;
};

/**
 * Efficiency statistics of a business (docs/statistics.md): the record of spec 3.5 for the business, a project, a
 * channel, a promoter or an item, and the ranked lists — all sums over the counters kept by triggers.
 */
export function statisticsService(repo: StatisticsRepository) {
  const peopleOf = async (ids: number[]) =>
    new Map<number, Person>((await repo.people([...new Set(ids)])).map((p) => [p.id, p]));

  /**
   * The record of a scope (the business, a project or an item) from one snapshot (`items` narrows the business's
   * items to the scope's), with the names of the channels and promoters shown.
   */
  async function record(scope: Scope, snap: Snapshot, items: StatItem[], projectCount: number) {
    const { counts, trend, parties } = snap;
    const shown = shownParties(parties);
    const people = await peopleOf([...shown.channels, ...shown.promoters].map((p) => p.id));
    const points = new Map<number, PointName>(snap.points.map((p) => [p.id, p]));
    return toRecord({ counts, trend, parties, items, projectCount, range: scope.range, people, points });
  }

  const projectOf = async (businessId: number, id: number) => {
    const p = await repo.project(businessId, id);
    if (!p) throw new AppError(ErrorCode.NOT_FOUND, '项目不存在');
    return p;
  };

  /** The record of one channel or promoter of the business (10004 when they are not one). */
  async function partyRecord(a: BusinessActor, scope: Scope, kind: PartyKind, id: number, items: StatItem[]) {
    const isParty = kind === PARTY_KIND.channel ? repo.isChannel(a.businessId, id) : repo.isPromoter(a.businessId, id);
    const [ok, people] = await Promise.all([isParty, peopleOf([id])]);
    const person = people.get(id);
    if (!ok || !person)
      throw new AppError(ErrorCode.NOT_FOUND, kind === PARTY_KIND.channel ? '渠道不存在' : '推广人不存在');
    const [rows, trend] = await Promise.all([
      repo.parties(scope, { kind, partyId: id }),
      repo.partyTrend(scope, kind, id),
    ]);
    return { ...toPartyRecord({ kind, rows, trend, items, range: scope.range, person }), title: person.nickname };
  }

  /** Per item of the business in a range: issued and came; the business's issued; its items and projects. */
  async function itemsRanked(businessId: number, range: DayRange) {
    const { counts, items, projects } = await repo.snapshot({ businessId, range }, false, true);
    const figures = itemFigures(counts);
    const total = [...figures.values()].reduce((s, f) => s + f.issued, 0);
    return { items, projects, figures, total };
  }

  /** The business's channels or promoters ranked by issued, one page with names (ticket_type does not apply). */
  async function partyRanking(a: BusinessActor, kind: PartyKind, q: ListQuery & { project_id?: number | undefined }) {
    const range = rangeOf(q);
    const [rows, total] = await Promise.all([
      repo.parties({ businessId: a.businessId, range, projectId: q.project_id }, { kind }),
      repo.issuedTotal({ businessId: a.businessId, range }),
    ]);
    const by = new Map<number, { id: number; issued: number; came: number }>();
    for (const r of rows) {
      const p = by.get(r.party_id) ?? { id: r.party_id, issued: 0, came: 0 };
      p.issued += Number(r.issued);
      p.came += Number(r.came);
      by.set(r.party_id, p);
    }
    let ranked = [...by.values()].filter((p) => p.issued > 0 || p.came > 0).sort(byRank);
    let people: Map<number, Person>;
    if (q.search) {
      // the search is on names: those of every party ranked, read once
      people = new Map((await repo.people([...by.keys()], q.search)).map((p) => [p.id, p]));
      ranked = ranked.filter((p) => people.has(p.id));
    } else people = await peopleOf(page(ranked, q).list.map((p) => p.id));
    const out = page(ranked, q);
    const nobody = (id: number): Person => ({ id, nickname: '', avatar: '' });
    return { ...out, list: out.list.map((p) => ({ p, person: people.get(p.id) ?? nobody(p.id) })), total };
  }

  const reads = {
    async index(a: BusinessActor, q: Q<typeof statisticsIndex>): Promise<CallData<typeof statisticsIndex>> {
      if (q.channel_id !== undefined && q.promoter_id !== undefined)
        throw validationError([{ field: 'promoter_id', message: '渠道和推广人只能选择一个' }]);
      const range = rangeOf(q);
      const scope: Scope = { businessId: a.businessId, range, projectId: q.project_id };
      const party = q.channel_id !== undefined || q.promoter_id !== undefined;
      const [project, snap] = await Promise.all([
        q.project_id !== undefined ? projectOf(a.businessId, q.project_id) : Promise.resolve(undefined),
        // a party's record reads its own rows (partyRecord)
        party ? undefined : repo.snapshot(scope, true),
      ]);
      if (q.channel_id !== undefined || q.promoter_id !== undefined) {
        const items = (await repo.items(a.businessId)).filter((i) => !project || i.projectId === project.id);
        if (q.channel_id !== undefined) return partyRecord(a, scope, PARTY_KIND.channel, q.channel_id, items);
        return partyRecord(a, scope, PARTY_KIND.promoter, q.promoter_id!, items);
      }
      const items = project ? snap!.items.filter((i) => i.projectId === project.id) : snap!.items;
      const projectCount = project ? (project.state === 'published' ? 1 : 0) : snap!.projects.length;
      return { ...(await record(scope, snap!, items, projectCount)), title: project?.name ?? '' };
    },

    /** ticketInfo, couponInfo, invitationInfo: the record of one item of that type. */
    async itemInfo(a: BusinessActor, productType: 1 | 2 | 3, q: Q<typeof statisticsTicketInfo>) {
      const item = await repo.item(a.businessId, q.id);
      if (!item || item.productType !== productType || item.state === 'draft')
        throw new AppError(ErrorCode.NOT_FOUND, '票券不存在');
      const scope: Scope = { businessId: a.businessId, range: rangeOf(q), itemId: item.id };
      // the counters of channels and promoters are kept per project, not per item
      const figures = await record(scope, await repo.snapshot(scope, false), [item], item.projectPublished ? 1 : 0);
      return {
        ...figures,
        item: {
          id: item.id,
          name: item.name,
          product_type: item.productType,
          project_id: item.projectId,
          project_name: item.projectName,
          total_stock: item.totalStock,
          state: item.state,
        },
      };
    },

    async projectList(
      a: BusinessActor,
      q: Q<typeof statisticsProjectList>,
    ): Promise<CallData<typeof statisticsProjectList>> {
      const { items, projects, figures, total } = await itemsRanked(a.businessId, rangeOf(q));
      const rows = projects
        .filter((p) => searched(p.name, q.search))
        .map((p) => {
          const own = items.filter((i) => i.projectId === p.id && (!q.ticket_type || i.productType === q.ticket_type));
          const f = own.reduce((s, i) => add(s, figures.get(i.id)), { issued: 0, came: 0 });
          return { id: p.id, name: p.name, item_count: own.length, ...f };
        })
        .sort(byRank)
        .map((r) => ({ id: r.id, name: r.name, item_count: r.item_count, ...figuresOf(r, total) }));
      return page(rows, q);
    },

    async ticketList(
      a: BusinessActor,
      q: Q<typeof statisticsTicketList>,
    ): Promise<CallData<typeof statisticsTicketList>> {
      const { items, projects, figures, total } = await itemsRanked(a.businessId, rangeOf(q));
      const projectName = new Map(projects.map((p) => [p.id, p.name]));
      const rows = items
        .filter(
          (i) =>
            (!q.ticket_type || i.productType === q.ticket_type) &&
            (q.project_id === undefined || i.projectId === q.project_id) &&
            searched(i.name, q.search),
        )
        .map((i) => ({ ...i, ...(figures.get(i.id) ?? { issued: 0, came: 0 }) }))
        .sort(byRank)
        .map((i) => ({
          id: i.id,
          name: i.name,
          product_type: i.productType,
          project_id: i.projectId,
          project_name: (i.projectId !== null && projectName.get(i.projectId)) || '',
          total_stock: i.totalStock,
          ...figuresOf(i, total),
        }));
      return page(rows, q);
    },

    async projectCreatorList(
      a: BusinessActor,
      q: Q<typeof statisticsProjectCreatorList>,
    ): Promise<CallData<typeof statisticsProjectCreatorList>> {
      const { items, projects, figures, total } = await itemsRanked(a.businessId, rangeOf(q));
      const creators = new Map<number, { id: number; projects: number; issued: number; came: number }>();
      for (const p of projects) {
        const c = creators.get(p.createdBy) ?? { id: p.createdBy, projects: 0, issued: 0, came: 0 };
        c.projects += 1;
        for (const i of items)
          if (i.projectId === p.id && (!q.ticket_type || i.productType === q.ticket_type)) add(c, figures.get(i.id));
        creators.set(p.createdBy, c);
      }
      const people = new Map((await repo.people([...creators.keys()], q.search)).map((p) => [p.id, p]));
      const rows = [...creators.values()]
        .filter((c) => people.has(c.id))
        .sort(byRank)
        .map((c) => ({
          user_id: c.id,
          user_name: people.get(c.id)!.nickname,
          avatar: people.get(c.id)!.avatar,
          project_count: c.projects,
          ...figuresOf(c, total),
        }));
      return page(rows, q);
    },

    async channelList(
      a: BusinessActor,
      q: Q<typeof statisticsChannelList>,
    ): Promise<CallData<typeof statisticsChannelList>> {
      const r = await partyRanking(a, PARTY_KIND.channel, q);
      return {
        ...r,
        list: r.list.map(({ p, person }) => ({
          id: p.id,
          channel_name: person.nickname,
          channel_icon: person.avatar,
          ...figuresOf(p, r.total),
        })),
      };
    },

    async userList(a: BusinessActor, q: Q<typeof statisticsUserList>): Promise<CallData<typeof statisticsUserList>> {
      const r = await partyRanking(a, PARTY_KIND.promoter, q);
      return {
        ...r,
        list: r.list.map(({ p, person }) => ({
          user_id: p.id,
          user_name: person.nickname,
          avatar: person.avatar,
          ...figuresOf(p, r.total),
        })),
      };
    },
  };

  // the same figures asked at once by several screens are read once (lib/single-flight.ts)
  const shared = singleFlight();
  const key = (name: string, a: BusinessActor, q: object) => `${name}:${a.businessId}:${JSON.stringify(q)}`;
  return {
    index: (a: BusinessActor, q: Q<typeof statisticsIndex>) => shared(key('index', a, q), () => reads.index(a, q)),
    itemInfo: (a: BusinessActor, productType: 1 | 2 | 3, q: Q<typeof statisticsTicketInfo>) =>
      shared(key(`item${productType}`, a, q), () => reads.itemInfo(a, productType, q)),
    projectList: (a: BusinessActor, q: Q<typeof statisticsProjectList>) =>
      shared(key('projects', a, q), () => reads.projectList(a, q)),
    ticketList: (a: BusinessActor, q: Q<typeof statisticsTicketList>) =>
      shared(key('tickets', a, q), () => reads.ticketList(a, q)),
    projectCreatorList: (a: BusinessActor, q: Q<typeof statisticsProjectCreatorList>) =>
      shared(key('creators', a, q), () => reads.projectCreatorList(a, q)),
    channelList: (a: BusinessActor, q: Q<typeof statisticsChannelList>) =>
      shared(key('channels', a, q), () => reads.channelList(a, q)),
    userList: (a: BusinessActor, q: Q<typeof statisticsUserList>) =>
      shared(key('promoters', a, q), () => reads.userList(a, q)),
  };
}
export type StatisticsService = ReturnType<typeof statisticsService>;
