import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText, idField, imageUrlField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';

/**
 * Feedback (spec 2.13 /my/setting/feedback, list, detail; 7.1 addfeedback, listfeedback, infofeedback): a person
 * sends text with up to 3 images and sees each one's reply; the platform auditor answers from a queue
 * (`feedbackqueue`, `feedbackqueueinfo`, `replyfeedback`) — docs/community.md.
 */

export const FEEDBACK_KINDS = ['bug', 'suggestion', 'complaint', 'other'] as const;
export const feedbackKindLabel: Record<(typeof FEEDBACK_KINDS)[number], string> = {
  bug: '功能异常',
  suggestion: '产品建议',
  complaint: '投诉',
  other: '其他',
};

export const feedbackSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(FEEDBACK_KINDS),
    kind_label: z.string(),
    content: z.string(),
    images: z.array(z.string()),
    contact: z.string(),
    /** '' until answered */
    reply: z.string(),
    reply_time: z.number().int().nullable(),
    /** 1 waiting, 2 answered */
    status: z.number().int(),
    status_label: z.string(),
    nickname: z.string(),
    create_time: z.number().int(),
    /** reply: the caller is an auditor and it is unanswered */
    actions: z.array(z.enum(['reply'])),
  }),
);
export type Feedback = z.infer<typeof feedbackSchema>;

export const addFeedback = defineCall({
  path: '/api/user/1.0.0/addfeedback',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Send feedback: kind, text (5–500 characters), up to 3 images, an optional contact; rate limited',
  query: () =>
    z.strictObject({
      kind: z.enum(FEEDBACK_KINDS, { error: '请选择反馈类型' }).default('suggestion'),
      content: displayText().min(5, '反馈内容至少5个字').max(500, '反馈内容最多500个字'),
      images: z.array(imageUrlField()).max(3, '最多3张图片').default([]),
      contact: displayText().max(50, '联系方式最多50个字').default(''),
    }),
  data: () => feedbackSchema,
});

export const listFeedback = defineCall({
  path: '/api/user/1.0.0/listfeedback',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The caller’s feedback, newest first',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(feedbackSchema),
});

export const infoFeedback = defineCall({
  path: '/api/user/1.0.0/infofeedback',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'One feedback with its reply, to its sender',
  query: () => z.strictObject({ id: idField() }),
  data: () => feedbackSchema,
});

export const feedbackQueue = defineCall({
  path: '/api/user/1.0.0/feedbackqueue',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary: 'Everyone’s feedback for the platform auditor: status 1 waiting (default, oldest first) or 2 answered',
  query: () => z.strictObject({ status: z.number().int().min(1).max(2).default(1), ...pagingQuery }),
  data: () => listOf(feedbackSchema),
});

export const feedbackQueueInfo = defineCall({
  path: '/api/user/1.0.0/feedbackqueueinfo',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary: 'One feedback of the queue for the platform auditor, with `reply` in actions while unanswered',
  query: () => z.strictObject({ id: idField() }),
  data: () => feedbackSchema,
});

export const replyFeedback = defineCall({
  path: '/api/user/1.0.0/replyfeedback',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary: 'The auditor answers one feedback once; the sender gets a message',
  query: () =>
    z.strictObject({
      id: idField(),
      reply: displayText().min(1, '请输入回复内容').max(500, '回复最多500个字'),
    }),
  data: () => feedbackSchema,
});
