import type { Clock } from '../../lib/clock.js';
import { dateString, shanghaiDay } from '../../lib/time.js';
import type { CheckpointRepository } from './checkpoint.repository.js';

/** The checker's side of write-off points: the items they check at (any business), with their points. */
export function checkerService(repo: CheckpointRepository, clock: Clock) {
  return {
    /** The items the caller checks (any business), with their points and today's counts. */
    async items(uid: number, q: { item_id?: number; page: number; page_size: number }) {
      const today = shanghaiDay(clock.now());
      const rows = await repo.pointsOfChecker(uid, q.item_id);
      const pointIds = rows.map((r) => r.point.id);
      const todays = pointIds.length ? await repo.countsSince(pointIds, today) : [];
      const todayOf = new Map(todays.map((t) => [t.id, t.n]));
      const byItem = new Map<number, ReturnType<typeof itemView>>();
      function itemView(r: (typeof rows)[number]) {
        return {
          item_id: r.item.id,
          name: r.item.name,
          product_type: r.item.productType,
          is_cert: r.item.isCert,
          project_name: r.projectName,
          business_name: r.businessName,
          date_string: dateString(r.item.validityStart, r.item.validityEnd),
          points: [] as {
            id: number;
            point_name: string;
            point_location: string;
            write_off_type: number;
            used: number;
            today: number;
          }[],
        };
      }
      for (const r of rows) {
        const entry = byItem.get(r.item.id) ?? itemView(r);
        entry.points.push({
          id: r.point.id,
          point_name: r.point.name,
          point_location: r.point.location,
          write_off_type: r.point.writeOffType,
          used: r.point.used,
          today: todayOf.get(r.point.id) ?? 0,
        });
        byItem.set(r.item.id, entry);
      }
      const all = [...byItem.values()];
      const start = (q.page - 1) * q.page_size;
      return { list: all.slice(start, start + q.page_size), count: all.length, page_size: q.page_size };
    },
  };
}
export type CheckerService = ReturnType<typeof checkerService>;
