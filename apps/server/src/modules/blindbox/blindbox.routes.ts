import {
  blindBoxBuy,
  blindBoxInfo,
  blindBoxList,
  blindBoxManageList,
  blindBoxMyOpens,
  blindBoxOrderResult,
  blindBoxSave,
  type CallDef,
  type Role,
} from '@kc/shared';
import { me, type CallContext } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/** The roles a call's contract lets act for the business (one source: the contract's `access`). */
const rolesOf = (def: CallDef): readonly Role[] => (typeof def.access === 'object' ? (def.access.business ?? []) : []);

/** Blind boxes (docs/blindbox.md). */
export const blindBoxModule: Module = ({ register, services: { blindBoxes, business } }) => {
  const actor = (def: CallDef, ctx: CallContext) => business.actor(ctx, rolesOf(def));
  register(blindBoxInfo, (q, ctx) => blindBoxes.info(ctx.user?.uid ?? null, q));
  register(blindBoxList, (q) => blindBoxes.list(q));
  register(blindBoxBuy, (q, ctx) => blindBoxes.buy(me(ctx), q));
  register(blindBoxOrderResult, (q, ctx) => blindBoxes.orderResult(me(ctx).uid, q.order_id));
  register(blindBoxMyOpens, (q, ctx) => blindBoxes.myOpens(me(ctx).uid, q));
  register(blindBoxManageList, async (q, ctx) => blindBoxes.manageList(await actor(blindBoxManageList, ctx), q));
  register(blindBoxSave, async (q, ctx) => blindBoxes.save(await actor(blindBoxSave, ctx), q));
};
