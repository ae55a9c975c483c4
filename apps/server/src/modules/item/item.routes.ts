import { itemAction, itemInfo, itemList, itemSave } from '@kc/shared';
import { MANAGERS } from '../business/business.service.js';
import type { Module } from '../module.js';

export const itemModule: Module = ({ register, services: { business, items } }) => {
  register(itemSave, async (q, ctx) => items.save(await business.actor(ctx, MANAGERS), q));
  register(itemAction, async (q, ctx) => items.act(await business.actor(ctx, MANAGERS), q.id, q.action));
  register(itemList, async (q, ctx) => items.list(await business.actor(ctx, MANAGERS), q));
  register(itemInfo, async (q, ctx) => items.info(await business.actor(ctx, MANAGERS), q.id));
};
