import { z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText, idField, imageUrlField, INT32_MAX, mobileField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { isChineseName, isIdNumber } from '../common/validators.js';

/** What a held item is now, computed on read: usable, used up (in all or today), not yet valid, expired, disabled. */
export const HOLDING_STATES = ['valid', 'used', 'used_today', 'not_started', 'expired', 'disabled'] as const;
export type HoldingState = (typeof HOLDING_STATES)[number];
export const HOLDING_STATE_LABELS: Record<HoldingState, string> = {
  valid: '可使用',
  used: '已使用',
  used_today: '今日已用完',
  not_started: '未到使用时间',
  expired: '已过期',
  disabled: '已停用',
};

/** The ticket card of spec 3.4 plus what the holder needs: state, uses, holder. */
export const holdingCardSchema = z.object({
  holding_id: z.number().int(),
  ticket_id: z.number().int(),
  ticket_name: z.string(),
  product_type: z.number().int(),
  is_cert: z.boolean(),
  project_name: z.string(),
  business_id: z.number().int(),
  business_name: z.string(),
  /** the validity as "y.m.d - y.m.d" */
  date_string: z.string(),
  ticket_par_value: z.number().int(),
  ticket_sell_value: z.number().int(),
  ticket_style_icon: z.string(),
  ticket_style_color: z.string(),
  ticket_rule_content: z.string(),
  ticket_validity_start: z.number().int().nullable(),
  ticket_validity_end: z.number().int().nullable(),
  state: z.enum(HOLDING_STATES),
  state_label: z.string(),
  write_off_mode: z.number().int(),
  limit_type: z.number().int(),
  limit_num: z.number().int(),
  /** write-offs in all */
  used: z.number().int(),
  /** uses left: in all (limit type 1) or today (limit type 2) */
  remaining: z.number().int(),
  last_used_time: z.number().int().nullable(),
  /** the named holder (passes) or the family member it was received for, masked */
  holder_name: z.string(),
  holder_mobile: z.string(),
  /** the pass's serial for registration and printing; empty for other items */
  cert_sn: z.string(),
  registered: z.boolean(),
  create_time: z.number().int(),
});
export type HoldingCard = z.infer<typeof holdingCardSchema>;

export const holdingList = defineCall({
  path: '/api/cticket/1.1.0/holding/list',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'The caller’s items: usable ones (scope valid) or used and expired ones (scope old), by product type, passes or not, searched by name',
  query: z.strictObject({
    product_type: z.number().int().min(1).max(3).optional(),
    is_cert: z.boolean().optional(),
    scope: z.enum(['valid', 'old']).default('valid'),
    keyword: z.string().trim().max(40, '搜索内容最多40个字').default(''),
    ...pagingQuery,
  }),
  data: listOf(holdingCardSchema),
});

export const holdingInfo = defineCall({
  path: '/api/cticket/1.1.0/holding/info',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'One of the caller’s items',
  query: z.strictObject({ holding_id: idField() }),
  data: holdingCardSchema,
});

export const holdingCode = defineCall({
  path: '/api/cticket/1.1.0/holding/code',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'A signed, short-lived code of one of the caller’s items for the QR screen (refresh before refresh_in); print: a registered pass’s code valid until the pass expires',
  query: z.strictObject({ holding_id: idField(), print: z.boolean().default(false) }),
  data: z.object({
    code: z.string(),
    expires_at: z.number().int(),
    refresh_in: z.number().int(),
    card: holdingCardSchema,
  }),
});

export const writeOffRecordSchema = z.object({
  id: z.number().int(),
  holding_id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  point_id: z.number().int(),
  point_name: z.string(),
  point_location: z.string(),
  /** 1 scanned by a checker, 2 the holder scanned the point */
  mode: z.number().int(),
  checker_name: z.string(),
  holder_name: z.string(),
  holder_mobile: z.string(),
  create_time: z.number().int(),
});
export type WriteOffRecord = z.infer<typeof writeOffRecordSchema>;

export const holdingWatch = defineCall({
  path: '/api/cticket/1.1.0/holding/watch',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'Waits (up to 25 s) until one of the caller’s items is written off beyond `used`; answers at once when it already is',
  query: z.strictObject({ holding_id: idField(), used: z.number().int().min(0).max(INT32_MAX) }),
  data: z.object({ changed: z.boolean(), card: holdingCardSchema, last: writeOffRecordSchema.nullable() }),
});

export const holdingWriteOffs = defineCall({
  path: '/api/cticket/1.1.0/holding/writeoffs',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Every write-off of the caller’s items: some holdings, or all the caller holds of one item; newest first',
  query: z.strictObject({
    holding_ids: z.array(idField()).max(50).default([]),
    item_id: idField().optional(),
    ...pagingQuery,
  }),
  data: listOf(writeOffRecordSchema),
});

export const offlineStoreSchema = z.object({
  id: z.number().int(),
  point_name: z.string(),
  point_location: z.string(),
  point_longitude: z.number().nullable(),
  point_latitude: z.number().nullable(),
  opening_hours: z.string(),
  /** km from the given position; null when unknown */
  distance: z.number().nullable(),
});

export const offlineStores = defineCall({
  path: '/api/cticket/1.1.0/holding/stores',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Where one of the caller’s items can be used (its write-off points), nearest first when a position is given',
  query: z.strictObject({
    holding_id: idField(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  }),
  data: z.object({ list: z.array(offlineStoreSchema) }),
});

// ---- receiving free items (spec 7.4) ----

export const receivableSchema = z.object({
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
});
export type Receivable = z.infer<typeof receivableSchema>;

export const receiveList = defineCall({
  path: '/api/cticket/1.1.0/receive/list',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    'Free items anyone can receive now (approved, in their issuing window, no sign-up form), by type, business or name',
  query: z.strictObject({
    product_type: z.number().int().min(1).max(3).optional(),
    business_id: idField().optional(),
    keyword: z.string().trim().max(40, '搜索内容最多40个字').default(''),
    ...pagingQuery,
  }),
  data: listOf(receivableSchema),
});

export const receiveResultSchema = z.object({
  order_sn: z.string(),
  ticket_type: z.number().int(),
  user_wait_id: z.number().int(),
  create_time: z.number().int(),
  holding_id: z.number().int(),
  card: holdingCardSchema,
});

export const receiveUser = defineCall({
  path: '/api/cticket/1.1.0/receive/user',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Receive a free item for oneself or a family member (recipient_id), within stock and the per-user limit; spm attributes it',
  query: z.strictObject({
    item_id: idField(),
    recipient_id: idField().nullable().default(null),
    spm: z.string().trim().max(64).default(''),
  }),
  data: receiveResultSchema,
});

export const receiveResult = defineCall({
  path: '/api/cticket/1.1.0/receive/result',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'The result of one of the caller’s receipts by its order_sn',
  query: z.strictObject({ order_sn: z.string().trim().min(1, '缺少单号').max(64) }),
  data: receiveResultSchema,
});

const recipientFields = {
  name: displayText().refine(isChineseName, '请输入正确的中文姓名'),
  mobile: mobileField,
  id_number: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isIdNumber(v), '请输入正确的身份证号')
    .default(''),
};

export const recipientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** masked: first 3 and last 4 digits */
  mobile: z.string(),
  /** masked: first 6 and last 2 characters */
  id_number: z.string(),
  is_self: z.boolean(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const editUser = defineCall({
  path: '/api/cticket/1.1.0/receive/editUser',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Set the caller’s own receiver profile (name, mobile, ID number)',
  query: z.strictObject(recipientFields),
  data: recipientSchema,
});

export const addFamily = defineCall({
  path: '/api/cticket/1.1.0/receive/addFamily',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Add a family member (at most 10) to receive items for',
  query: z.strictObject(recipientFields),
  data: recipientSchema,
});

export const familyList = defineCall({
  path: '/api/cticket/1.1.0/receive/familyList',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The caller’s own profile (first) and family members, masked',
  query: z.strictObject({}),
  data: z.object({ list: z.array(recipientSchema) }),
});

export const deleteFamily = defineCall({
  path: '/api/cticket/1.1.0/receive/deleteFamily',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Remove one of the caller’s family members (items received for them stay)',
  query: z.strictObject({ id: idField() }),
  data: z.object({ id: z.number().int() }),
});

// ---- surveys ----

export const surveySchema = z.object({
  type: z.number().int(),
  title: z.string(),
  questions: z.array(z.object({ key: z.string(), label: z.string(), options: z.array(z.string()) })),
});

const surveyValue = z
  .record(z.string().max(32), z.string().max(200, '回答最多200个字'))
  .refine((v) => Object.keys(v).length > 0 && Object.keys(v).length <= 20, '请填写问卷');

export const surveyInfo = defineCall({
  path: '/api/Survey/1.0.0/survey/info',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'The questions of a survey type',
  query: z.strictObject({ type: z.number().int().min(1).max(9).default(1) }),
  data: surveySchema,
});

export const surveySubmit = defineCall({
  path: '/api/Survey/1.0.0/survey/submit',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Answer a survey (answers must be among its options)',
  query: z.strictObject({ value: surveyValue, type: z.number().int().min(1).max(9).default(1) }),
  data: z.object({ id: z.number().int() }),
});

export const receiveSurveySubmit = defineCall({
  path: '/api/cticket/1.1.0/receive/surveySubmit',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Answer the survey that follows receiving one of the caller’s items (once per item held)',
  query: z.strictObject({
    value: surveyValue,
    id: idField(),
    type: z.number().int().min(1).max(9).default(1),
  }),
  data: z.object({ id: z.number().int() }),
});

// ---- spm attribution on the receive path ----

export const waitOutsideInfo = defineCall({
  path: '/api/cticket/1.1.0/wait/outsideInfo',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    'A receivable item opened from an outside link (sn = item id) with the spm it came through; the spm is kept for the receipt',
  query: z.strictObject({
    sn: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,9}$/, '链接无效'),
    spm: z.string().trim().max(64).default(''),
    timestamp: z.number().int().min(0).optional(),
  }),
  data: z.object({ item: receivableSchema, spm: z.string() }),
});

