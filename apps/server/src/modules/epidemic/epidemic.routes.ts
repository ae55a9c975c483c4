import { epidemicList, epidemicMine, epidemicSave, MANAGER_ROLES } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/** Health declarations: a visitor's own (once a day per exhibition); the exhibition's business reads them. */
export const epidemicModule: Module = ({ register, services: { epidemic, business } }) => {
  register(epidemicMine, (q, ctx) => epidemic.mine(me(ctx).uid, q));
  register(epidemicSave, (q, ctx) => epidemic.save(me(ctx).uid, q));
  register(epidemicList, async (q, ctx) => epidemic.list(await business.actor(ctx, MANAGER_ROLES), q));
};
