import {
  statisticsChannelList,
  statisticsCouponInfo,
  statisticsGuard,
  statisticsGuardSettings,
  statisticsIndex,
  statisticsInvitationInfo,
  statisticsProjectCreatorList,
  statisticsProjectList,
  statisticsTicketInfo,
  statisticsTicketList,
  statisticsUserList,
  type CallDef,
  type Role,
} from '@kc/shared';
import type { CallContext } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/** The roles a call's contract lets act for the business (one source: the contract's `access`). */
const rolesOf = (def: CallDef): readonly Role[] => (typeof def.access === 'object' ? (def.access.business ?? []) : []);

/** Efficiency statistics and the gate screen (docs/statistics.md): every call acts for the payload's b_id. */
export const statisticsModule: Module = ({ app, register, services: { business, statistics, guard } }) => {
  const actor = (def: CallDef, ctx: CallContext) => business.actor(ctx, rolesOf(def));
  // a shutdown answers the waiting gate screens instead of holding the close for their 25 s
  app.addHook('preClose', async () => guard.wakeAll());

  register(statisticsIndex, async (q, ctx) => statistics.index(await actor(statisticsIndex, ctx), q));
  register(statisticsProjectList, async (q, ctx) => statistics.projectList(await actor(statisticsProjectList, ctx), q));
  register(statisticsChannelList, async (q, ctx) => statistics.channelList(await actor(statisticsChannelList, ctx), q));
  register(statisticsUserList, async (q, ctx) => statistics.userList(await actor(statisticsUserList, ctx), q));
  register(statisticsTicketList, async (q, ctx) => statistics.ticketList(await actor(statisticsTicketList, ctx), q));
  register(statisticsProjectCreatorList, async (q, ctx) =>
    statistics.projectCreatorList(await actor(statisticsProjectCreatorList, ctx), q),
  );
  register(statisticsTicketInfo, async (q, ctx) => statistics.itemInfo(await actor(statisticsTicketInfo, ctx), 1, q));
  register(statisticsCouponInfo, async (q, ctx) => statistics.itemInfo(await actor(statisticsCouponInfo, ctx), 2, q));
  register(statisticsInvitationInfo, async (q, ctx) =>
    statistics.itemInfo(await actor(statisticsInvitationInfo, ctx), 3, q),
  );
  register(statisticsGuard, async (q, ctx) => guard.guard(await actor(statisticsGuard, ctx), q));
  register(statisticsGuardSettings, async (q, ctx) => guard.settings(await actor(statisticsGuardSettings, ctx), q));
};
