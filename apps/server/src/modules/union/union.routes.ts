import {
  campaignInfo,
  campaignList,
  campaignSave,
  unionApplications,
  unionApply,
  unionMine,
  unionReview,
} from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import { MANAGERS } from '../business/business.service.js';
import type { Module } from '../module.js';

export const unionModule: Module = ({ register, services: { business, union } }) => {
  register(campaignList, (q, ctx) => union.list(me(ctx).uid, ctx.payload.b_id, q));
  register(campaignInfo, (q, ctx) => union.info(me(ctx).uid, ctx.payload.b_id, q.id));
  register(campaignSave, (q, ctx) => union.save(me(ctx).uid, q));
  register(unionApply, async (q, ctx) => union.apply(await business.actor(ctx, MANAGERS), q));
  register(unionMine, async (q, ctx) => union.mine(await business.actor(ctx, MANAGERS), q));
  register(unionApplications, (q, ctx) => union.applications(me(ctx).uid, q));
  register(unionReview, (q, ctx) => union.review(me(ctx).uid, q));
};
