import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText, idField, imageUrlField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';

/**
 * Events (funly, spec 2.9 / 2.11 / 2.13): a business organises, the platform reviews, people apply, book a slot,
 * pay through the existing orders and are checked in with the existing write-off. docs/funly.md.
 */

/** a time of an event (seconds), as the organiser sets it */
export const funlyTimeField = lazySchema(() =>
  z.number({ error: '请选择时间' }).int().min(946684800, '时间无效').max(4102444800, '时间无效'),
);

/** Stored states of an event; the running state shown (spec 4) is computed from them and the time. */
export const FUNLY_STATES = ['draft', 'auditing', 'running', 'failed', 'revoked'] as const;
export type FunlyState = (typeof FUNLY_STATES)[number];

/** Application statuses. Places are held by unpaid, pending and going (companions counted). */
export const ApplyStatus = {
  unpaid: 0,
  going: 1,
  pending: 2,
  waitlist: 3,
  declined: 4,
  cancelled: 5,
  checkedIn: 6,
} as const;
export type ApplyStatusValue = (typeof ApplyStatus)[keyof typeof ApplyStatus];
export const applyStatusLabel: Record<ApplyStatusValue, string> = {
  0: '待支付',
  1: '报名成功',
  2: '待审核',
  3: '候补中',
  4: '未通过',
  5: '已取消',
  6: '已签到',
};
export const applyStatusField = lazySchema(() =>
  z
    .number({ error: '报名状态无效' })
    .int()
    .refine((v) => v in applyStatusLabel, '报名状态无效'),
);

export const FUNLY_KIND_LABELS: Record<number, string> = { 1: '展会', 2: '赛事', 3: '聚会', 4: '演出', 5: '节庆' };
export const RUNNING_STATE_LABELS: Record<number, string> = {
  0: '审核中',
  1: '进行中',
  2: '未通过',
  3: '已撤销',
  4: '未开始',
  5: '已结束',
};
/** Operator roles: manager (everything but deleting the event), checkin (scan entry codes only). */
export const FUNLY_OPERATOR_ROLES = ['manager', 'checkin'] as const;
export type FunlyOperatorRole = (typeof FUNLY_OPERATOR_ROLES)[number];
export const funlyOperatorRoleLabel: Record<FunlyOperatorRole, string> = { manager: '管理员', checkin: '签到员' };

/** The fields an organiser sets; a draft may leave any out, submitting checks them all (and their order). */
export const funlyFields = {
  title: lazySchema(() => displayText().min(1, '请输入活动名称').max(40, '活动名称最多40个字')),
  cover: lazySchema(() => imageUrlField('封面地址无效')),
  kind: lazySchema(() => z.number({ error: '请选择活动类型' }).int().min(1, '请选择活动类型').max(5, '请选择活动类型')),
  start_time: funlyTimeField,
  end_time: funlyTimeField,
  signup_start: funlyTimeField,
  signup_end: funlyTimeField,
  place: lazySchema(() => displayText().min(1, '请输入活动地点').max(60, '活动地点最多60个字')),
  address: lazySchema(() => z.string().trim().max(120, '详细地址最多120个字')),
  longitude: lazySchema(() => z.number({ error: '经度无效' }).min(-180, '经度无效').max(180, '经度无效').nullable()),
  latitude: lazySchema(() => z.number({ error: '纬度无效' }).min(-90, '纬度无效').max(90, '纬度无效').nullable()),
  /** places in all, companions counted; 0 = unlimited */
  capacity: lazySchema(() =>
    z
      .number({ error: '请输入人数上限' })
      .int('人数上限为整数')
      .min(0, '人数上限不能为负')
      .max(100000, '人数上限最多100000'),
  ),
  /** companions one application may bring */
  max_companions: lazySchema(() => z.number().int().min(0, '同行人数不能为负').max(9, '同行人数最多9人')),
  need_approval: lazySchema(() => z.boolean()),
  /** free events only */
  waitlist: lazySchema(() => z.boolean()),
  form_id: lazySchema(() => idField('报名表无效').nullable()),
  /** 1 pay first then fill in the form, 2 fill in the form first then pay (spec 4) */
  payment_order: lazySchema(() => z.union([z.literal(1), z.literal(2)], { error: '支付顺序无效' })),
  /** the related ticket (the price of a paid event is its sell value) and coupons handed out with a place */
  ticket_ids: lazySchema(() => z.array(idField()).max(5, '最多关联5张门票')),
  coupon_ids: lazySchema(() => z.array(idField()).max(10, '最多关联10张卡券')),
  /** rich text; sanitised on the server */
  description: lazySchema(() => z.string().max(20000, '活动介绍过长')),
};

