import { holdingCode, holdingInfo, holdingList, holdingWatch, holdingWriteOffs, offlineStores } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

export const holdingModule: Module = ({ app, register, services: { holder } }) => {
  register(holdingList, (q, ctx) => holder.list(me(ctx).uid, q));
  register(holdingInfo, (q, ctx) => holder.card(me(ctx).uid, q.holding_id));
  register(holdingCode, (q, ctx) => holder.code(me(ctx), q), { session: 'in-statement' });
  register(holdingWatch, (q, ctx) => holder.watch(me(ctx).uid, q));
  register(holdingWriteOffs, (q, ctx) => holder.writeOffs(me(ctx).uid, q));
  register(offlineStores, (q, ctx) => holder.stores(me(ctx).uid, q));
  // a shutdown answers the waiting long polls instead of holding the close for their 25 s
  app.addHook('preClose', async () => holder.wakeAll());
};
