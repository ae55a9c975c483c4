import {
  formInfo,
  formList,
  formOfTarget,
  formSave,
  submissionInfo,
  submissionList,
  submissionReview,
  submissionSubmit,
} from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import { MANAGERS } from '../business/business.service.js';
import type { Module } from '../module.js';

export const formModule: Module = ({ register, services: { business, forms } }) => {
  register(formSave, async (q, ctx) => forms.save(await business.actor(ctx, MANAGERS), q));
  register(formInfo, async (q, ctx) => forms.info(await business.actor(ctx, MANAGERS), q.id));
  register(formList, async (q, ctx) => forms.list(await business.actor(ctx, MANAGERS), q));
  register(formOfTarget, (q, ctx) => forms.target(q.type, q.id, ctx.user?.uid ?? null));
  register(submissionSubmit, (q, ctx) => forms.submit(me(ctx).uid, q, ctx.payload.spm ?? null));
  register(submissionList, async (q, ctx) => forms.submissions(await business.actor(ctx, MANAGERS), q));
  register(submissionReview, async (q, ctx) => forms.review(await business.actor(ctx, MANAGERS), q));
  register(submissionInfo, async (q, ctx) => forms.submission(await business.actor(ctx, MANAGERS), q.id));
};
