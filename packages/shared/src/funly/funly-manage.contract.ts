import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { displayText, idField, INT32_MAX, mobileField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import {
  applyStatusField,
  FUNLY_OPERATOR_ROLES,
  FUNLY_STATES,
  funlyApplicationSchema,
  funlyCardSchema,
  funlyDetailSchema,
  funlyFields,
  funlyRelationSchema,
  funlySlotSchema,
  funlyTimeField,
} from './funly.contract.js';

/**
 * The organiser's calls of events (funly, spec 2.11 / 2.13): save, copy, revoke, slots, applications, check-in
 * operators and figures. A file of their own, so the pages everyone opens (the 活动 tab, an event) do not build these
 * schemas as they start (docs/funly.md); the schemas both use are in funly.contract.ts.
 */

export const funlySave = defineCall({
  path: '/api/c_play/1.0.0/play/save',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Create (no id) or update an event of the b_id business; submit=true checks every field and sends it to review (a running event: its change waits for review while it stays live)',
  query: () =>
    z.strictObject({
      id: idField().optional(),
      submit: z.boolean().default(false),
      ...z.object(funlyFields).partial().shape,
    }),
  data: () => funlyDetailSchema,
});

export const funlyCopy = defineCall({
  path: '/api/c_play/1.0.0/play/copy',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Copy an event as a new draft (everything but applications, bookings and statistics)',
  query: () => z.strictObject({ id: idField() }),
  data: () => funlyDetailSchema,
});

export const funlyRevoke = defineCall({
  path: '/api/c_play/1.0.0/play/revoke',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Revoke a published event (applicants are told) or delete a draft',
  query: () => z.strictObject({ id: idField(), reason: z.string().trim().max(200).default('') }),
  data: () => z.object({ id: z.number().int(), state: z.enum(FUNLY_STATES).nullable() }),
});

export const funlyManageList = defineCall({
  path: '/api/c_play/1.0.0/play/managelist',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Events the caller organises (b_id business) or operates: drafts, or the rest by exhibition filter (1 all, 4 started, 5 over, 3 not started) and keyword',
  query: () =>
    z.strictObject({
      draft: z.boolean().default(false),
      filter: z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5)]).default(1),
      keyword: z.string().trim().max(40).default(''),
      ...pagingQuery,
    }),
  data: () => listOf(funlyCardSchema),
});

export const funlyRelationOptions = defineCall({
  path: '/api/c_play/1.0.0/play/relationoptions',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Approved tickets or coupons of the b_id business an event may relate to (selectRelation)',
  query: () =>
    z.strictObject({
      type: z.enum(['ticket', 'coupon'], { error: '类型无效' }),
      keyword: z.string().trim().max(40).default(''),
      ...pagingQuery,
    }),
  data: () => listOf(funlyRelationSchema),
});

export const funlySlotSave = defineCall({
  path: '/api/c_play/1.0.0/play/slotsave',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Add (no slot_id) or change an appointment slot of an event; capacity never below its bookings (organiser or manager operator)',
  query: () =>
    z.strictObject({
      id: idField(),
      slot_id: idField().optional(),
      title: displayText().min(1, '请输入时段名称').max(20, '时段名称最多20个字'),
      start_time: funlyTimeField,
      end_time: funlyTimeField,
      capacity: z.number({ error: '请输入可约人数' }).int().min(1, '可约人数至少1人').max(100000, '可约人数过大'),
    }),
  data: () => z.object({ slots: z.array(funlySlotSchema) }),
});

export const funlySlotDelete = defineCall({
  path: '/api/c_play/1.0.0/play/slotdelete',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Delete a slot without bookings',
  query: () => z.strictObject({ id: idField(), slot_id: idField() }),
  data: () => z.object({ slots: z.array(funlySlotSchema) }),
});

export const funlyApplyList = defineCall({
  path: '/api/c_play/1.0.0/play/applylist',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    "An event's applications by status (none = all) and keyword (name or mobile), with counts per status; organiser or operator",
  query: () =>
    z.strictObject({
      id: idField(),
      status: applyStatusField.optional(),
      keyword: z.string().trim().max(40).default(''),
      ...pagingQuery,
    }),
  data: () => listOf(funlyApplicationSchema).extend({ counts: z.record(z.string(), z.number().int()) }),
});

export const funlyApplyInfo = defineCall({
  path: '/api/c_play/1.0.0/play/applyinfo',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'One application with its form answers and the form (/funly/applicationForm/review)',
  query: () => z.strictObject({ id: idField() }),
  data: () =>
    z.object({
      application: funlyApplicationSchema,
      fields: z.array(z.object({ key: z.string(), label: z.string(), kind: z.string() })),
      actions: z.object({ approve: z.boolean(), decline: z.boolean(), undo_checkin: z.boolean() }),
    }),
});

