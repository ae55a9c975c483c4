import { reportCreate, reportUpload } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/**
 * Reports (docs/community.md); the auditor decides cases through the audit calls (type report). `report/upload` is
 * the spec's name for signing an image of evidence: the same signed upload as every image (docs/security.md).
 */
export const reportModule: Module = ({ register, services: { reports, content } }) => {
  register(reportCreate, (q, ctx) => reports.create(me(ctx).uid, q, ctx.ip));
  register(reportUpload, (q, ctx) => content.signUpload(me(ctx).uid, q.content_type));
};
