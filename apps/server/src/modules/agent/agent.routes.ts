import { agentAdd, agentInfo, agentList, agentMine } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import { MANAGERS } from '../business/business.service.js';
import type { Module } from '../module.js';

export const agentModule: Module = ({ register, services: { business, agents } }) => {
  register(agentAdd, async (q, ctx) => agents.add(await business.actor(ctx, MANAGERS), q));
  register(agentList, async (q, ctx) => agents.ofItem(await business.actor(ctx, MANAGERS), q.item_id, q));
  register(agentMine, (q, ctx) => agents.mine(me(ctx).uid, q));
  register(agentInfo, (q, ctx) => agents.info(me(ctx).uid, q.id));
};
