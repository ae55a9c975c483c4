import { relationInfo, relationSave } from '@kc/shared';
import { MANAGERS } from '../business/business.service.js';
import type { Module } from '../module.js';

export const relationModule: Module = ({ register, services: { business, relations } }) => {
  register(relationInfo, async (q, ctx) => relations.info(await business.actor(ctx, MANAGERS), q.ticket_id));
  register(relationSave, async (q, ctx) =>
    relations.save(await business.actor(ctx, MANAGERS), q.ticket_id, q.coupon_ids),
  );
};
