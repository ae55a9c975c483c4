import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText, idField, imageUrlField, INT32_MAX } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { APP_NAMES } from '../app/variants.js';

/**
 * Exhibition information pages (issue 21; spec 1 variants, 2.1 the 展会 home tab, 2.8 /exhibition/*): a published
 * project (kind 1..5) gets a page of its own — the brand variant it belongs to, opening hours, introduction and
 * motorhome zone (rich text, sanitised on write), a map position — with news, activities, exhibiting brands and past
 * editions. Anyone reads; the project's business owners/admins and the platform auditor manage (docs/exhibition.md).
 */

// ---------------------------------------------------------------- enumerations and limits

/** The exhibition variants a page may belong to (spec 1, "our exhibition"). */
export const EXHIBITION_VARIANTS = ['auto_chongqing', 'cimamotor', 'cacf'] as const;
export type ExhibitionVariant = (typeof EXHIBITION_VARIANTS)[number];

/** Exhibition kind (spec 3 enumerations). */
export const EXHIBITION_KIND_LABELS: Record<number, string> = { 1: '展会', 2: '赛事', 3: '会议', 4: '演出', 5: '节庆' };

export const EXHIBITION_STATUSES = ['upcoming', 'ongoing', 'over'] as const;
export type ExhibitionStatus = (typeof EXHIBITION_STATUSES)[number];
export const EXHIBITION_STATUS_LABELS: Record<ExhibitionStatus, string> = {
  upcoming: '未开始',
  ongoing: '进行中',
  over: '已结束',
};

/** What a manager may delete (the kind of content row). */
export const EXHIBITION_CONTENT_KINDS = ['news', 'activity', 'brand', 'history'] as const;
export type ExhibitionContentKind = (typeof EXHIBITION_CONTENT_KINDS)[number];

/** The longest rich text (HTML) a page field or a news body takes. */
export const EXHIBITION_RICH_TEXT_MAX = 20000;
/** How many rows of each kind an exhibition may hold. */
export const EXHIBITION_MAX_ROWS = { news: 500, activity: 100, brand: 500, history: 50 } as const;
/** The latest news the 展会 tab shows before 查看更多. */
export const EXHIBITION_HOME_NEWS = 3;
/** The figures a past edition shows (观众 12万人次 …). */
export const EXHIBITION_FIGURES_MAX = 4;

/** Who manages an exhibition's page: its business's owners and admins, and the platform auditor. */
export const EXHIBITION_MANAGE_ROLES = ['owner', 'admin', 'auditor'] as const;

// ---------------------------------------------------------------- fields

/** GET values arrive as strings. */
const getId = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(INT32_MAX, message);

const unixTime = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(4_102_444_800, message);

const richText = (what: string) =>
  z
    .string({ error: `${what}无效` })
    .max(EXHIBITION_RICH_TEXT_MAX, `${what}过长（最多${EXHIBITION_RICH_TEXT_MAX}个字符）`)
    .default('');

const titleField = lazySchema(() => displayText('请输入标题').min(1, '请输入标题').max(60, '标题最多60个字'));
const coverField = lazySchema(() => imageUrlField('封面图片地址无效', { allowEmpty: true }).default(''));

export const exhibitionPageFields = {
  /** the brand variant whose 展会 tab shows this exhibition; null: only the general variant lists it */
  variant: lazySchema(() => z.enum(EXHIBITION_VARIANTS, { error: '品牌版本无效' }).nullable().default(null)),
  /** plain text, several lines (9:00-17:00 …) */
  opening_hours: lazySchema(() => displayText('开放时间无效').max(100, '开放时间最多100个字').default('')),
  introduction: lazySchema(() => richText('展会介绍')),
  motorhome: lazySchema(() => richText('房车展区介绍')),
  /** GCJ-02, both or neither */
  lat: lazySchema(() =>
    z.number({ error: '纬度无效' }).min(-90, '纬度无效').max(90, '纬度无效').nullable().default(null),
  ),
  lng: lazySchema(() =>
    z.number({ error: '经度无效' }).min(-180, '经度无效').max(180, '经度无效').nullable().default(null),
  ),
};