export const funlyApplyAudit = defineCall({
  path: '/api/c_play/1.0.0/play/applyaudit',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Approve or decline a pending application (a reason is required to decline); the applicant is told',
  query: () =>
    z
      .strictObject({
        id: idField(),
        pass: z.boolean(),
        remark: z.string().trim().max(200, '原因最多200个字').default(''),
      })
      .refine((q) => q.pass || q.remark.length > 0, { message: '请填写拒绝原因', path: ['remark'] }),
  data: () => funlyApplicationSchema,
});

export const funlyCheckinUndo = defineCall({
  path: '/api/c_play/1.0.0/play/checkinundo',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Undo a check-in (organiser or manager operator; who and when are recorded)',
  query: () => z.strictObject({ id: idField() }),
  data: () => funlyApplicationSchema,
});

export const funlyOperatorSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    funly_id: z.number().int(),
    funly_title: z.string(),
    user_id: z.number().int(),
    name: z.string(),
    mobile: z.string(),
    role: z.enum(FUNLY_OPERATOR_ROLES),
    role_label: z.string(),
    create_time: z.number().int(),
  }),
);
export type FunlyOperator = z.infer<typeof funlyOperatorSchema>;

export const funlyOperatorList = defineCall({
  path: '/api/c_play/1.0.0/play/operatorlist',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Operators of one event (id) or of every event of the b_id business (no id)',
  query: () => z.strictObject({ id: idField().optional(), ...pagingQuery }),
  data: () => listOf(funlyOperatorSchema),
});

export const funlyOperatorSave = defineCall({
  path: '/api/c_play/1.0.0/play/operatorsave',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Add (no operator_id: by mobile, an unknown mobile gets an account) or change an operator of an event',
  query: () =>
    z.strictObject({
      id: idField(),
      operator_id: idField().optional(),
      mobile: mobileField.optional(),
      name: displayText().min(1, '请输入姓名').max(20, '姓名最多20个字'),
      role: z.enum(FUNLY_OPERATOR_ROLES, { error: '请选择角色' }),
    }),
  data: () => funlyOperatorSchema,
});

export const funlyOperatorDelete = defineCall({
  path: '/api/c_play/1.0.0/play/operatordelete',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Remove an operator of an event',
  query: () => z.strictObject({ id: idField(), operator_id: idField() }),
  data: () => z.object({ ok: z.literal(true) }),
});

const funlyTrendSchema = lazySchema(() => z.array(z.object({ date: z.string(), count: z.number().int() })));

export const funlyStats = defineCall({
  path: '/api/c_play/1.0.0/play/stats',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Statistics of an event from its rows: applications by status, check-ins, bookings per slot, ticket sales, likes, forwards, with daily trends (Asia/Shanghai)',
  query: () =>
    z.strictObject({
      id: idField(),
      type: z.enum(['all', 'apply', 'appoint', 'ticket', 'like', 'forward']).default('all'),
    }),
  data: () =>
    z.object({
      funly: funlyCardSchema,
      applications: z.number().int(),
      apply_counts: z.record(z.string(), z.number().int()),
      checked_in: z.number().int(),
      bookings: z.number().int(),
      slots: z.array(funlySlotSchema),
      tickets_sold: z.number().int(),
      /** fen */
      ticket_amount: z.number().int(),
      likes: z.number().int(),
      forwards: z.number().int(),
      trends: z.object({
        apply: funlyTrendSchema,
        checkin: funlyTrendSchema,
        like: funlyTrendSchema,
        forward: funlyTrendSchema,
        ticket: funlyTrendSchema,
      }),
    }),
});

export const funlyStatsList = defineCall({
  path: '/api/c_play/1.0.0/play/statslist',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'The rows behind a statistic: appoint (bookings; ctype = slot id, 0 all; uid), apply (ctype = status, -1 all), ticket (orders of tid), like, forward (sharers with their visits)',
  query: () =>
    z.strictObject({
      id: idField(),
      kind: z.enum(['appoint', 'apply', 'ticket', 'like', 'forward']),
      ctype: z.number({ error: '分类无效' }).int('分类无效').min(-1, '分类无效').max(INT32_MAX, '分类无效').default(0),
      uid: idField().optional(),
      tid: idField().optional(),
      ...pagingQuery,
    }),
  data: () =>
    listOf(
      z.object({
        user_id: z.number().int(),
        nickname: z.string(),
        avatar: z.string(),
        /** what the row is: the slot, the status, the ticket or '' */
        label: z.string(),
        /** bookings 1, likes 1, forwards: visits through the share; orders: amount in fen */
        value: z.number().int(),
        create_time: z.number().int(),
      }),
    ),
});
