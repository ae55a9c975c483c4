import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { displayText, idField, mobileField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { holdingCardSchema, writeOffRecordSchema } from '../holding/holding.schemas.js';
import { NONCE_PATTERN } from './nonce.js';

/** Why a write-off was refused: a fixed list, each with the Chinese a checker or holder reads. */
export const REFUSALS = {
  bad_code: '二维码无效或已过期，请让对方刷新后重新出示',
  used: '已核销',
  used_today: '今日核销次数已用完',
  not_started: '未到使用时间',
  expired: '已过期',
  disabled: '票券已停用',
  wrong_point: '该票券不能在此核销点使用',
  not_your_point: '你不是该核销点的核销员',
  out_of_range: '不在核销点范围内，请到现场后再试',
  point_full: '该核销点核销次数已满',
} as const;
export type Refusal = keyof typeof REFUSALS;
const refusalKeys = Object.keys(REFUSALS) as [Refusal, ...Refusal[]];

export const checkerUserSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    user_name: z.string(),
    user_phone: z.string(),
    avatar: z.string(),
  }),
);

/** A write-off point (spec 3.3) with its checkers; write_off_param is the point's own code for interactive mode. */
export const checkpointSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    item_id: z.number().int(),
    item_name: z.string(),
    point_name: z.string(),
    point_location: z.string(),
    point_radius: z.number().int(),
    write_off_type: z.number().int(),
    write_off_num: z.number().int(),
    point_longitude: z.number().nullable(),
    point_latitude: z.number().nullable(),
    write_off_param: z.string(),
    opening_hours: z.string(),
    /** write-offs at this point in all */
    used: z.number().int(),
    write_off_users: z.array(checkerUserSchema),
  }),
);
export type Checkpoint = z.infer<typeof checkpointSchema>;

const coordinate = (min: number, max: number, what: string) =>
  z
    .number({ error: `请输入${what}` })
    .min(min, `${what}无效`)
    .max(max, `${what}无效`)
    .nullable();

export const checkpointSave = defineCall({
  path: '/api/cticket/1.1.0/checkpoint/save',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Create (no id) or change a write-off point of an item of the b_id business; interactive points need a position and a radius',
  query: () =>
    z
      .strictObject({
        id: idField().optional(),
        item_id: idField(),
        point_name: displayText().min(1, '请输入核销点名称').max(30, '核销点名称最多30个字'),
        point_location: z.string().trim().min(1, '请输入核销点地址').max(100, '地址最多100个字'),
        point_longitude: coordinate(-180, 180, '经度').default(null),
        point_latitude: coordinate(-90, 90, '纬度').default(null),
        point_radius: z
          .number({ error: '请输入核销半径' })
          .int('核销半径为整数米')
          .min(0, '核销半径不能为负')
          .max(50000, '核销半径最大50000米')
          .default(0),
        write_off_type: z.union([z.literal(1), z.literal(2)], { error: '请选择核销方式' }),
        write_off_num: z
          .number({ error: '请输入核销点限额' })
          .int()
          .min(0, '核销点限额不能为负')
          .max(10_000_000, '核销点限额过大')
          .default(0),
        opening_hours: z.string().trim().max(60, '营业时间最多60个字').default(''),
      })
      .superRefine((q, ctx) => {
        if (q.write_off_type !== 2) return;
        if (q.point_longitude === null || q.point_latitude === null)
          ctx.addIssue({ code: 'custom', path: ['point_longitude'], message: '扫码核销的核销点须设置位置' });
        if (q.point_radius <= 0)
          ctx.addIssue({ code: 'custom', path: ['point_radius'], message: '扫码核销的核销点须设置核销半径' });
      }),
  data: () => checkpointSchema,
});

export const checkpointList = defineCall({
  path: '/api/cticket/1.1.0/checkpoint/list',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'The write-off points of an item of the b_id business',
  query: () => z.strictObject({ item_id: idField() }),
  data: () => z.object({ list: z.array(checkpointSchema) }),
});

export const checkpointInfo = defineCall({
  path: '/api/cticket/1.1.0/checkpoint/info',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES, owner: true },
  summary: 'One write-off point (its business’s managers, or one of its checkers)',
  query: () => z.strictObject({ id: idField() }),
  data: () => checkpointSchema,
});

export const checkpointDelete = defineCall({
  path: '/api/cticket/1.1.0/checkpoint/delete',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Remove a write-off point that has no write-offs yet',
  query: () => z.strictObject({ id: idField() }),
  data: () => z.object({ id: z.number().int() }),
});

