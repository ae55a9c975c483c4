import { addFeedback, feedbackQueue, feedbackQueueInfo, infoFeedback, listFeedback, replyFeedback } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/** Feedback: a person sends and reads their own; the platform auditor answers from a queue (docs/community.md). */
export const feedbackModule: Module = ({ register, services: { feedback } }) => {
  register(addFeedback, (q, ctx) => feedback.add(me(ctx).uid, q, ctx.ip));
  register(listFeedback, (q, ctx) => feedback.mine(me(ctx).uid, q));
  register(infoFeedback, (q, ctx) => feedback.info(me(ctx).uid, q.id));
  register(feedbackQueue, (q, ctx) => feedback.queue(me(ctx).uid, q));
  register(feedbackQueueInfo, (q, ctx) => feedback.queueInfo(me(ctx).uid, q.id));
  register(replyFeedback, (q, ctx) => feedback.reply(me(ctx).uid, q));
};
