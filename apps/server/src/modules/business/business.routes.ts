import { myBusinesses } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

export const businessModule: Module = ({ register, services: { business } }) => {
  register(myBusinesses, (_q, ctx) => business.mine(me(ctx).uid));
};
