import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { displayText, idField, imageUrlField, mobileField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { issueResultSchema } from '../publisher/publisher.contract.js';

export const distributeIssue = defineCall({
  path: '/api/cticket/1.1.0/distribute/issue',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Issue an approved item of the b_id business directly to mobiles (a result each); daily: the per-user limit counts per day',
  query: () =>
    z.strictObject({
      item_id: idField(),
      mobiles: z.array(mobileField).min(1, '请输入手机号').max(200, '一次最多发放200人'),
      daily: z.boolean().default(false),
    }),
  data: () => z.object({ distribution_id: z.number().int(), results: z.array(issueResultSchema) }),
});

export const receivedSchema = lazySchema(() =>
  z.object({
    holding_id: z.number().int(),
    item_id: z.number().int(),
    item_name: z.string(),
    product_type: z.number().int(),
    is_cert: z.boolean(),
    business_name: z.string(),
    rule_content: z.string(),
    holder_name: z.string(),
    holder_photo: z.string(),
    holder_tags: z.array(z.string()),
    claimed: z.boolean(),
    create_time: z.number().int(),
  }),
);
export type Received = z.infer<typeof receivedSchema>;

export const distributeMine = defineCall({
  path: '/api/cticket/1.1.0/distribute/mine',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Items distributed to the caller, unclaimed first',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(receivedSchema),
});

export const distributeClaim = defineCall({
  path: '/api/cticket/1.1.0/distribute/claim',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'The recipient claims a distributed item with the holder’s name, photo and tags (a pass is tied to its named holder)',
  query: () =>
    z.strictObject({
      holding_id: idField(),
      holder_name: displayText().min(2, '请输入姓名').max(20, '姓名最多20个字'),
      holder_photo: imageUrlField('请上传照片'),
      holder_tags: z.array(displayText().min(1).max(10, '标签最多10个字')).max(5, '最多5个标签').default([]),
    }),
  data: () => receivedSchema,
});
