import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText, idField, imageUrlField, INT32_MAX, mobileField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { isChineseName } from '../common/validators.js';

/**
 * Blind boxes (spec 2.12, docs/blindbox.md): a business sells a box whose prizes, values and odds are published
 * before buying; the box is paid through the ordinary orders (the order's paid hook opens it). SAMR 2023 guidance:
 * ≤ 200 元 a box, no sale under 8, a minor (8–17) only with a guardian's consent; the age comes from the buyer's
 * approved real-name certification. Money is integer fen.
 */

/** The highest price of one box, fen (200 元). */
export const BLIND_BOX_PRICE_MAX = 20000;
/** Boxes in one purchase. */
export const BLIND_BOX_QUANTITY_MAX = 5;
/** The highest daily cap a box may set. */
export const BLIND_BOX_DAILY_CAP_MAX = 100;
/** Prizes of one box. */
export const BLIND_BOX_PRIZES_MAX = 12;
/** Where a buyer without an approved certification is sent. */
export const REAL_NAME_FORM_PATH = '/real-name-certification/form';

/** A time in seconds (2000–2100). */
const seconds = (what: string) =>
  z
    .number({ error: `请选择${what}` })
    .int(`${what}无效`)
    .min(946684800, `${what}无效`)
    .max(4102444800, `${what}无效`);

/** GET values arrive as strings. */
const getId = (message = '参数错误') =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(INT32_MAX, message);

export const blindBoxPrizeSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    /** fen */
    value: z.number().int(),
    stock: z.number().int(),
    remaining: z.number().int(),
    weight: z.number().int(),
    /** the odds shown: this prize's weight over the weights of the prizes still in stock, percent with 2 decimals */
    odds: z.number(),
  }),
);
export type BlindBoxPrize = z.infer<typeof blindBoxPrizeSchema>;

/**
 * What the caller may do about buying, decided by the server: `buy` ok; `login`; `certify` (no approved real-name
 * certification, link REAL_NAME_FORM_PATH); `guardian` (a minor: the guardian's consent is required with the
 * purchase); `refused` (under 8, the cap reached, sold out, not on sale: `reason` says which).
 */
export const BLIND_BOX_BUY_STATES = ['buy', 'login', 'certify', 'guardian', 'refused'] as const;
export type BlindBoxBuyState = (typeof BLIND_BOX_BUY_STATES)[number];

export const blindBoxSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    business_name: z.string(),
    project_id: z.number().int().nullable(),
    project_name: z.string(),
    title: z.string(),
    cover: z.string(),
    rules: z.string(),
    /** fen */
    price: z.number().int(),
    daily_cap: z.number().int(),
    state: z.enum(['on', 'off']),
    on_sale: z.boolean(),
    start_time: z.number().int(),
    end_time: z.number().int(),
    /** boxes left (prizes not yet reserved by an order) */
    remaining: z.number().int(),
    prizes: z.array(blindBoxPrizeSchema),
  }),
);
export type BlindBox = z.infer<typeof blindBoxSchema>;

export const blindBoxMineSchema = lazySchema(() =>
  z.object({
    buy: z.enum(BLIND_BOX_BUY_STATES),
    reason: z.string(),
    /** purchases left today (Asia/Shanghai), null without a session */
    today_left: z.number().int().nullable(),
    /** the buyer's age from the certification, null when unknown */
    age: z.number().int().nullable(),
  }),
);

/** The minor rules text shown on the page (未成年人须知), one home. */
export const BLIND_BOX_MINOR_NOTICE = [
  '根据《盲盒经营活动规范指引（试行）》，不向未满8周岁的未成年人销售盲盒。',
  '8周岁及以上未成年人购买盲盒，须取得监护人同意，并填写监护人姓名和手机号。',
  '购买年龄以实名认证的身份证信息为准，未实名认证不能购买。',
  '每个盲盒售价不超过200元，奖品、价值和概率在购买前公示，每人每日限购。',
];

export const blindBoxInfo = defineCall({
  path: '/api/blindbox/1.0.0/box/info',
  method: 'GET',
  auth: 'optional',
  access: 'public',
  summary:
    'A blind box (by id, else the current one on sale) with its prizes, values, odds and stock; with a session, whether and how the caller may buy',
  query: () => z.strictObject({ id: getId('盲盒不存在').optional() }),
  data: () => z.object({ box: blindBoxSchema, mine: blindBoxMineSchema }),
});

export const blindBoxSummarySchema = lazySchema(() => blindBoxSchema.omit({ prizes: true, rules: true }));
export type BlindBoxSummary = z.infer<typeof blindBoxSummarySchema>;

export const blindBoxList = defineCall({
  path: '/api/blindbox/1.0.0/box/list',
  method: 'GET',
  auth: 'none',
  access: 'public',
  summary: 'The blind boxes on sale now, newest first (the 购票 tab)',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(blindBoxSummarySchema),
});

