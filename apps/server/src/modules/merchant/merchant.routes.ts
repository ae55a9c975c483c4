import {
  merchantAdminChangeConfirm,
  merchantAdminChangeSend,
  merchantDraft,
  merchantRetrieve,
  merchantSave,
  merchantSubmit,
  merchantVerify,
  merchantVerifySend,
} from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/** Business registration and the administrator change (docs/merchant.md). */
export const merchantModule: Module = ({ register, services: { business, merchant, merchantAdminChange } }) => {
  register(merchantDraft, (_q, ctx) => merchant.draft(me(ctx).uid));
  register(merchantSave, (q, ctx) => merchant.save(me(ctx).uid, q));
  register(merchantRetrieve, (q, ctx) => merchant.retrieve(me(ctx).uid, q.keyword));
  register(merchantVerifySend, (_q, ctx) => merchant.verifySend(me(ctx).uid, ctx.ip));
  register(merchantVerify, (q, ctx) => merchant.verify(me(ctx).uid, q));
  register(merchantSubmit, (_q, ctx) => merchant.submit(me(ctx).uid));
  register(merchantAdminChangeSend, async (q, ctx) =>
    merchantAdminChange.send(await business.actor(ctx, ['owner']), q.mobile, ctx.ip),
  );
  register(merchantAdminChangeConfirm, async (q, ctx) =>
    merchantAdminChange.confirm(await business.actor(ctx, ['owner']), q.mobile, q.code),
  );
};