export const exhibitionNewsFields = {
  title: titleField,
  cover: coverField,
  summary: lazySchema(() => displayText('摘要无效').max(200, '摘要最多200个字').default('')),
  body: lazySchema(() => richText('正文')),
  /** unix seconds; absent: now (a new item) or unchanged (an edit) */
  publish_time: lazySchema(() => unixTime('发布时间无效').optional()),
};

export const exhibitionActivityFields = {
  title: titleField,
  start_time: lazySchema(() => unixTime('请选择开始时间')),
  end_time: lazySchema(() => unixTime('请选择结束时间')),
  place: lazySchema(() => displayText('地点无效').min(1, '请输入活动地点').max(40, '地点最多40个字')),
  cover: coverField,
  summary: lazySchema(() => displayText('简介无效').max(200, '简介最多200个字').default('')),
  /** a funly event this activity is (its page opens on tap) */
  event_id: lazySchema(() => idField('关联活动无效').nullable().default(null)),
};

export const exhibitionBrandFields = {
  name: lazySchema(() => displayText('请输入品牌名称').min(1, '请输入品牌名称').max(30, '品牌名称最多30个字')),
  logo: lazySchema(() => imageUrlField('品牌标志地址无效', { allowEmpty: true }).default('')),
  /** the index letter, entered by the manager (拼音首字母 of 长安 is C) */
  letter: lazySchema(() =>
    z
      .string({ error: '请输入首字母' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]$/, '首字母为A-Z中的一个字母'),
  ),
  hall: lazySchema(() => displayText('展馆无效').max(20, '展馆最多20个字').default('')),
  booth: lazySchema(() => displayText('展位号无效').max(20, '展位号最多20个字').default('')),
};

export const exhibitionFigureInput = lazySchema(() =>
  z.strictObject({
    label: displayText('指标名称无效').min(1, '请输入指标名称').max(8, '指标名称最多8个字'),
    value: displayText('指标数值无效').min(1, '请输入指标数值').max(12, '指标数值最多12个字'),
  }),
);

export const exhibitionHistoryFields = {
  year: lazySchema(() => z.number({ error: '请输入年份' }).int('年份无效').min(1990, '年份无效').max(2100, '年份无效')),
  title: titleField,
  summary: lazySchema(() => displayText('回顾无效').max(500, '回顾最多500个字').default('')),
  cover: coverField,
  figures: lazySchema(() =>
    z
      .array(exhibitionFigureInput, { error: '数据指标无效' })
      .max(EXHIBITION_FIGURES_MAX, `最多${EXHIBITION_FIGURES_MAX}项数据`)
      .default([]),
  ),
};

// ---------------------------------------------------------------- answers

export const exhibitionSummarySchema = lazySchema(() =>
  z.object({
    /** the project's id (project_id everywhere) */
    id: z.number().int(),
    name: z.string(),
    kind: z.number().int(),
    kind_label: z.string(),
    start_time: z.number().int(),
    end_time: z.number().int(),
    venue: z.string(),
    address: z.string(),
    cover: z.string(),
    variant: z.enum(EXHIBITION_VARIANTS).nullable(),
    status: z.enum(EXHIBITION_STATUSES),
    status_label: z.string(),
  }),
);
export type ExhibitionSummary = z.infer<typeof exhibitionSummarySchema>;

export const exhibitionNewsCardSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    project_id: z.number().int(),
    title: z.string(),
    cover: z.string(),
    summary: z.string(),
    publish_time: z.number().int(),
  }),
);
export type ExhibitionNewsCard = z.infer<typeof exhibitionNewsCardSchema>;

export const exhibitionNewsSchema = lazySchema(() =>
  exhibitionNewsCardSchema.extend({
    /** sanitised HTML: render with RichTextView */
    body: z.string(),
    project_name: z.string(),
  }),
);
export type ExhibitionNews = z.infer<typeof exhibitionNewsSchema>;

