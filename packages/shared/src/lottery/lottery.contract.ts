import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { displayText, idField, imageUrlField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';

/**
 * Lotteries of an exhibition (spec 2.12, docs/lottery.md): a business's owner or admin writes a draft (prizes with
 * value and stock, entry conditions, draw time, rules) and publishes it, which freezes it (China's promotion rules);
 * members enter while it is open; the host closes the entries on the big screen and the server draws a provably fair
 * order (fairness.ts) that the host walks through, confirming each winner or marking them absent.
 * Member calls: /api/lottery/1.0.0/lottery/{list,my,show,enter}; manager calls act for the b_id business.
 */

/** draft → published → drawing (entries closed, winners being revealed) → drawn; a draft may be cancelled. */
export const LOTTERY_STATES = ['draft', 'published', 'drawing', 'drawn', 'cancelled'] as const;
export type LotteryState = (typeof LOTTERY_STATES)[number];
export const lotteryStateLabel: Record<LotteryState, string> = {
  draft: '草稿',
  published: '报名中',
  drawing: '开奖中',
  drawn: '已开奖',
  cancelled: '已取消',
};

/** A winner's state: drawn (on the big screen, waiting for the host), confirmed (领奖), absent (未到场). */
export const WINNER_STATES = ['drawn', 'confirmed', 'absent'] as const;
export type WinnerState = (typeof WINNER_STATES)[number];
export const winnerStateLabel: Record<WinnerState, string> = {
  drawn: '待确认',
  confirmed: '已领奖',
  absent: '未到场',
};

/** The one draw method: the seeded public shuffle of fairness.ts. */
export const LOTTERY_METHOD_LABEL = '公开可验证随机抽取（SHA-256 承诺 + HMAC-SHA256 洗牌）';

/** The top prize's value cap: 50,000 元 (the anti-unfair-competition law, art. 10), in fen. */
export const LOTTERY_PRIZE_VALUE_MAX = 5_000_000;
export const LOTTERY_PRIZES_MAX = 10;
export const LOTTERY_PRIZE_STOCK_MAX = 1000;
export const LOTTERY_RULES_MAX = 2000;

/** What the caller's entry came to: not entered, waiting for the draw, won, or not won. */
export const LOTTERY_RESULTS = ['none', 'pending', 'won', 'lost'] as const;
export type LotteryResult = (typeof LOTTERY_RESULTS)[number];
export const lotteryResultLabel: Record<LotteryResult, string> = {
  none: '未参与',
  pending: '待开奖',
  won: '中奖',
  lost: '未中奖',
};

const secondsField = lazySchema(() =>
  z
    .number({ error: '请选择开奖时间' })
    .int('开奖时间无效')
    .min(946684800, '开奖时间无效')
    .max(4102444800, '开奖时间无效'),
);

export const lotteryPrizeInput = lazySchema(() =>
  z.strictObject({
    name: displayText('请输入奖品名称').min(1, '请输入奖品名称').max(30, '奖品名称最多30个字'),
    image: imageUrlField('奖品图片无效', { allowEmpty: true }).default(''),
    /** fen */
    value: z
      .number({ error: '请输入奖品价值' })
      .int('奖品价值以分为单位')
      .min(0, '奖品价值不能为负')
      .max(100_000_000, '奖品价值过大'),
    stock: z
      .number({ error: '请输入奖品数量' })
      .int('奖品数量为整数')
      .min(1, '奖品数量至少为1')
      .max(LOTTERY_PRIZE_STOCK_MAX, `奖品数量最多${LOTTERY_PRIZE_STOCK_MAX}`),
  }),
);
export type LotteryPrizeInput = z.input<typeof lotteryPrizeInput>;

/** The editable fields of a draft. */
export const lotteryFields = {
  project_id: lazySchema(() => idField('请选择展会')),
  title: lazySchema(() => displayText('请输入标题').min(1, '请输入标题').max(40, '标题最多40个字')),
  rules: lazySchema(() =>
    displayText('请输入活动规则')
      .min(1, '请输入活动规则')
      .max(LOTTERY_RULES_MAX, `活动规则最多${LOTTERY_RULES_MAX}个字`),
  ),
  draw_at: secondsField,
  hold_ticket: lazySchema(() => z.boolean({ error: '参与条件无效' })),
  checked_in_today: lazySchema(() => z.boolean({ error: '参与条件无效' })),
  /** in level order: the first is the top prize (一等奖) */
  prizes: lazySchema(() =>
    z
      .array(lotteryPrizeInput, { error: '请添加奖品' })
      .min(1, '至少设置一个奖品')
      .max(LOTTERY_PRIZES_MAX, `最多${LOTTERY_PRIZES_MAX}个奖品`),
  ),
};

export const lotteryPrizeSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** 1 = the top prize */
    sort: z.number().int(),
    level: z.string(),
    name: z.string(),
    image: z.string(),
    /** fen */
    value: z.number().int(),
    stock: z.number().int(),
    /** stock / entrants so far, e.g. "1/25" ('—' with nobody entered yet) */
    odds: z.string(),
  }),
);