export const funlyRelationSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** 1 ticket, 2 coupon */
    product_type: z.number().int(),
    name: z.string(),
    sell_value: z.number().int(),
    par_value: z.number().int(),
    left: z.number().int(),
  }),
);

export const funlySlotSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    start_time: z.number().int(),
    end_time: z.number().int(),
    capacity: z.number().int(),
    booked: z.number().int(),
  }),
);
export type FunlySlot = z.infer<typeof funlySlotSchema>;

/** An event as lists show it. */
export const funlyCardSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    cover: z.string(),
    kind: z.number().int().nullable(),
    kind_label: z.string(),
    state: z.enum(FUNLY_STATES),
    /** spec 4 running state: 0 auditing, 1 running, 2 failed, 3 revoked, 4 not started, 5 over; null for a draft */
    running_state: z.number().int().nullable(),
    running_label: z.string(),
    start_time: z.number().int().nullable(),
    end_time: z.number().int().nullable(),
    place: z.string(),
    /** km with 2 decimals when the caller's position is known, else null (shown as 未知) */
    distance_km: z.number().nullable(),
    capacity: z.number().int(),
    taken: z.number().int(),
    /** lowest sell value of its tickets in fen, 0 = free */
    price: z.number().int(),
    like_count: z.number().int(),
    business_name: z.string(),
    /** counts of applications by status, organiser lists only */
    apply_counts: z.record(z.string(), z.number().int()).optional(),
    /** what the organiser may do with it now (organiser lists only), decided by the server */
    manage_actions: z
      .object({ edit: z.boolean(), revoke: z.boolean(), delete: z.boolean(), copy: z.boolean() })
      .optional(),
  }),
);
export type FunlyCard = z.infer<typeof funlyCardSchema>;

/** What the caller may do, decided by the server. */
const funlyActionsSchema = lazySchema(() =>
  z.object({
    apply: z.boolean(),
    /** why apply is false, in Chinese ('' when it is true) */
    apply_hint: z.string(),
    cancel: z.boolean(),
    book: z.boolean(),
    pay: z.boolean(),
    /** fill in the form now: a pay-first application that has paid (payment order 1) */
    answer: z.boolean(),
    edit: z.boolean(),
    manage: z.boolean(),
  }),
);

export const funlyDetailSchema = lazySchema(() =>
  funlyCardSchema.extend({
    signup_start: z.number().int().nullable(),
    signup_end: z.number().int().nullable(),
    address: z.string(),
    longitude: z.number().nullable(),
    latitude: z.number().nullable(),
    max_companions: z.number().int(),
    need_approval: z.boolean(),
    waitlist: z.boolean(),
    form_id: z.number().int().nullable(),
    payment_order: z.number().int(),
    /** a paid event with payment order 1: apply pays first, the form follows (play/answer) */
    pay_first: z.boolean(),
    description: z.string(),
    fail_reason: z.string(),
    relations: z.array(funlyRelationSchema),
    slots: z.array(funlySlotSchema),
    going_count: z.number().int(),
    liked: z.boolean(),
    /** the caller's live application, if any */
    mine: z
      .object({
        id: z.number().int(),
        status: z.number().int(),
        status_label: z.string(),
        companions: z.number().int(),
        slot_id: z.number().int().nullable(),
        order_id: z.number().int().nullable(),
        holding_id: z.number().int().nullable(),
        remark: z.string(),
        form_done: z.boolean(),
      })
      .nullable(),
    actions: funlyActionsSchema,
    /** the caller's role on it: organiser (business manager), manager or checkin operator, or none */
    my_role: z.enum(['organiser', 'manager', 'checkin', 'none']),
    updated_at: z.number().int(),
  }),
);
export type FunlyDetail = z.infer<typeof funlyDetailSchema>;

export const funlyApplicationSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    funly_id: z.number().int(),
    funly_title: z.string(),
    user_id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    /** masked for everyone but the organiser's managers */
    mobile: z.string(),
    status: z.number().int(),
    status_label: z.string(),
    companions: z.number().int(),
    values: z.record(z.string(), z.unknown()),
    /** false while a pay-first application has paid but not yet filled in the form */
    form_done: z.boolean(),
    remark: z.string(),
    slot_title: z.string(),
    order_id: z.number().int().nullable(),
    checked_in_at: z.number().int().nullable(),
    create_time: z.number().int(),
    /** what the organiser may do with it now (organiser calls only), decided by the server */
    actions: z.object({ approve: z.boolean(), decline: z.boolean(), undo_checkin: z.boolean() }).optional(),
  }),
);
export type FunlyApplication = z.infer<typeof funlyApplicationSchema>;

// ---------------------------------------------------------------- everyone