export const exhibitionActivitySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    project_id: z.number().int(),
    title: z.string(),
    start_time: z.number().int(),
    end_time: z.number().int(),
    place: z.string(),
    cover: z.string(),
    summary: z.string(),
    event_id: z.number().int().nullable(),
  }),
);
export type ExhibitionActivity = z.infer<typeof exhibitionActivitySchema>;

export const exhibitionBrandSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    project_id: z.number().int(),
    name: z.string(),
    logo: z.string(),
    letter: z.string(),
    hall: z.string(),
    booth: z.string(),
  }),
);
export type ExhibitionBrand = z.infer<typeof exhibitionBrandSchema>;

export const exhibitionHistorySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    project_id: z.number().int(),
    year: z.number().int(),
    title: z.string(),
    summary: z.string(),
    cover: z.string(),
    figures: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
);
export type ExhibitionHistory = z.infer<typeof exhibitionHistorySchema>;

/** One exhibition's page with the first of each list (the 展会 tab). */
export const exhibitionInfoSchema = lazySchema(() =>
  exhibitionSummarySchema.extend({
    business_id: z.number().int(),
    /** the project's own one-line introduction (plain text) */
    intro: z.string(),
    opening_hours: z.string(),
    /** sanitised HTML ('' when none): render with RichTextView */
    introduction: z.string(),
    motorhome: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    news: z.array(exhibitionNewsCardSchema),
    news_count: z.number().int(),
    activities: z.array(exhibitionActivitySchema),
    activity_count: z.number().int(),
    brands: z.array(exhibitionBrandSchema),
    brand_count: z.number().int(),
    history_count: z.number().int(),
    /** the caller may open the content admin (an owner/admin of its business, or the platform auditor) */
    can_manage: z.boolean(),
  }),
);
export type ExhibitionInfo = z.infer<typeof exhibitionInfoSchema>;

// ---------------------------------------------------------------- public reads

export const exhibitionCurrent = defineCall({
  path: '/api/exhibition/1.0.0/exhibition/current',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    "The 展会 tab by app name (the payload's appName, or app_name): an exhibition variant gets its exhibitions (current: the one under way, else the next, else the latest); the general variant lists every exhibition that has a page, newest first (current null)",
  query: () => z.strictObject({ app_name: z.enum(APP_NAMES, { error: '版本无效' }).optional() }),
  data: () =>
    z.object({
      app_name: z.enum(APP_NAMES),
      current: exhibitionSummarySchema.nullable(),
      list: z.array(exhibitionSummarySchema),
    }),
});

export const exhibitionInfo = defineCall({
  path: '/api/exhibition/1.0.0/exhibition/info',
  method: 'GET',
  auth: 'optional',
  access: 'public',
  summary:
    'One published exhibition: dates, venue, opening hours, map position, introduction, motorhome zone, the latest news, activities and brands, and whether the caller may manage it',
  query: () => z.strictObject({ project_id: getId('展会无效') }),
  data: () => exhibitionInfoSchema,
});

export const exhibitionNewsList = defineCall({
  path: '/api/exhibition/1.0.0/news/list',
  method: 'GET',
  auth: 'optional',
  access: 'public',
  summary: "An exhibition's news, newest first (paged)",
  query: () => z.strictObject({ project_id: getId('展会无效'), ...pagingQuery }),
  data: () => listOf(exhibitionNewsCardSchema),
});

export const exhibitionNewsInfo = defineCall({
  path: '/api/exhibition/1.0.0/news/info',
  method: 'GET',
  auth: 'optional',
  access: 'public',
  summary: 'One news item with its body',
  query: () => z.strictObject({ id: getId('资讯无效') }),
  data: () => exhibitionNewsSchema,
});

export const exhibitionActivityList = defineCall({
  path: '/api/exhibition/1.0.0/activity/list',
  method: 'GET',
  auth: 'optional',
  access: 'public',
  summary: "An exhibition's activities by start time (paged)",
  query: () => z.strictObject({ project_id: getId('展会无效'), ...pagingQuery }),
  data: () => listOf(exhibitionActivitySchema),
});

