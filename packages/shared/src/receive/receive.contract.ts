import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { idField, mobileField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { holdingCardSchema, optionalIdNumberField, personNameField } from '../holding/holding.schemas.js';

/**
 * The calls of server module `receive` (spec 7.4): free items to receive, receiver profiles (oneself and family),
 * surveys, and the spm attribution of the receive path.
 */

export const receivableSchema = lazySchema(() =>
  z.object({
    item_id: z.number().int(),
    name: z.string(),
    product_type: z.number().int(),
    is_cert: z.boolean(),
    project_name: z.string(),
    business_id: z.number().int(),
    business_name: z.string(),
    date_string: z.string(),
    par_value: z.number().int(),
    style_icon: z.string(),
    style_color: z.string(),
    rule_content: z.string(),
    remaining: z.number().int(),
    per_user_limit: z.number().int(),
    /** how many the caller already holds (0 when not logged in) */
    held: z.number().int(),
  }),
);
export type Receivable = z.infer<typeof receivableSchema>;

export const receiveList = defineCall({
  path: '/api/cticket/1.1.0/receive/list',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    'Free items anyone can receive now (approved, in their issuing window, no sign-up form), by type, business or name',
  query: () =>
    z.strictObject({
      product_type: z.number().int().min(1).max(3).optional(),
      business_id: idField().optional(),
      keyword: z.string().trim().max(40, '搜索内容最多40个字').default(''),
      ...pagingQuery,
    }),
  data: () => listOf(receivableSchema),
});

export const receiveResultSchema = lazySchema(() =>
  z.object({
    order_sn: z.string(),
    ticket_type: z.number().int(),
    user_wait_id: z.number().int(),
    create_time: z.number().int(),
    holding_id: z.number().int(),
    card: holdingCardSchema,
  }),
);

export const receiveUser = defineCall({
  path: '/api/cticket/1.1.0/receive/user',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Receive a free item for oneself or a family member (recipient_id), within stock and the per-user limit; spm attributes it',
  query: () =>
    z.strictObject({
      item_id: idField(),
      recipient_id: idField().nullable().default(null),
      spm: z.string().trim().max(64).default(''),
    }),
  data: () => receiveResultSchema,
});

export const receiveResult = defineCall({
  path: '/api/cticket/1.1.0/receive/result',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'The result of one of the caller’s receipts by its order_sn',
  query: () => z.strictObject({ order_sn: z.string().trim().min(1, '缺少单号').max(64) }),
  data: () => receiveResultSchema,
});

const recipientFields = { name: personNameField, mobile: mobileField, id_number: optionalIdNumberField };

export const recipientSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    /** masked: first 3 and last 4 digits */
    mobile: z.string(),
    /** masked: first 6 and last 2 characters */
    id_number: z.string(),
    is_self: z.boolean(),
  }),
);
export type Recipient = z.infer<typeof recipientSchema>;

export const editUser = defineCall({
  path: '/api/cticket/1.1.0/receive/editUser',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Set the caller’s own receiver profile (name, mobile, ID number)',
  query: () => z.strictObject(recipientFields),
  data: () => recipientSchema,
});

export const addFamily = defineCall({
  path: '/api/cticket/1.1.0/receive/addFamily',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Add a family member (at most 10) to receive items for',
  query: () => z.strictObject(recipientFields),
  data: () => recipientSchema,
});

export const familyList = defineCall({
  path: '/api/cticket/1.1.0/receive/familyList',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The caller’s own profile (first) and family members, masked',
  query: () => z.strictObject({}),
  data: () => z.object({ list: z.array(recipientSchema) }),
});

export const deleteFamily = defineCall({
  path: '/api/cticket/1.1.0/receive/deleteFamily',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Remove one of the caller’s family members (items received for them stay)',
  query: () => z.strictObject({ id: idField() }),
  data: () => z.object({ id: z.number().int() }),
});

// ---- surveys ----

export const surveySchema = lazySchema(() =>
  z.object({
    type: z.number().int(),
    title: z.string(),
    questions: z.array(z.object({ key: z.string(), label: z.string(), options: z.array(z.string()) })),
  }),
);

const surveyValue = lazySchema(() =>
  z
    .record(z.string().max(32), z.string().max(200, '回答最多200个字'))
    .refine((v) => Object.keys(v).length > 0 && Object.keys(v).length <= 20, '请填写问卷'),
);

export const surveyInfo = defineCall({
  path: '/api/Survey/1.0.0/survey/info',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'The questions of a survey type',
  query: () => z.strictObject({ type: z.number().int().min(1).max(9).default(1) }),
  data: () => surveySchema,
});

export const surveySubmit = defineCall({
  path: '/api/Survey/1.0.0/survey/submit',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Answer a survey (answers must be among its options)',
  query: () => z.strictObject({ value: surveyValue, type: z.number().int().min(1).max(9).default(1) }),
  data: () => z.object({ id: z.number().int() }),
});

export const receiveSurveySubmit = defineCall({
  path: '/api/cticket/1.1.0/receive/surveySubmit',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Answer the survey that follows receiving one of the caller’s items (once per item held)',
  query: () =>
    z.strictObject({
      value: surveyValue,
      id: idField(),
      type: z.number().int().min(1).max(9).default(1),
    }),
  data: () => z.object({ id: z.number().int() }),
});

// ---- spm attribution on the receive path ----

export const waitOutsideInfo = defineCall({
  path: '/api/cticket/1.1.0/wait/outsideInfo',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    'A receivable item opened from an outside link (sn = item id) with the spm it came through; the spm is kept for the receipt',
  query: () =>
    z.strictObject({
      sn: z
        .string()
        .trim()
        .regex(/^[1-9]\d{0,9}$/, '链接无效'),
      spm: z.string().trim().max(64).default(''),
      timestamp: z.number().int().min(0).optional(),
    }),
  data: () => z.object({ item: receivableSchema, spm: z.string() }),
});

export const waitCommon = defineCall({
  path: '/api/cticket/1.1.0/wait/common',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'Which known spm code (if any) the visit carries: module and target, or empty when unknown',
  query: () => z.strictObject({ spm: z.string().trim().max(64).default('') }),
  data: () => z.object({ spm: z.string(), module: z.string(), target_id: z.number().int() }),
});
