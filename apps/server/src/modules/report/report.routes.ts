import { reportCreate } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/** Reports (docs/community.md); the auditor decides cases through the audit calls (type report). */
export const reportModule: Module = ({ register, services: { reports } }) => {
  register(reportCreate, (q, ctx) => reports.create(me(ctx).uid, q, ctx.ip));
};