export const exhibitionBrandList = defineCall({
  path: '/api/exhibition/1.0.0/brand/list',
  method: 'GET',
  auth: 'optional',
  access: 'public',
  summary: "An exhibition's brands A–Z (all of them, for the letter index), optionally by keyword (name, hall, booth)",
  query: () =>
    z.strictObject({
      project_id: getId('展会无效'),
      keyword: z.string({ error: '关键词无效' }).trim().max(30, '关键词最多30个字').default(''),
    }),
  data: () => z.object({ list: z.array(exhibitionBrandSchema), count: z.number().int() }),
});

export const exhibitionHistoryList = defineCall({
  path: '/api/exhibition/1.0.0/history/list',
  method: 'GET',
  auth: 'optional',
  access: 'public',
  summary: "An exhibition's past editions, latest year first",
  query: () => z.strictObject({ project_id: getId('展会无效') }),
  data: () => z.object({ list: z.array(exhibitionHistorySchema), count: z.number().int() }),
});

// ---------------------------------------------------------------- content admin

const access = { business: EXHIBITION_MANAGE_ROLES };

export const exhibitionPageSave = defineCall({
  path: '/api/exhibition/1.0.0/page/save',
  method: 'POST',
  auth: 'required',
  access,
  summary:
    "Create or change a published project's page: variant, opening hours, introduction and motorhome zone (rich text, sanitised), map position",
  query: () =>
    z
      .strictObject({ project_id: idField('展会无效'), ...exhibitionPageFields })
      .refine((q) => (q.lat === null) === (q.lng === null), { message: '请同时填写经度和纬度', path: ['lng'] }),
  data: () => exhibitionInfoSchema,
});

export const exhibitionNewsSave = defineCall({
  path: '/api/exhibition/1.0.0/news/save',
  method: 'POST',
  auth: 'required',
  access,
  summary: 'Add (no id) or change a news item of the exhibition; the body is sanitised',
  query: () =>
    z.strictObject({
      project_id: idField('展会无效'),
      id: idField('资讯无效').optional(),
      ...exhibitionNewsFields,
    }),
  data: () => exhibitionNewsSchema,
});

export const exhibitionActivitySave = defineCall({
  path: '/api/exhibition/1.0.0/activity/save',
  method: 'POST',
  auth: 'required',
  access,
  summary: 'Add (no id) or change an activity of the exhibition, optionally linked to a funly event',
  query: () =>
    z
      .strictObject({
        project_id: idField('展会无效'),
        id: idField('活动无效').optional(),
        ...exhibitionActivityFields,
      })
      .refine((q) => q.end_time >= q.start_time, { message: '结束时间不能早于开始时间', path: ['end_time'] }),
  data: () => exhibitionActivitySchema,
});

export const exhibitionBrandSave = defineCall({
  path: '/api/exhibition/1.0.0/brand/save',
  method: 'POST',
  auth: 'required',
  access,
  summary: 'Add (no id) or change an exhibiting brand (name, logo, index letter, hall, booth)',
  query: () =>
    z.strictObject({
      project_id: idField('展会无效'),
      id: idField('品牌无效').optional(),
      ...exhibitionBrandFields,
    }),
  data: () => exhibitionBrandSchema,
});

export const exhibitionHistorySave = defineCall({
  path: '/api/exhibition/1.0.0/history/save',
  method: 'POST',
  auth: 'required',
  access,
  summary: 'Add (no id) or change a past edition (year, title, summary, cover, figures); one per year',
  query: () =>
    z.strictObject({
      project_id: idField('展会无效'),
      id: idField('历届回顾无效').optional(),
      ...exhibitionHistoryFields,
    }),
  data: () => exhibitionHistorySchema,
});

export const exhibitionContentDelete = defineCall({
  path: '/api/exhibition/1.0.0/content/delete',
  method: 'POST',
  auth: 'required',
  access,
  summary: 'Delete a news item, activity, brand or past edition of an exhibition',
  query: () =>
    z.strictObject({
      kind: z.enum(EXHIBITION_CONTENT_KINDS, { error: '内容类型无效' }),
      id: idField('内容无效'),
    }),
  data: () => z.object({ kind: z.enum(EXHIBITION_CONTENT_KINDS), id: z.number().int() }),
});
