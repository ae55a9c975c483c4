import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { displayText, idField, imageUrlField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { formFieldInput, formFieldSchema } from '../form/form.contract.js';

const seconds = lazySchema(() =>
  z.number({ error: '请选择时间' }).int().min(946684800, '时间无效').max(4102444800, '时间无效'),
);

export const campaignSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    cover: z.string(),
    start_time: z.number().int(),
    end_time: z.number().int(),
    fields: z.array(formFieldSchema),
    /** the b_id business's latest application: 1 pending, 2 passed, 3 rejected; null when none */
    my_status: z.number().int().nullable(),
    my_application_id: z.number().int().nullable(),
  }),
);
export type Campaign = z.infer<typeof campaignSchema>;

export const applicationSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    campaign_id: z.number().int(),
    campaign_title: z.string(),
    business_id: z.number().int(),
    business_name: z.string(),
    values: z.record(z.string(), z.unknown()),
    status: z.number().int(),
    remark: z.string(),
    create_time: z.number().int(),
    review_time: z.number().int().nullable(),
  }),
);
export type UnionApplication = z.infer<typeof applicationSchema>;

export const campaignList = defineCall({
  path: '/api/union/1.0.0/campaign/list',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Union-marketing campaigns, newest first, with the b_id business’s application state when b_id is given',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(campaignSchema),
});

export const campaignInfo = defineCall({
  path: '/api/union/1.0.0/campaign/info',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'One campaign with its application form',
  query: () => z.strictObject({ id: idField() }),
  data: () => campaignSchema,
});

export const campaignSave = defineCall({
  path: '/api/union/1.0.0/campaign/save',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary: 'Create (no id) or update a campaign: auditors only',
  query: () =>
    z
      .strictObject({
        id: idField().optional(),
        title: displayText().min(1, '请输入活动名称').max(40, '活动名称最多40个字'),
        description: z.string().max(2000, '说明最多2000个字').default(''),
        cover: imageUrlField('封面地址无效', { allowEmpty: true }).default(''),
        start_time: seconds,
        end_time: seconds,
        fields: z.array(formFieldInput).min(1, '请至少添加一个字段').max(30, '最多30个字段'),
      })
      .refine((q) => q.end_time > q.start_time, { message: '结束时间须晚于开始时间', path: ['end_time'] }),
  data: () => campaignSchema,
});

export const unionApply = defineCall({
  path: '/api/union/1.0.0/apply',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'The b_id business applies to an open campaign with the campaign’s form (again after a rejection)',
  query: () => z.strictObject({ campaign_id: idField(), values: z.record(z.string(), z.unknown()) }),
  data: () => applicationSchema,
});

export const unionMine = defineCall({
  path: '/api/union/1.0.0/application/mine',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'The b_id business’s applications (optionally of one campaign), newest first',
  query: () => z.strictObject({ campaign_id: idField().optional(), ...pagingQuery }),
  data: () => listOf(applicationSchema),
});

export const unionApplications = defineCall({
  path: '/api/union/1.0.0/application/list',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary: 'Applications to review (auditors): by status, default pending',
  query: () => z.strictObject({ status: z.number().int().min(1).max(3).default(1), ...pagingQuery }),
  data: () => listOf(applicationSchema),
});

export const unionReview = defineCall({
  path: '/api/union/1.0.0/application/review',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary: 'Pass or reject (remark required) a pending application: auditors only',
  query: () =>
    z
      .strictObject({
        id: idField(),
        pass: z.boolean(),
        remark: z.string().trim().max(200, '备注最多200个字').default(''),
      })
      .refine((q) => q.pass || q.remark.length > 0, { message: '驳回时请填写原因', path: ['remark'] }),
  data: () => applicationSchema,
});
