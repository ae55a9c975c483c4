import {
  carBookingCancel,
  carBookingCreate,
  carBookingHandle,
  carBookingList,
  saleAdvisorDelete,
  saleAdvisorList,
  saleAdvisorSave,
  saleAdvisorShow,
  showCarAction,
  showCarDetail,
  showCarList,
  showCarManageInfo,
  showCarMine,
  showCarSave,
  SHOWROOM_ROLES,
} from '@kc/shared';
import { me, type CallContext } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/**
 * The car showroom (docs/showroom.md). The business's calls act for `b_id` with a showroom role (owner, admin,
 * publisher); visitors' calls need no session but the booking ones.
 */
export const showroomModule: Module = ({
  register,
  services: { business, showroom, showcase, saleAdvisors, carBookings },
}) => {
  const actor = (ctx: CallContext) => business.actor(ctx, SHOWROOM_ROLES);

  // the business's listings, advisors and bookings
  register(showCarSave, async (q, ctx) => showroom.save(await actor(ctx), q));
  register(showCarAction, async (q, ctx) => showroom.act(await actor(ctx), q.id, q.action));
  register(showCarMine, async (q, ctx) => showroom.mine(await actor(ctx), q));
  register(showCarManageInfo, async (q, ctx) => showroom.info(await actor(ctx), q.id));
  register(saleAdvisorList, async (_q, ctx) => saleAdvisors.list(await actor(ctx)));
  register(saleAdvisorSave, async (q, ctx) => saleAdvisors.save(await actor(ctx), q));
  register(saleAdvisorDelete, async (q, ctx) => saleAdvisors.remove(await actor(ctx), q.id));
  register(carBookingList, async (q, ctx) => carBookings.list(await actor(ctx), q));
  register(carBookingHandle, async (q, ctx) => carBookings.handle(await actor(ctx), q.id, q.action));

  // visitors
  register(showCarList, (q) => showcase.list(q));
  register(showCarDetail, (q, ctx) => showcase.detail(ctx.user?.uid ?? null, q.id));
  register(saleAdvisorShow, (q) => showcase.advisor(q));
  register(carBookingCreate, (q, ctx) => carBookings.create(me(ctx).uid, q));
  register(carBookingCancel, (q, ctx) => carBookings.cancel(me(ctx).uid, q.id));
};
