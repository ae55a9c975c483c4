import {
  lotteryAbsent,
  lotteryCancel,
  lotteryConfirm,
  lotteryEnter,
  lotteryList,
  lotteryManageInfo,
  lotteryManageList,
  lotteryMy,
  lotteryPublish,
  lotterySave,
  lotteryScreen,
  lotteryShow,
  lotteryStart,
  MANAGER_ROLES,
} from '@kc/shared';
import { me, type CallContext } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/** Lotteries (docs/lottery.md): members' calls act for the caller; managers' calls for the b_id business. */
export const lotteryModule: Module = ({ register, services: { business, lottery } }) => {
  const actor = (ctx: CallContext) => business.actor(ctx, MANAGER_ROLES);

  register(lotteryList, (q) => lottery.list(q));
  register(lotteryMy, (q, ctx) => lottery.my(me(ctx).uid, q));
  register(lotteryShow, (q, ctx) => lottery.show(me(ctx).uid, q.id));
  register(lotteryEnter, (q, ctx) => lottery.enter(me(ctx).uid, q.id));

  register(lotteryManageList, async (q, ctx) => lottery.manageList(await actor(ctx), q));
  register(lotteryManageInfo, async (q, ctx) => lottery.manageInfo(await actor(ctx), q.id));
  register(lotterySave, async (q, ctx) => lottery.save(await actor(ctx), q));
  register(lotteryPublish, async (q, ctx) => lottery.publish(await actor(ctx), q.id));
  register(lotteryCancel, async (q, ctx) => lottery.cancel(await actor(ctx), q.id));
  register(lotteryScreen, async (q, ctx) => lottery.screen(await actor(ctx), q.id));
  register(lotteryStart, async (q, ctx) => lottery.start(await actor(ctx), q.id));
  register(lotteryConfirm, async (q, ctx) => lottery.confirm(await actor(ctx), q));
  register(lotteryAbsent, async (q, ctx) => lottery.absent(await actor(ctx), q));
};