export const waitCommon = defineCall({
  path: '/api/cticket/1.1.0/wait/common',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'Which known spm code (if any) the visit carries: module and target, or empty when unknown',
  query: z.strictObject({ spm: z.string().trim().max(64).default('') }),
  data: z.object({ spm: z.string(), module: z.string(), target_id: z.number().int() }),
});

// ---- passes ----

export const certSchema = z.object({
  cert_sn: z.string(),
  holding_id: z.number().int(),
  item_name: z.string(),
  business_name: z.string(),
  project_name: z.string(),
  date_string: z.string(),
  registered: z.boolean(),
  /** the caller holds this pass */
  mine: z.boolean(),
  /** registration can still change (no write-off yet) */
  editable: z.boolean(),
  /** full for the holder, masked for others */
  holder_name: z.string(),
  holder_photo: z.string(),
  holder_id_number: z.string(),
});
export type Cert = z.infer<typeof certSchema>;

export const certInfo = defineCall({
  path: '/api/cticket/1.1.0/cert/info',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'A pass by its serial: what it is and whether it is registered (holder details only to its holder)',
  query: z.strictObject({ cert_sn: z.string().trim().min(1, '缺少证件编号').max(32) }),
  data: certSchema,
});

export const certRegister = defineCall({
  path: '/api/cticket/1.1.0/cert/register',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'The holder registers (or, before its first use, edits) the named person of their pass with a photo',
  query: z.strictObject({
    cert_sn: z.string().trim().min(1, '缺少证件编号').max(32),
    holder_name: displayText().refine(isChineseName, '请输入正确的中文姓名'),
    holder_photo: imageUrlField('请上传照片'),
    holder_id_number: recipientFields.id_number,
  }),
  data: certSchema,
});
