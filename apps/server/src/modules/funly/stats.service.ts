import { applyStatusLabel, ErrorCode, type ApplyStatusValue } from '@kc/shared';
import type { Clock } from '../../lib/clock.js';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { ApplicationRepository } from './application.repository.js';
import type { FunlyAccess } from './funly-access.js';
import { toCard, toSlot } from './funly.view.js';

type StatKind = 'appoint' | 'apply' | 'ticket' | 'like' | 'forward';

/**
 * Statistics of an event from its rows (organiser or manager operator): applications by status, check-ins
 * (write-offs at its point), bookings per slot, paid orders of its tickets, likes and forwards (spm codes of module
 * play), each with its daily trend by Asia/Shanghai date.
 */
export function funlyStatsService(d: { repo: ApplicationRepository; access: FunlyAccess; clock: Clock }) {
  const { repo, access, clock } = d;
  return {
    async stats(uid: number, q: { id: number; type: 'all' | StatKind }) {
      const e = await access.require(uid, q.id, 'manage');
      // every count is cheap (indexed by the event, its point or its tickets): all are answered whatever the type
      const [meta, counts, checkins, slots, sales, applyDays, likeDays, forwardDays] = await Promise.all([
        repo.eventsWithMeta([e.id]),
        repo.countsByStatus([e.id]),
        repo.checkins(e.entryPointId),
        repo.slotsOf(e.id),
        repo.ticketSales(e.ticketIds ?? []),
        repo.applyDays(e.id),
        repo.likeDays(e.id),
        repo.forwardDays(e.id),
      ]);
      const m = meta[0];
      if (!m) throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
      const applyCounts = counts.get(e.id) ?? {};
      return {
        funly: toCard({ ...m, price: Number(m.price), distanceKm: null }, clock.now(), applyCounts),
        applications: Object.values(applyCounts).reduce((s, n) => s + n, 0),
        apply_counts: applyCounts,
        checked_in: checkins.total,
        bookings: slots.reduce((s, x) => s + x.booked, 0),
        slots: slots.map(toSlot),
        tickets_sold: sales.total,
        ticket_amount: sales.amount,
        likes: e.likeCount,
        forwards: forwardDays.reduce((s, x) => s + x.count, 0),
        trends: {
          apply: applyDays,
          checkin: checkins.days,
          like: likeDays,
          forward: forwardDays,
          ticket: sales.days,
        },
      };
    },

    async statsList(
      uid: number,
      q: { id: number; kind: StatKind; ctype: number; uid?: number; tid?: number; page: number; page_size: number },
    ) {
      const e = await access.require(uid, q.id, 'manage');
      const { list, count } = await repo.statRows(
        { id: e.id, entryPointId: e.entryPointId, ticketIds: e.ticketIds ?? [] },
        q,
      );
      return {
        list: list.map((r) => ({
          user_id: r.user_id,
          nickname: r.nickname,
          avatar: r.avatar,
          label: q.kind === 'apply' ? (applyStatusLabel[Number(r.label) as ApplyStatusValue] ?? r.label) : r.label,
          value: Number(r.value),
          create_time: toSecs(new Date(r.at)),
        })),
        count,
        page_size: q.page_size,
      };
    },
  };
}
export type FunlyStatsService = ReturnType<typeof funlyStatsService>;
