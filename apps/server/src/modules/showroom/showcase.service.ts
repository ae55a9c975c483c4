import type { z } from 'zod';
import {
  ErrorCode,
  priceBandBounds,
  type CallData,
  type CallDef,
  type saleAdvisorShow,
  type ShowCarDetail,
  type showCarList,
} from '@kc/shared';
import { AppError } from '../../plugins/app/errors.js';
import type { CarFilter, ShowroomRepository } from './showroom.repository.js';
import type { ShowroomService } from './showroom.service.js';
import { toAdvisor, toBooking, toCard } from './showroom.view.js';

type Parsed<C> = C extends CallDef<infer Q, z.ZodType> ? z.output<Q> : never;

/** What visitors see of the showroom (docs/showroom.md): listed cars only, each as approved. */
export function showcaseService(deps: { repo: ShowroomRepository; cars: ShowroomService }) {
  const { repo, cars } = deps;
  return {
    async list(q: Parsed<typeof showCarList>): Promise<CallData<typeof showCarList>> {
      const f: CarFilter = {
        keyword: q.keyword,
        vehicleType: q.vehicle_type,
        brandId: q.brand_id,
        seriesId: q.series_id,
        price: q.price ? priceBandBounds(q.price) : undefined,
        energy: q.energy,
        body: q.body,
        gearbox: q.gearbox,
        condition: q.condition,
        businessId: q.business_id,
        sort: q.sort,
      };
      const { list, count } = await repo.publicPage(f, q);
      return { list: list.map((r) => toCard(r.c, r.dealerName)), count, page_size: q.page_size };
    },

    /** a listed or sold car as approved, and the caller's own pending booking of it */
    async detail(uid: number | null, id: number): Promise<ShowCarDetail> {
      const r = await repo.named(id);
      if (!r || (r.c.state !== 'listed' && r.c.state !== 'sold'))
        throw new AppError(ErrorCode.NOT_FOUND, '车辆不存在或已下架');
      const mine = uid === null ? undefined : await repo.pendingBookingOf(id, uid);
      return { ...(await cars.view(id)), my_booking: mine ? toBooking(mine) : null };
    },

    async advisor(q: Parsed<typeof saleAdvisorShow>): Promise<CallData<typeof saleAdvisorShow>> {
      const a = await repo.advisor(q.id);
      if (!a) throw new AppError(ErrorCode.NOT_FOUND, '销售顾问不存在');
      const { list, count } = await repo.publicPage({ keyword: '', advisorId: a.a.id, sort: 'newest' }, q);
      return {
        advisor: toAdvisor(a.a),
        dealer_name: a.dealerName,
        list: list.map((r) => toCard(r.c, r.dealerName)),
        count,
        page_size: q.page_size,
      };
    },
  };
}
export type ShowcaseService = ReturnType<typeof showcaseService>;
