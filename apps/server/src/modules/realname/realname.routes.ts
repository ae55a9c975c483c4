import { realNameMine, realNameSave, recognitionAddress, recognitionIdCard, recognitionLicence } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/** Real-name certification and the recognition provider's calls (docs/identity.md). */
export const realnameModule: Module = ({ register, services: { realNames, recognitionCalls } }) => {
  register(realNameMine, (_q, ctx) => realNames.mine(me(ctx).uid));
  register(realNameSave, (q, ctx) => realNames.save(me(ctx).uid, q, ctx.ip));
  register(recognitionIdCard, (q, ctx) => recognitionCalls.idCard(me(ctx).uid, q.image, ctx.ip));
  register(recognitionLicence, (q, ctx) => recognitionCalls.licence(me(ctx).uid, q.image, ctx.ip));
  register(recognitionAddress, (q, ctx) => recognitionCalls.address(me(ctx).uid, q.text, ctx.ip));
};
