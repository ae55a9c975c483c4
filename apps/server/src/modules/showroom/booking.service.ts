import type { z } from 'zod';
import {
  BOOKING_DAYS_AHEAD,
  BOOKING_SLOT_HOURS,
  ErrorCode,
  type CallData,
  type CallDef,
  type CarBooking,
  type carBookingCreate,
  type carBookingList,
} from '@kc/shared';
import type { Clock } from '../../lib/clock.js';
import { shanghaiDay } from '../../lib/time.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { BusinessActor } from '../business/business.service.js';
import type { ShowroomRepository } from './showroom.repository.js';
import { toBooking } from './showroom.view.js';

type Parsed<C> = C extends CallDef<infer Q, z.ZodType> ? z.output<Q> : never;

/** The start of a viewing slot: `date` in Asia/Shanghai (UTC+8 all year) at the slot's hour. */
export const slotStart = (date: string, slot: number): Date =>
  new Date(`${date}T${String(BOOKING_SLOT_HOURS[slot - 1]).padStart(2, '0')}:00:00+08:00`);

/**
 * 预约看车 (docs/showroom.md): a visitor books a future slot of a listed car with a mobile; the dealer sees the
 * bookings and marks them done or cancels them. One pending booking per person and car: the partial unique index
 * `show_car_bookings_one_pending` decides between parallel requests.
 */
export function bookingService(deps: { repo: ShowroomRepository; clock: Clock }) {
  const { repo, clock } = deps;

  const one = async (id: number): Promise<CarBooking> => {
    const b = await repo.booking(id);
    if (!b) throw new AppError(ErrorCode.NOT_FOUND, '预约不存在');
    return toBooking(b);
  };

  return {
    async create(uid: number, q: Parsed<typeof carBookingCreate>): Promise<CarBooking> {
      const car = await repo.named(q.car_id);
      if (!car || car.c.state !== 'listed') throw new AppError(ErrorCode.NOT_FOUND, '车辆不存在或已下架');
      const now = clock.now();
      const at = slotStart(q.date, q.slot);
      if (at.getTime() <= now.getTime()) throw validationError([{ field: 'slot', message: '请选择未来的看车时间' }]);
      const last = shanghaiDay(new Date(now.getTime() + BOOKING_DAYS_AHEAD * 86400_000));
      if (q.date > last) throw validationError([{ field: 'date', message: `最多预约${BOOKING_DAYS_AHEAD}天内看车` }]);
      const row = await repo.insertBooking({
        carId: car.c.id,
        businessId: car.c.businessId,
        userId: uid,
        visitDate: q.date,
        slot: q.slot,
        visitAt: at,
        mobile: q.mobile,
      });
      if (!row) throw new AppError(ErrorCode.CONFLICT, '你已预约过这辆车，请等待商家联系或先取消原预约');
      return one(row.id);
    },

    /** one's own pending booking cancelled */
    async cancel(uid: number, id: number): Promise<CarBooking> {
      const ended = await repo.endBooking(id, { userId: uid }, 'cancelled', uid);
      if (!ended) {
        if (!(await repo.bookingOwned(id, { userId: uid }))) throw new AppError(ErrorCode.NOT_FOUND, '预约不存在');
        throw new AppError(ErrorCode.CONFLICT, '预约已处理，不能取消');
      }
      return one(id);
    },

    async list(actor: BusinessActor, q: Parsed<typeof carBookingList>): Promise<CallData<typeof carBookingList>> {
      const { list, count } = await repo.bookingPage(actor.businessId, { ...q, carId: q.car_id });
      return { list: list.map(toBooking), count, page_size: q.page_size };
    },

    /** the dealer marks a pending booking of its car done or cancels it */
    async handle(actor: BusinessActor, id: number, action: 'done' | 'cancel'): Promise<CarBooking> {
      const whose = { businessId: actor.businessId };
      const ended = await repo.endBooking(id, whose, action === 'done' ? 'done' : 'cancelled', actor.uid);
      if (!ended) {
        if (!(await repo.bookingOwned(id, whose))) throw new AppError(ErrorCode.NOT_FOUND, '预约不存在');
        throw new AppError(ErrorCode.CONFLICT, '预约已处理');
      }
      return one(id);
    },
  };
}
export type BookingService = ReturnType<typeof bookingService>;
