import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { idField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';

/** The calls of server module `message`: the notices a user receives (orders, audits, write-offs), read or unread. */

export const MESSAGE_KINDS = ['order', 'audit', 'write_off', 'community'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  order: '订单',
  audit: '审核',
  write_off: '核销',
  community: '社区',
};

export const messageSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(MESSAGE_KINDS),
    title: z.string(),
    body: z.string(),
    /** the app path the notice opens ('' for none) */
    link: z.string(),
    read: z.boolean(),
    create_time: z.number().int(),
  }),
);
export type Message = z.infer<typeof messageSchema>;

/** What a change of read state answers: the caller's unread count after it. */
const unreadData = lazySchema(() => z.object({ unread: z.number().int() }));

export const messageList = defineCall({
  path: '/api/message/1.0.0/message/list',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: "The caller's notices, newest first, with the unread count",
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(messageSchema).extend({ unread: z.number().int() }),
});

export const messageRead = defineCall({
  path: '/api/message/1.0.0/message/read',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: "Marks one of the caller's notices read (again: no change); another user's notice is 10004",
  query: () => z.strictObject({ id: idField('消息无效') }),
  data: () => unreadData,
});

export const messageReadAll = defineCall({
  path: '/api/message/1.0.0/message/read_all',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Marks every notice of the caller read',
  query: () => z.strictObject({}),
  data: () => unreadData,
});
