import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { displayText, idField, imageUrlField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';

/** Stored (administrative) states of an item; the displayed status of spec 4 is computed from them (docs/issuing.md). */
export const ITEM_STATES = ['draft', 'auditing', 'rejected', 'approved', 'disabled', 'taken_down'] as const;
export type ItemState = (typeof ITEM_STATES)[number];
export const ITEM_ACTIONS = ['submit', 'disable', 'enable', 'takedown', 'copy', 'delete', 'edit'] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];

const seconds = lazySchema(() =>
  z.number({ error: '请选择时间' }).int().min(946684800, '时间无效').max(4102444800, '时间无效'),
);
const fen = (label: string) =>
  z
    .number({ error: `请输入${label}` })
    .int(`${label}须为整数（分）`)
    .min(0, `${label}不能为负数`)
    .max(100_000_000, `${label}过大`);
const oneOf = <T extends readonly number[]>(values: T, message: string) =>
  z
    .number({ error: message })
    .int()
    .refine((v) => values.includes(v), message);

/** Every field of an item (spec 3.4 and the issuing issue); a draft may leave any out, submitting needs them all. */
export const itemFields = {
  project_id: lazySchema(() => idField('请选择项目')),
  name: lazySchema(() => displayText().min(1, '请输入名称').max(40, '名称最多40个字')),
  template_kind: lazySchema(() => oneOf([1, 2], '请选择模板类型')),
  style_icon: lazySchema(() => imageUrlField('图标地址无效', { allowEmpty: true })),
  style_color: lazySchema(() => z.string().regex(/^$|^#[0-9a-fA-F]{6}$/, '颜色格式为 #RRGGBB')),
  par_value: lazySchema(() => fen('面值')),
  sell_value: lazySchema(() => fen('售价')),
  total_stock: lazySchema(() =>
    z
      .number({ error: '请输入发放总量' })
      .int('发放总量须为整数')
      .min(1, '发放总量至少为1')
      .max(10_000_000, '发放总量过大'),
  ),
  per_user_limit: lazySchema(() =>
    z.number({ error: '请输入每人限领' }).int().min(1, '每人限领至少为1').max(1000, '每人限领最多1000'),
  ),
  issue_start: seconds,
  issue_end: seconds,
  validity_start: seconds,
  validity_end: seconds,
  rule_content: lazySchema(() => z.string().max(5000, '使用规则最多5000个字')),
  write_off_mode: lazySchema(() => oneOf([1, 2], '请选择核销方式')),
  shop_kind: lazySchema(() => oneOf([11, 12], '请选择门店类型')),
  distribution_mode: lazySchema(() => oneOf([1, 2], '请选择分账方式')),
  registration_distribution: lazySchema(() => oneOf([1, 2], '请选择报名发放方式')),
  payment_order: lazySchema(() => oneOf([1, 2], '请选择支付顺序')),
  limit_type: lazySchema(() => oneOf([1, 2], '请选择核销限制类型')),
  limit_num: lazySchema(() =>
    z.number({ error: '请输入核销次数' }).int().min(1, '核销次数至少为1').max(1000, '核销次数最多1000'),
  ),
  /** optional application form (sign-up) */
  form_id: lazySchema(() => idField('报名表无效').nullable()),
};

export const itemSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    product_type: z.number().int(),
    is_cert: z.boolean(),
    state: z.enum(ITEM_STATES),
    /** displayed status of spec 4 (1 in progress … 13 fully issued) */
    status: z.number().int(),
    project_id: z.number().int().nullable(),
    project_name: z.string(),
    name: z.string(),
    template_kind: z.number().int(),
    style_icon: z.string(),
    style_color: z.string(),
    par_value: z.number().int(),
    sell_value: z.number().int(),
    total_stock: z.number().int(),
    per_user_limit: z.number().int(),
    issue_start: z.number().int().nullable(),
    issue_end: z.number().int().nullable(),
    validity_start: z.number().int().nullable(),
    validity_end: z.number().int().nullable(),
    rule_content: z.string(),
    write_off_mode: z.number().int(),
    /** store level of the write-off mode: 13 active, 11 interactive */
    store_write_off_mode: z.number().int(),
    shop_kind: z.number().int(),
    distribution_mode: z.number().int(),
    registration_distribution: z.number().int(),
    payment_order: z.number().int(),
    limit_type: z.number().int(),
    limit_num: z.number().int(),
    form_id: z.number().int().nullable(),
    reject_remark: z.string(),
    counts: z.object({
      issued: z.number().int(),
      given: z.number().int(),
      written_off: z.number().int(),
      remaining: z.number().int(),
    }),
    /** the actions this item's state allows its managers */
    actions: z.array(z.enum(ITEM_ACTIONS)),
    /** a change to the live item waits for audit */
    pending_change: z.boolean(),
  }),
);
export type Item = z.infer<typeof itemSchema>;

export const itemSave = defineCall({
  path: '/api/cticket/1.1.0/item/save',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Create (no id) or update an item of the b_id business. Drafts and rejected items change in place; a change to a live item is submitted for audit. With submit, the item is saved and submitted in one step: when it is incomplete (10001 naming the fields) nothing is saved',
  query: () =>
    z.strictObject({
      id: idField().optional(),
      /** save and submit for audit at once (提交审核); without it a new item is a draft */
      submit: z.boolean().default(false),
      product_type: z
        .number({ error: '请选择类型' })
        .int()
        .refine((v) => [1, 2, 3].includes(v), '请选择类型'),
      is_cert: z.boolean().default(false),
      ...z.object(itemFields).partial().shape,
    }),
  data: () => itemSchema,
});

export const itemAction = defineCall({
  path: '/api/cticket/1.1.0/item/action',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'submit, disable, enable, takedown, copy or delete an item of the b_id business, as its state allows',
  query: () =>
    z.strictObject({
      id: idField(),
      action: z.enum(['submit', 'disable', 'enable', 'takedown', 'copy', 'delete'], { error: '不支持的操作' }),
    }),
  data: () => z.object({ item: itemSchema.nullable() }),
});

export const itemList = defineCall({
  path: '/api/cticket/1.1.0/item/list',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Items of the b_id business: status filter (0 all, 1 in progress, 2 disabled, 3 expired, 4 not started), drafts, keyword, newest first',
  query: () =>
    z.strictObject({
      filter: z.number().int().min(0).max(4).default(0),
      drafts: z.boolean().default(false),
      product_type: z.number().int().min(1).max(3).optional(),
      keyword: z.string().trim().max(40).default(''),
      ...pagingQuery,
    }),
  data: () => listOf(itemSchema),
});

export const itemInfo = defineCall({
  path: '/api/cticket/1.1.0/item/info',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'One item of the b_id business with counts and allowed actions',
  query: () => z.strictObject({ id: idField() }),
  data: () => itemSchema,
});