export const funlyList = defineCall({
  path: '/api/c_play/1.0.0/play/list',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    'Published events (running, not started or over) by kind, exhibition filter and keyword; nearest first when lat/lng are given, else soonest first',
  query: () =>
    z.strictObject({
      kind: z.number().int().min(1).max(5).optional(),
      filter: z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5)]).default(1),
      keyword: z.string().trim().max(40).default(''),
      lat: z.number().min(-90).max(90).optional(),
      lng: z.number().min(-180).max(180).optional(),
      ...pagingQuery,
    }),
  data: () => listOf(funlyCardSchema),
});

export const funlyShow = defineCall({
  path: '/api/c_play/1.0.0/play/show',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    'One event: published for everyone, unpublished only for its organiser and operators (/funly/preview); with the caller’s application, like and allowed actions',
  query: () =>
    z.strictObject({
      id: idField(),
      lat: z.number().min(-90).max(90).optional(),
      lng: z.number().min(-180).max(180).optional(),
    }),
  data: () => funlyDetailSchema,
});

export const funlyEnterList = defineCall({
  path: '/api/c_play/1.0.0/play/enterlist',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'Who is going to a published event (going and checked in), names masked',
  query: () => z.strictObject({ id: idField(), ...pagingQuery }),
  data: () =>
    listOf(
      z.object({
        nickname: z.string(),
        avatar: z.string(),
        companions: z.number().int(),
        create_time: z.number().int(),
      }),
    ),
});

export const funlyLike = defineCall({
  path: '/api/c_play/1.0.0/play/like',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Like (like=1) or unlike (like=0) a published event; once per user',
  query: () => z.strictObject({ id: idField(), like: z.union([z.literal(0), z.literal(1)]).default(1) }),
  data: () => z.object({ liked: z.boolean(), like_count: z.number().int() }),
});

export const funlyApply = defineCall({
  path: '/api/c_play/1.0.0/play/apply',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Apply to an event with its form answers and companions: going, pending (approval) or waitlist when full; a paid event answers an unpaid order to pay (payment order 1, pay first: no answers now, they follow with play/answer once paid)',
  query: () =>
    z.strictObject({
      id: idField(),
      values: z.record(z.string(), z.unknown()).default({}),
      companions: z.number().int().min(0, '同行人数不能为负').max(9, '同行人数最多9人').default(0),
      slot_id: idField().optional(),
    }),
  data: () =>
    z.object({
      application: funlyApplicationSchema,
      /** the order to pay (paid events), else null */
      order_id: z.number().int().nullable(),
    }),
});

export const funlyAnswer = defineCall({
  path: '/api/c_play/1.0.0/play/answer',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'Fill in the form of a pay-first event (payment order 1) after paying: the caller’s own application, answers checked like at apply',
  query: () => z.strictObject({ id: idField(), values: z.record(z.string(), z.unknown()).default({}) }),
  data: () => funlyApplicationSchema,
});

export const funlyCancel = defineCall({
  path: '/api/c_play/1.0.0/play/cancel',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Cancel one’s application (not after check-in); the place goes to the first on the waitlist',
  query: () => z.strictObject({ id: idField() }),
  data: () => funlyApplicationSchema,
});

export const funlyBook = defineCall({
  path: '/api/c_play/1.0.0/play/book',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Book (or change to) a slot of an event one has applied to; slot_id omitted cancels the booking',
  query: () => z.strictObject({ id: idField(), slot_id: idField().optional() }),
  data: () => z.object({ slots: z.array(funlySlotSchema), slot_id: z.number().int().nullable() }),
});

export const funlyMyList = defineCall({
  path: '/api/c_play/1.0.0/play/mylist',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The caller’s applications by status (none = all), newest first, with the event card',
  query: () => z.strictObject({ status: applyStatusField.optional(), ...pagingQuery }),
  data: () => listOf(funlyApplicationSchema.extend({ funly: funlyCardSchema })),
});

export const funlyResult = defineCall({
  path: '/api/c_play/1.0.0/play/result',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'The caller’s outcome for an event (/my/funly/result/{funlyId}) or for an event order (order_id): the application, its entry code holding and the order',
  query: () =>
    z
      .strictObject({ id: idField().optional(), order_id: idField().optional() })
      .refine((q) => q.id !== undefined || q.order_id !== undefined, { message: '缺少活动', path: ['id'] }),
  data: () =>
    z.object({
      funly: funlyCardSchema,
      application: funlyApplicationSchema.nullable(),
      /** the entry code screen: /verification/show-qrcode/{holding_id} */
      holding_id: z.number().int().nullable(),
      /** what the applicant may do now, decided by the server (code: show the entry code) */
      actions: z.object({ cancel: z.boolean(), pay: z.boolean(), answer: z.boolean(), code: z.boolean() }),
      order: z
        .object({
          id: z.number().int(),
          order_sn: z.string(),
          state: z.string(),
          amount: z.number().int(),
          item_name: z.string(),
        })
        .nullable(),
    }),
});