const conditionsSchema = lazySchema(() =>
  z.object({
    hold_ticket: z.boolean(),
    checked_in_today: z.boolean(),
    /** the conditions in words */
    labels: z.array(z.string()),
  }),
);

export const lotterySummarySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    project_name: z.string(),
    state: z.enum(LOTTERY_STATES),
    state_label: z.string(),
    draw_at: z.number().int(),
    entrant_count: z.number().int(),
    /** the top prize's name and image */
    top_prize: z.string(),
    cover: z.string(),
    prize_count: z.number().int(),
  }),
);
export type LotterySummary = z.infer<typeof lotterySummarySchema>;

export const lotteryWinnerSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** the position in the drawn order (0-based) */
    position: z.number().int(),
    user_id: z.number().int(),
    /** 138****0001 */
    masked_mobile: z.string(),
    prize_id: z.number().int(),
    prize_name: z.string(),
    level: z.string(),
    state: z.enum(WINNER_STATES),
    state_label: z.string(),
  }),
);
export type LotteryWinner = z.infer<typeof lotteryWinnerSchema>;

/** The fairness record: seed_hash from publish, entrants_hash and the list from close, the seed once drawn. */
export const lotteryFairnessSchema = lazySchema(() =>
  z.object({
    seed_hash: z.string(),
    /** '' until the entries close */
    entrants_hash: z.string(),
    /** the frozen list (user ids in entry order), [] until the draw is over */
    entrants: z.array(z.number().int()),
    /** '' until the draw is over */
    seed: z.string(),
  }),
);

export const lotteryDetailSchema = lazySchema(() =>
  lotterySummarySchema.extend({
    business_name: z.string(),
    rules: z.string(),
    method: z.string(),
    conditions: conditionsSchema,
    prizes: z.array(lotteryPrizeSchema),
    fairness: lotteryFairnessSchema,
    winners: z.array(lotteryWinnerSchema),
    me: z.object({
      entered: z.boolean(),
      entry_no: z.number().int(),
      /** the server's word on entering now */
      can_enter: z.boolean(),
      /** why not ('' when can_enter) */
      reason: z.string(),
      result: z.enum(LOTTERY_RESULTS),
      result_label: z.string(),
      prize_name: z.string(),
    }),
  }),
);
export type LotteryDetail = z.infer<typeof lotteryDetailSchema>;

const idQuery = lazySchema(() =>
  z.strictObject({ id: z.coerce.number({ error: '参数错误' }).pipe(idField('参数错误')) }),
);
const idBody = lazySchema(() => z.strictObject({ id: idField('参数错误') }));

// ---------------------------------------------------------------- members

export const lotteryList = defineCall({
  path: '/api/lottery/1.0.0/lottery/list',
  method: 'GET',
  auth: 'required',
  access: 'user',
  summary: 'Published, drawing and drawn lotteries, the open ones first, then by draw time',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(lotterySummarySchema),
});

export const lotteryMy = defineCall({
  path: '/api/lottery/1.0.0/lottery/my',
  method: 'GET',
  auth: 'required',
  access: 'user',
  summary: 'The caller’s entries, newest first, with their result (待开奖 / 中奖 prize / 未中奖)',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () =>
    listOf(
      lotterySummarySchema.extend({
        entry_no: z.number().int(),
        entered_at: z.number().int(),
        result: z.enum(LOTTERY_RESULTS),
        result_label: z.string(),
        prize_name: z.string(),
      }),
    ),
});

export const lotteryShow = defineCall({
  path: '/api/lottery/1.0.0/lottery/show',
  method: 'GET',
  auth: 'required',
  access: 'user',
  summary:
    'A published lottery: prizes with value, stock and odds, conditions, draw time, rules, the fairness record, the winners revealed and the caller’s eligibility and result',
  query: () => idQuery,
  data: () => lotteryDetailSchema,
});

export const lotteryEnter = defineCall({
  path: '/api/lottery/1.0.0/lottery/enter',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Enter a published lottery before its draw time when the caller meets its conditions; once per person',
  query: () => idBody,
  data: () => z.object({ entry_no: z.number().int(), entrant_count: z.number().int() }),
});

