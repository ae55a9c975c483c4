import { adIndex, docIndex, servicesPhone, spmCreate, uploadSign } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

export const publicModule: Module = ({ register, services: { content } }) => {
  register(docIndex, (q) => content.doc(q.key));
  register(servicesPhone, async () => content.servicesPhone());
  register(adIndex, (q) => content.banners(q.position));
  register(spmCreate, (q, ctx) => content.createSpm(ctx.user?.uid ?? null, q));
  register(uploadSign, (q, ctx) => content.signUpload(me(ctx).uid, q.content_type));
};