export const blindBoxBuyQuery = lazySchema(() =>
  z
    .strictObject({
      box_id: idField('盲盒不存在'),
      quantity: z
        .number({ error: '请选择购买数量' })
        .int('请选择购买数量')
        .min(1, '请选择购买数量')
        .max(BLIND_BOX_QUANTITY_MAX, `每次最多购买${BLIND_BOX_QUANTITY_MAX}个`),
      guardian_consent: z.boolean({ error: '监护人同意无效' }).default(false),
      guardian_name: displayText('请输入监护人姓名')
        .refine((v) => v === '' || isChineseName(v), '请输入正确的监护人姓名')
        .default(''),
      guardian_mobile: z.union([z.literal(''), mobileField]).default(''),
    })
    .superRefine((q, ctx) => {
      if (q.guardian_consent && !q.guardian_name)
        ctx.addIssue({ code: 'custom', path: ['guardian_name'], message: '请输入监护人姓名' });
      if (q.guardian_consent && !q.guardian_mobile)
        ctx.addIssue({ code: 'custom', path: ['guardian_mobile'], message: '请输入监护人手机号' });
    }),
);

export const blindBoxBuy = defineCall({
  path: '/api/blindbox/1.0.0/box/buy',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Buys boxes: the age rule and the daily cap are checked, then an order of the box is placed (paid on the order payment screen)',
  query: () => blindBoxBuyQuery,
  data: () =>
    z.object({
      order_id: z.number().int(),
      order_sn: z.string(),
      amount: z.number().int(),
      expire_time: z.number().int(),
    }),
});

export const blindBoxOpenSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    box_id: z.number().int(),
    box_title: z.string(),
    order_id: z.number().int(),
    prize_id: z.number().int(),
    prize_name: z.string(),
    prize_image: z.string(),
    /** fen */
    prize_value: z.number().int(),
    opened_at: z.number().int(),
  }),
);
export type BlindBoxOpen = z.infer<typeof blindBoxOpenSchema>;

export const blindBoxOrderResult = defineCall({
  path: '/api/blindbox/1.0.0/open/order',
  method: 'GET',
  auth: 'required',
  access: 'owner',
  summary:
    "The boxes opened by one of the caller's blind-box orders (empty while it is unpaid), with the order's state",
  query: () => z.strictObject({ order_id: getId('订单不存在') }),
  data: () =>
    z.object({
      order_id: z.number().int(),
      order_sn: z.string(),
      state: z.enum(['unpaid', 'paid', 'cancelled', 'refunding', 'refunded']),
      box_id: z.number().int(),
      box_title: z.string(),
      quantity: z.number().int(),
      opens: z.array(blindBoxOpenSchema),
    }),
});

export const blindBoxMyOpens = defineCall({
  path: '/api/blindbox/1.0.0/open/mine',
  method: 'GET',
  auth: 'required',
  access: 'user',
  summary: 'My opened boxes (我的盲盒), newest first',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(blindBoxOpenSchema),
});

// ---- the business's side ----

export const blindBoxPrizeInput = lazySchema(() =>
  z.strictObject({
    name: displayText('请输入奖品名称').min(1, '请输入奖品名称').max(30, '奖品名称最多30个字'),
    image: imageUrlField('请上传奖品图片'),
    value: z
      .number({ error: '奖品价值无效' })
      .int('奖品价值无效')
      .min(0, '奖品价值无效')
      .max(100_000_000, '奖品价值无效'),
    stock: z
      .number({ error: '奖品库存无效' })
      .int('奖品库存无效')
      .min(1, '奖品库存至少为1')
      .max(1_000_000, '奖品库存最多1000000'),
    weight: z.number({ error: '权重无效' }).int('权重无效').min(1, '权重至少为1').max(1_000_000, '权重最多1000000'),
  }),
);

export const blindBoxSave = defineCall({
  path: '/api/blindbox/1.0.0/manage/save',
  method: 'POST',
  auth: 'required',
  access: { business: ['owner', 'admin'] },
  summary:
    'Creates or edits a blind box of the b_id business and its prizes (prizes and price only before the first order)',
  query: () =>
    z
      .strictObject({
        id: idField('盲盒不存在').optional(),
        project_id: idField('展会不存在').nullable().default(null),
        title: displayText('请输入盲盒名称').min(1, '请输入盲盒名称').max(30, '盲盒名称最多30个字'),
        cover: imageUrlField('封面图片无效', { allowEmpty: true }).default(''),
        rules: displayText('规则无效').max(1000, '规则最多1000个字').default(''),
        price: z
          .number({ error: '请输入价格' })
          .int('价格以分为单位')
          .min(1, '价格至少0.01元')
          .max(BLIND_BOX_PRICE_MAX, '盲盒单价不能超过200元'),
        daily_cap: z
          .number({ error: '请输入每日限购' })
          .int('每日限购无效')
          .min(1, '每日限购至少1个')
          .max(BLIND_BOX_DAILY_CAP_MAX, `每日限购最多${BLIND_BOX_DAILY_CAP_MAX}个`),
        state: z.enum(['on', 'off'], { error: '状态无效' }).default('on'),
        start_time: seconds('开始时间'),
        end_time: seconds('结束时间'),
        prizes: z
          .array(blindBoxPrizeInput, { error: '请添加奖品' })
          .min(1, '请添加奖品')
          .max(BLIND_BOX_PRIZES_MAX, `最多${BLIND_BOX_PRIZES_MAX}个奖品`),
      })
      .superRefine((q, ctx) => {
        if (q.end_time <= q.start_time)
          ctx.addIssue({ code: 'custom', path: ['end_time'], message: '结束时间须晚于开始时间' });
      }),
  data: () => blindBoxSchema,
});

export const blindBoxManageList = defineCall({
  path: '/api/blindbox/1.0.0/manage/list',
  method: 'GET',
  auth: 'required',
  access: { business: ['owner', 'admin'] },
  summary: 'The blind boxes of the b_id business with their prizes and what was given',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(blindBoxSchema),
});
