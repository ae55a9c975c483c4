import { auditDecide, auditInfo, auditList } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

export const auditModule: Module = ({ register, services: { audit } }) => {
  register(auditList, (q, ctx) => audit.list(me(ctx).uid, q));
  register(auditInfo, (q, ctx) => audit.info(me(ctx).uid, q.id));
  register(auditDecide, (q, ctx) => audit.decide(me(ctx).uid, q.id, q.pass, q.remark));
};
