import { carOwnerApply, carOwnerCancel, carOwnerInfo, carOwnerList } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/** Car-owner certification (docs/identity.md): the applicant's calls; the auditor decides in the audit queue. */
export const carownerModule: Module = ({ register, services: { carOwners } }) => {
  register(carOwnerApply, (q, ctx) => carOwners.apply(me(ctx).uid, q));
  register(carOwnerList, (q, ctx) => carOwners.list(me(ctx).uid, q));
  register(carOwnerInfo, (q, ctx) => carOwners.info(me(ctx).uid, q.id));
  register(carOwnerCancel, (q, ctx) => carOwners.cancel(me(ctx).uid, q.id));
};