// ---------------------------------------------------------------- managers (the b_id business)

export const lotteryManageList = defineCall({
  path: '/api/lottery/1.0.0/lottery/manageList',
  method: 'GET',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Every lottery of the b_id business (drafts included), newest first',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(lotterySummarySchema.extend({ can_edit: z.boolean() })),
});

export const lotteryManageInfo = defineCall({
  path: '/api/lottery/1.0.0/lottery/manageInfo',
  method: 'GET',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'A lottery of the b_id business with its editable fields and what may be done with it',
  query: () => idQuery,
  data: () =>
    z.object({
      id: z.number().int(),
      state: z.enum(LOTTERY_STATES),
      state_label: z.string(),
      project_id: z.number().int(),
      title: z.string(),
      rules: z.string(),
      draw_at: z.number().int(),
      hold_ticket: z.boolean(),
      checked_in_today: z.boolean(),
      prizes: z.array(
        z.object({ name: z.string(), image: z.string(), value: z.number().int(), stock: z.number().int() }),
      ),
      seed_hash: z.string(),
      can_edit: z.boolean(),
      can_publish: z.boolean(),
      can_cancel: z.boolean(),
    }),
});

export const lotterySave = defineCall({
  path: '/api/lottery/1.0.0/lottery/save',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Create (no id) or replace a draft lottery of the b_id business on one of its projects; a published lottery is frozen',
  query: () => z.strictObject({ id: idField('参数错误').optional(), ...lotteryFields }),
  data: () => z.object({ id: z.number().int() }),
});

export const lotteryPublish = defineCall({
  path: '/api/lottery/1.0.0/lottery/publish',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Publish a draft (draw time in the future, top prize ≤ 50,000 元): commits to a secret seed by its SHA-256 and freezes everything',
  query: () => idBody,
  data: () => z.object({ id: z.number().int(), seed_hash: z.string() }),
});

export const lotteryCancel = defineCall({
  path: '/api/lottery/1.0.0/lottery/cancel',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Cancel a draft lottery (a published one cannot be withdrawn)',
  query: () => idBody,
  data: () => z.object({ id: z.number().int() }),
});

export const lotteryScreenSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    project_name: z.string(),
    state: z.enum(LOTTERY_STATES),
    state_label: z.string(),
    draw_at: z.number().int(),
    /** unix seconds the server read the state */
    now: z.number().int(),
    entrant_count: z.number().int(),
    prizes: z.array(lotteryPrizeSchema),
    seed_hash: z.string(),
    entrants_hash: z.string(),
    /** masked mobiles of up to 60 entrants, to roll on the screen */
    roll: z.array(z.string()),
    /** the winner on the screen waiting for the host (null when none) */
    current: lotteryWinnerSchema.nullable(),
    /** every winner revealed so far, in drawn order */
    winners: z.array(lotteryWinnerSchema),
    can_start: z.boolean(),
    /** why the draw cannot start yet ('' when it can or has started) */
    start_reason: z.string(),
    /** the host's actions, newest first */
    log: z.array(z.object({ at: z.number().int(), text: z.string() })),
  }),
);
export type LotteryScreen = z.infer<typeof lotteryScreenSchema>;

export const lotteryScreen = defineCall({
  path: '/api/lottery/1.0.0/lottery/screen',
  method: 'GET',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'The big screen of a lottery of the b_id business: its state, the winner waiting for the host, the winners so far',
  query: () => idQuery,
  data: () => lotteryScreenSchema,
});

export const lotteryStart = defineCall({
  path: '/api/lottery/1.0.0/lottery/start',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Close the entries at or after the draw time, publish the entrant list’s hash, fix the drawn order and reveal the first winner (parallel starts make one draw)',
  query: () => idBody,
  data: () => lotteryScreenSchema,
});

const winnerAction = lazySchema(() => z.strictObject({ id: idField('参数错误'), winner_id: idField('参数错误') }));

export const lotteryConfirm = defineCall({
  path: '/api/lottery/1.0.0/lottery/confirm',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'The host confirms the winner on the screen (确认领奖); the next position is revealed (logged)',
  query: () => winnerAction,
  data: () => lotteryScreenSchema,
});

export const lotteryAbsent = defineCall({
  path: '/api/lottery/1.0.0/lottery/absent',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'The host marks the winner on the screen absent (未到场，重新抽取); the next position of the same order takes the prize (logged)',
  query: () => winnerAction,
  data: () => lotteryScreenSchema,
});
