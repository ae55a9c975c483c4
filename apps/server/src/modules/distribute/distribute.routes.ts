import { distributeClaim, distributeIssue, distributeMine } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import { MANAGERS } from '../business/business.service.js';
import type { Module } from '../module.js';

export const distributeModule: Module = ({ register, services: { business, distribute } }) => {
  register(distributeIssue, async (q, ctx) => distribute.issue(await business.actor(ctx, MANAGERS), q));
  register(distributeMine, (q, ctx) => distribute.mine(me(ctx).uid, q));
  register(distributeClaim, (q, ctx) => distribute.claim(me(ctx).uid, q));
};
