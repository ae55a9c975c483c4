import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { INT32_MAX } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';

/**
 * Efficiency statistics (spec 2.4, 3.5, 7.5): what a business learns from its tickets, channels and promoters.
 * Every figure comes from counters kept in the same transaction as the write (docs/statistics.md).
 *
 * Words used throughout:
 * - issued (已发放): holdings handed to people in the range, by any way (sold, received, published, distributed,
 *   signed up, an event, bundled);
 * - given (免费发放): the issued ones that were not sold (source is not an order);
 * - came (已核销): of the holdings issued in the range, those written off at least once (a cohort: it never
 *   passes issued, so the percent never passes 100);
 * - write-offs (核销次数): every write-off made in the range (a day pass used three times counts three);
 * - a channel (渠道) is a publisher of the business: someone given a quota who hands items out by mobile number;
 * - a promoter (推广人) is whoever's spm link a holding came through: an agent of an item or a sharer.
 * Days are Asia/Shanghai days.
 */

/** GET values arrive as strings. */
const getId = (message = '参数错误') =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(INT32_MAX, message);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (v: string) => {
  if (!DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const dayField = (what: string) => z.string({ error: `${what}无效` }).refine(validDay, `${what}格式为YYYY-MM-DD`);

/** The longest range a query may ask for (days, both ends included). */
export const STATS_MAX_RANGE_DAYS = 366;

/** start_date and end_date (Asia/Shanghai days, both included): both or neither; neither means since the start. */
export const statsRangeQuery = {
  start_date: lazySchema(() => dayField('开始日期').optional()),
  end_date: lazySchema(() => dayField('结束日期').optional()),
};

type RangeInput = { start_date?: string | undefined; end_date?: string | undefined };
/** Checks of the range, one home for the page's date picker and the server. */
export const statsRangeIssue = (q: RangeInput): { path: string; message: string } | null => {
  if ((q.start_date === undefined) !== (q.end_date === undefined))
    return { path: q.start_date === undefined ? 'start_date' : 'end_date', message: '请同时选择开始和结束日期' };
  if (q.start_date === undefined || q.end_date === undefined) return null;
  if (q.start_date > q.end_date) return { path: 'end_date', message: '结束日期不能早于开始日期' };
  const days = (Date.parse(q.end_date) - Date.parse(q.start_date)) / 86_400_000 + 1;
  if (days > STATS_MAX_RANGE_DAYS) return { path: 'end_date', message: `日期范围最长${STATS_MAX_RANGE_DAYS}天` };
  return null;
};
const withRange = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((q, ctx) => {
    const issue = statsRangeIssue(q as RangeInput);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** ticket_type of the lists: 1 tickets, 2 coupons, 3 invitations (items.product_type); absent = all. */
const ticketTypeField = lazySchema(() =>
  z.coerce
    .number({ error: '票券类型无效' })
    .int('票券类型无效')
    .min(1, '票券类型无效')
    .max(3, '票券类型无效')
    .optional(),
);
const searchField = lazySchema(() => z.string().trim().max(30, '搜索内容最多30个字').optional());

/** Who may see a business's figures: its owners and admins, and the platform auditor. */
const STATS_ROLES = ['owner', 'admin', 'auditor'] as const;

const trend = lazySchema(() => z.array(z.object({ date: z.string(), count: z.number().int() })));

/** The statistics record of spec 3.5, with its distributions. Percents are 0–100 with one decimal. */
export const statsRecordSchema = lazySchema(() =>
  z.object({
    /** published projects of the business (1 or 0 for a project's own record) */
    project_count: z.number().int(),
    /** the items' total stock (票券总量; not limited by the range) */
    ticket_amount_count: z.number().int(),
    /** issued in the range (已发放) */
    ticket_issued_count: z.number().int(),
    /** issued without an order (免费发放) */
    ticket_give_count: z.number().int(),
    /** of those issued in the range, written off at least once (已核销) */
    ticket_writeoff_count: z.number().int(),
    ticket_writeoff_percent: z.number(),
    /** issued through channels (publishers) */
    ticket_channel_count: z.number().int(),
    ticket_channel_percent: z.number(),
    /** promoters who brought at least one in the range */
    promoter_count: z.number().int(),
    /** the share of issued that came through a promoter's link */
    promoter_percent: z.number(),
    /** holdings voided by a refund in the range (退票) */
    ticket_return_count: z.number().int(),
    /** distributed in the range and not yet claimed (待领取) */
    ticket_to_be_picked: z.number().int(),
    /** sign-ups in the range (报名) */
    ticket_registration_count: z.number().int(),
    /** items (票券种类) */
    ticket_project_count: z.number().int(),
    /** write-offs in the range by write-off point */
    point_list: z.array(
      z.object({ id: z.number().int(), name: z.string(), item_name: z.string(), count: z.number().int() }),
    ),
    /** by item type: 1 门票 2 优惠券 3 邀请函 */
    type_list: z.array(
      z.object({ type: z.number().int(), name: z.string(), issued: z.number().int(), came: z.number().int() }),
    ),
    /** paid orders in the range by pay method: quantity and amount in fen */
    pay_list: z.array(
      z.object({ pay_type: z.string(), name: z.string(), count: z.number().int(), amount: z.number().int() }),
    ),
    /** how the issued ones were handed out (购买, 领取, 发布员发放, 商家分发, 报名, 活动, 关联赠送) */
    source_list: z.array(z.object({ source: z.string(), name: z.string(), count: z.number().int() })),
    /** the top 10 channels by issued */
    channel_list: z.array(
      z.object({
        id: z.number().int(),
        channel_name: z.string(),
        channel_icon: z.string(),
        issued: z.number().int(),
        came: z.number().int(),
      }),
    ),
    /** the top 10 promoters by issued */
    user_list: z.array(
      z.object({
        user_id: z.number().int(),
        user_name: z.string(),
        avatar: z.string(),
        issued: z.number().int(),
        came: z.number().int(),
      }),
    ),
    /** issued per day */
    give_trend: trend,
    /** write-offs per day */
    writeoff_trend: trend,
  }),
);
export type StatsRecord = z.infer<typeof statsRecordSchema>;

/** A ranked row: what a project, item, channel or promoter brought in the range. */
const rankFigures = {
  issued: lazySchema(() => z.number().int()),
  came: lazySchema(() => z.number().int()),
  /** came / issued */
  writeoff_percent: lazySchema(() => z.number()),
  /** issued / the business's issued in the range */
  share_percent: lazySchema(() => z.number()),
};

export const statisticsIndex = defineCall({
  path: '/api/Statistics/1.0.0/statistics/index',
  method: 'GET',
  auth: 'required',
  access: { business: STATS_ROLES },
  summary:
    'The statistics record of the b_id business (spec 3.5) in a date range, optionally of one project, channel or promoter, with its distributions and trends',
  query: () =>
    withRange(
      z.strictObject({
        ...statsRangeQuery,
        project_id: getId().optional(),
        channel_id: getId().optional(),
        promoter_id: getId().optional(),
      }),
    ),
  data: () =>
    statsRecordSchema.extend({
      /** the name of the project, channel or promoter asked for ('' for the whole business) */
      title: z.string(),
    }),
});

const listQuery = <E extends z.ZodRawShape = Record<never, never>>(extra: E = {} as E) =>
  withRange(
    z.strictObject({
      ...pagingQuery,
      ...statsRangeQuery,
      search: searchField,
      ticket_type: ticketTypeField,
      ...extra,
    }),
  );

export const statisticsProjectList = defineCall({
  path: '/api/Statistics/1.0.0/statistics/projectList',
  method: 'GET',
  auth: 'required',
  access: { business: STATS_ROLES },
  summary: 'The projects of the b_id business ranked by issued in the range (search by name, ticket_type)',
  query: () => listQuery(),
  data: () =>
    listOf(z.object({ id: z.number().int(), name: z.string(), item_count: z.number().int(), ...rankFigures })),
});

export const statisticsChannelList = defineCall({
  path: '/api/Statistics/1.0.0/statistics/channelList',
  method: 'GET',
  auth: 'required',
  access: { business: STATS_ROLES },
  summary: 'The channels (publishers) of the b_id business ranked by issued in the range',
  query: () => listQuery({ project_id: getId().optional() }),
  data: () =>
    listOf(z.object({ id: z.number().int(), channel_name: z.string(), channel_icon: z.string(), ...rankFigures })),
});

export const statisticsUserList = defineCall({
  path: '/api/Statistics/1.0.0/statistics/userList',
  method: 'GET',
  auth: 'required',
  access: { business: STATS_ROLES },
  summary: 'The promoters (agents and sharers, by spm attribution) of the b_id business ranked by issued in the range',
  query: () => listQuery({ project_id: getId().optional() }),
  data: () =>
    listOf(z.object({ user_id: z.number().int(), user_name: z.string(), avatar: z.string(), ...rankFigures })),
});

export const statisticsTicketList = defineCall({
  path: '/api/Statistics/1.0.0/statistics/ticketList',
  method: 'GET',
  auth: 'required',
  access: { business: STATS_ROLES },
  summary: 'The items of the b_id business ranked by issued in the range (ticket_type 1/2/3, search by name)',
  query: () => listQuery({ project_id: getId().optional() }),
  data: () =>
    listOf(
      z.object({
        id: z.number().int(),
        name: z.string(),
        product_type: z.number().int(),
        project_id: z.number().int().nullable(),
        project_name: z.string(),
        total_stock: z.number().int(),
        ...rankFigures,
      }),
    ),
});

export const statisticsProjectCreatorList = defineCall({
  path: '/api/Statistics/1.0.0/statistics/projectCreatorList',
  method: 'GET',
  auth: 'required',
  access: { business: STATS_ROLES },
  summary: 'The people who created the b_id business’s projects, with their projects’ figures in the range',
  query: () => listQuery(),
  data: () =>
    listOf(
      z.object({
        user_id: z.number().int(),
        user_name: z.string(),
        avatar: z.string(),
        project_count: z.number().int(),
        ...rankFigures,
      }),
    ),
});

const itemInfo = (path: string, what: string, productType: 1 | 2 | 3) =>
  defineCall({
    path,
    method: 'GET',
    auth: 'required',
    access: { business: STATS_ROLES },
    summary: `The statistics record of one ${what} of the b_id business in a date range (product_type ${productType})`,
    query: () => withRange(z.strictObject({ id: getId(), projectid: getId().optional(), ...statsRangeQuery })),
    data: () =>
      statsRecordSchema.extend({
        item: z.object({
          id: z.number().int(),
          name: z.string(),
          product_type: z.number().int(),
          project_id: z.number().int().nullable(),
          project_name: z.string(),
          total_stock: z.number().int(),
          state: z.string(),
        }),
      }),
  });

export const statisticsTicketInfo = itemInfo('/api/Statistics/1.0.0/statistics/ticketInfo', 'ticket', 1);
export const statisticsCouponInfo = itemInfo('/api/Statistics/1.0.0/statistics/couponInfo', 'coupon', 2);
export const statisticsInvitationInfo = itemInfo('/api/Statistics/1.0.0/statistics/invitationInfo', 'invitation', 3);

/** A write-off point on the gate screen. */
export const guardPointSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    item_name: z.string(),
    /** write-offs in the last 15 minutes */
    last15: z.number().int(),
    /** write-offs today (Asia/Shanghai) */
    today: z.number().int(),
    /** last15 / 15, one decimal */
    per_minute: z.number(),
    /** per_minute passed the project's alert threshold */
    alert: z.boolean(),
  }),
);

/** Live on-site screen of a project (/guard/index): for the business's owners, admins and checkers. */
export const statisticsGuard = defineCall({
  path: '/api/Statistics/1.0.0/statistics/guard',
  method: 'GET',
  auth: 'required',
  access: { business: ['owner', 'admin', 'checker', 'auditor'] },
  summary:
    'The gate screen of a project of the b_id business (default its latest published): entries per write-off point in the last 15 minutes and today, today’s total against the venue capacity; with version, waits up to 25 s for a change',
  query: () =>
    z.strictObject({
      project_id: getId().optional(),
      version: z.string().max(40).optional(),
    }),
  data: () =>
    z.object({
      /** null when the business has no published project */
      project: z
        .object({
          id: z.number().int(),
          name: z.string(),
          /** venue capacity, 0 = not set */
          capacity: z.number().int(),
          /** entries per minute at one point above which it shows the alert colour, 0 = no alert */
          alert_per_minute: z.number().int(),
        })
        .nullable(),
      /** the business's published projects to switch between */
      projects: z.array(z.object({ id: z.number().int(), name: z.string() })),
      /** entries today at all the project's points */
      today_total: z.number().int(),
      /** today_total / capacity (0 when no capacity), one decimal */
      capacity_percent: z.number(),
      points: z.array(guardPointSchema),
      /** changes whenever a write-off of the project is made; send it back to wait for the next */
      version: z.string(),
      /** unix seconds the figures were read */
      updated_at: z.number().int(),
    }),
});

/** The venue capacity and alert threshold of a project (set on the guard screen by its managers). */
export const statisticsGuardSettings = defineCall({
  path: '/api/Statistics/1.0.0/statistics/guardSettings',
  method: 'POST',
  auth: 'required',
  access: { business: ['owner', 'admin'] },
  summary:
    'Set the venue capacity and the per-point alert threshold (entries a minute) of a project of the b_id business',
  query: () =>
    z.strictObject({
      project_id: z.number({ error: '请选择项目' }).int().min(1).max(INT32_MAX),
      capacity: z
        .number({ error: '请输入场馆容量' })
        .int('场馆容量为整数')
        .min(0, '场馆容量不能为负')
        .max(10_000_000, '场馆容量过大'),
      alert_per_minute: z
        .number({ error: '请输入预警值' })
        .int('预警值为整数')
        .min(0, '预警值不能为负')
        .max(100_000, '预警值过大'),
    }),
  data: () => z.object({ capacity: z.number().int(), alert_per_minute: z.number().int() }),
});
