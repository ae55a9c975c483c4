import { publisherAdd, publisherIssue, publisherList, publisherMine, publisherRecords } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import { MANAGERS } from '../business/business.service.js';
import type { Module } from '../module.js';

export const publisherModule: Module = ({ register, services: { business, publishers } }) => {
  register(publisherAdd, async (q, ctx) => publishers.appoint(await business.actor(ctx, MANAGERS), q));
  register(publisherList, async (q, ctx) => publishers.ofItem(await business.actor(ctx, MANAGERS), q.item_id, q));
  register(publisherMine, (q, ctx) => publishers.mine(me(ctx).uid, q));
  register(publisherIssue, (q, ctx) => publishers.issue(me(ctx).uid, q.quota_id, q.mobiles));
  register(publisherRecords, (q, ctx) => publishers.records(me(ctx).uid, q.quota_id, q));
};
