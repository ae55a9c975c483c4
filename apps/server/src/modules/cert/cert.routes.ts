import { certInfo, certRegister } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

export const certModule: Module = ({ register, services: { certs } }) => {
  register(certInfo, (q, ctx) => certs.info(ctx.user?.uid ?? null, q));
  register(certRegister, (q, ctx) => certs.register(me(ctx).uid, q));
};