export const checkpointCheckerAdd = defineCall({
  path: '/api/cticket/1.1.0/checkpoint/checker/add',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Assign a checker (by mobile; an unknown mobile gets an account) to a point; grants the checker role',
  query: () => z.strictObject({ id: idField(), mobile: mobileField }),
  data: () => checkpointSchema,
});

export const checkpointCheckerRemove = defineCall({
  path: '/api/cticket/1.1.0/checkpoint/checker/remove',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Unassign a checker from a point (their past write-offs stay)',
  query: () => z.strictObject({ id: idField(), user_id: idField() }),
  data: () => checkpointSchema,
});

export const checkpointLogs = defineCall({
  path: '/api/cticket/1.1.0/checkpoint/logs',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES, owner: true },
  summary: 'The write-offs at a point, newest first, with the total and the totals per day (Asia/Shanghai)',
  query: () => z.strictObject({ id: idField(), ...pagingQuery }),
  data: () =>
    listOf(writeOffRecordSchema).extend({
      total: z.number().int(),
      days: z.array(z.object({ day: z.string(), count: z.number().int() })),
    }),
});

export const checkerPointSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    point_name: z.string(),
    point_location: z.string(),
    write_off_type: z.number().int(),
    used: z.number().int(),
    /** write-offs at this point today (Asia/Shanghai) */
    today: z.number().int(),
  }),
);

export const checkerItemSchema = lazySchema(() =>
  z.object({
    item_id: z.number().int(),
    name: z.string(),
    product_type: z.number().int(),
    is_cert: z.boolean(),
    project_name: z.string(),
    business_name: z.string(),
    date_string: z.string(),
    points: z.array(checkerPointSchema),
  }),
);

export const checkerItems = defineCall({
  path: '/api/cticket/1.1.0/checker/items',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The items the caller checks, each with the caller’s points and today’s counts (item_id: just that item)',
  query: () => z.strictObject({ item_id: idField().optional(), ...pagingQuery }),
  data: () => listOf(checkerItemSchema),
});

export const writeOffResultSchema = lazySchema(() =>
  z.object({
    ok: z.boolean(),
    reason: z.enum(refusalKeys).nullable(),
    message: z.string(),
    /** the answer to an earlier request with the same nonce */
    replay: z.boolean(),
    /** the write-off made (ok) */
    record: writeOffRecordSchema.nullable(),
    /** used / used today: when it was last written off */
    last_time: z.number().int().nullable(),
    /** the item as the checker may see it: holder masked */
    card: holdingCardSchema.nullable(),
    /** a pass’s holder photo for the checker to compare */
    holder_photo: z.string(),
  }),
);
export type WriteOffResult = z.infer<typeof writeOffResultSchema>;

const nonce = lazySchema(() => z.string({ error: '缺少请求编号' }).regex(NONCE_PATTERN, '请求编号格式错误'));

export const writeOff = defineCall({
  path: '/api/cticket/1.1.0/verify/writeoff',
  method: 'POST',
  auth: 'required',
  access: { owner: true, refusal: 'outcome' },
  summary:
    'A checker writes off a holder’s code at one of their points; one transaction; the same nonce again returns the first answer',
  query: () =>
    z.strictObject({
      code: z.string().trim().min(1, '请扫描或输入核销码').max(200, '核销码无效'),
      point_id: idField(),
      nonce,
    }),
  data: () => writeOffResultSchema,
});

export const pointByCode = defineCall({
  path: '/api/cticket/1.1.0/verify/point',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The point behind a point code the holder scanned, and the caller’s items usable there',
  query: () => z.strictObject({ point_code: z.string().trim().min(1).max(100) }),
  data: () =>
    z.object({
      point: z.object({
        id: z.number().int(),
        point_name: z.string(),
        point_location: z.string(),
        item_name: z.string(),
      }),
      holdings: z.array(holdingCardSchema),
    }),
});

export const selfWriteOff = defineCall({
  path: '/api/cticket/1.1.0/verify/self',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'Interactive mode: the holder writes off their own item at a point whose code they scanned, within the point’s radius',
  query: () =>
    z.strictObject({
      point_code: z.string().trim().min(1).max(100),
      holding_id: idField(),
      latitude: z.number({ error: '定位失败' }).min(-90).max(90),
      longitude: z.number({ error: '定位失败' }).min(-180).max(180),
      nonce,
    }),
  data: () => writeOffResultSchema,
});
