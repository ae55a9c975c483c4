import {
  addFamily,
  deleteFamily,
  editUser,
  familyList,
  receiveList,
  receiveResult,
  receiveSurveySubmit,
  receiveUser,
  surveyInfo,
  surveySubmit,
  waitCommon,
  waitOutsideInfo,
} from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

export const receiveModule: Module = ({ register, services: { receive, recipients, surveys, spm } }) => {
  register(receiveList, (q, ctx) => receive.list(ctx.user?.uid ?? null, q));
  register(receiveUser, (q, ctx) => receive.receive(me(ctx).uid, q));
  register(receiveResult, (q, ctx) => receive.result(me(ctx).uid, q));
  register(editUser, (q, ctx) => recipients.editSelf(me(ctx).uid, q));
  register(addFamily, (q, ctx) => recipients.addFamily(me(ctx).uid, q));
  register(familyList, (_q, ctx) => recipients.familyList(me(ctx).uid));
  register(deleteFamily, (q, ctx) => recipients.deleteFamily(me(ctx).uid, q));
  register(surveyInfo, async (q) => surveys.info(q));
  register(surveySubmit, (q, ctx) => surveys.submit(me(ctx).uid, q));
  register(receiveSurveySubmit, (q, ctx) => surveys.submit(me(ctx).uid, q));
  register(waitOutsideInfo, (q, ctx) => receive.outsideInfo(ctx.user?.uid ?? null, q));
  register(waitCommon, (q) => spm.info(q.spm));
};
