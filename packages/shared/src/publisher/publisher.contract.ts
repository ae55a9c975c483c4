import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { idField, mobileField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';

export const quotaSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    item_id: z.number().int(),
    item_name: z.string(),
    product_type: z.number().int(),
    business_id: z.number().int(),
    business_name: z.string(),
    user_id: z.number().int(),
    user_name: z.string(),
    mobile: z.string(),
    avatar: z.string(),
    quota: z.number().int(),
    issued: z.number().int(),
    remaining: z.number().int(),
  }),
);
export type PublisherQuota = z.infer<typeof quotaSchema>;

export const publisherAdd = defineCall({
  path: '/api/cticket/1.1.0/publisher/add',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Appoint a registered user (by mobile) publisher of an approved item of the b_id business with a quota (sets it again for an existing publisher, never below what was issued)',
  query: () =>
    z.strictObject({
      item_id: idField(),
      mobile: mobileField,
      quota: z.number({ error: '请输入发放额度' }).int('额度须为整数').min(1, '额度至少为1').max(100000, '额度过大'),
    }),
  data: () => quotaSchema,
});

export const publisherList = defineCall({
  path: '/api/cticket/1.1.0/publisher/list',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Publishers of an item of the b_id business with their quota and use',
  query: () => z.strictObject({ item_id: idField(), ...pagingQuery }),
  data: () => listOf(quotaSchema),
});

export const publisherMine = defineCall({
  path: '/api/cticket/1.1.0/publisher/mine',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The quotas the caller holds as publisher, across businesses',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(quotaSchema),
});

export const issueResultSchema = lazySchema(() =>
  z.object({
    mobile: z.string(),
    ok: z.boolean(),
    code: z.number().int(),
    message: z.string(),
  }),
);

export const publisherIssue = defineCall({
  path: '/api/cticket/1.1.0/publisher/issue',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'The publisher issues from their own quota to customers by mobile (an unknown mobile gets an account); a result per recipient',
  query: () =>
    z.strictObject({
      quota_id: idField(),
      mobiles: z.array(mobileField).min(1, '请输入手机号').max(50, '一次最多发放50人'),
    }),
  data: () => z.object({ results: z.array(issueResultSchema), quota: quotaSchema }),
});

export const publishRecordSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    mobile: z.string(),
    user_name: z.string(),
    create_time: z.number().int(),
  }),
);

export const publisherRecords = defineCall({
  path: '/api/cticket/1.1.0/publisher/records',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES, owner: true },
  summary: 'What a quota issued, to whom and when: for its publisher and the managers of its business',
  query: () => z.strictObject({ quota_id: idField(), ...pagingQuery }),
  data: () => listOf(publishRecordSchema),
});
