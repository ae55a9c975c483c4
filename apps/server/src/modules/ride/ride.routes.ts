import {
  rideApply,
  rideApplyAudit,
  rideApplyInfo,
  rideApplyList,
  rideCancel,
  rideClockin,
  rideClockinMine,
  rideClockinReview,
  rideHeadcount,
  rideLeaderApply,
  rideLeaderMine,
  rideLike,
  rideList,
  rideLocation,
  rideManageList,
  rideMark,
  rideMyList,
  rideRevoke,
  rideRoleSet,
  rideSave,
  rideShow,
} from '@kc/shared';
import { me, type CallContext } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/**
 * Group rides (docs/ride.md). Calls naming a ride decide access through ride-access.ts in the services (its creator,
 * a rider given a role, an approved rider); no b_id: a ride belongs to its leader, not to a business.
 */
export const rideModule: Module = ({
  app,
  register,
  services: { rideLeaders, rides, rideApplications, rideClockins },
}) => {
  const uid = (ctx: CallContext) => me(ctx).uid;
  // a shutdown answers the waiting headcount long polls instead of holding the close for their 25 s
  app.addHook('preClose', async () => rideClockins.wakeAll());

  // leaders
  register(rideLeaderMine, (_q, ctx) => rideLeaders.mine(uid(ctx)));
  register(rideLeaderApply, (q, ctx) => rideLeaders.apply(uid(ctx), q));

  // rides
  register(rideSave, (q, ctx) => rides.save(uid(ctx), q));
  register(rideRevoke, (q, ctx) => rides.revoke(uid(ctx), q));
  register(rideManageList, (q, ctx) => rides.manageList(uid(ctx), q));
  register(rideList, (q) => rides.list(q));
  register(rideShow, (q, ctx) => rides.show(ctx.user?.uid ?? null, q));
  register(rideLike, (q, ctx) => rides.like(uid(ctx), q));

  // applications
  register(rideApply, (q, ctx) => rideApplications.apply(uid(ctx), q));
  register(rideCancel, (q, ctx) => rideApplications.cancel(uid(ctx), q));
  register(rideMyList, (q, ctx) => rideApplications.myList(uid(ctx), q));
  register(rideApplyList, (q, ctx) => rideApplications.applyList(uid(ctx), q));
  register(rideApplyInfo, (q, ctx) => rideApplications.applyInfo(uid(ctx), q));
  register(rideApplyAudit, (q, ctx) => rideApplications.applyAudit(uid(ctx), q));
  register(rideRoleSet, (q, ctx) => rideApplications.setRole(uid(ctx), q));

  // clock-in
  register(rideClockinMine, (q, ctx) => rideClockins.mine(uid(ctx), q));
  register(rideLocation, (q, ctx) => rideClockins.location(uid(ctx), q));
  register(rideClockin, (q, ctx) => rideClockins.sign(uid(ctx), q));
  register(rideHeadcount, (q, ctx) => rideClockins.headcount(uid(ctx), q));
  register(rideClockinReview, (q, ctx) => rideClockins.review(uid(ctx), q));
  register(rideMark, (q, ctx) => rideClockins.mark(uid(ctx), q));
};
