import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText, idField, imageUrlField, mobileField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { VEHICLE_TYPES } from '../catalog/catalog.contract.js';
import {
  BODY_TYPES,
  BOOKING_STATES,
  CAR_CONDITIONS,
  ENERGY_TYPES,
  GEARBOXES,
  PRICE_BANDS,
  SHOW_CAR_ACTIONS,
  SHOW_CAR_ADVISORS_MAX,
  SHOW_CAR_PHOTOS_MAX,
  SHOW_CAR_PRICE_MAX,
  SHOW_CAR_PRICE_MIN,
  SHOW_CAR_SORTS,
  SHOW_CAR_STATES,
  SHOWROOM_ROLES,
} from './showroom.enums.js';

export * from './showroom.enums.js';

/**
 * The car showroom (issue 19; spec 2.14 /b/show-car/*, /show-car/*, 2.15 /used-car/{id}): a business lists cars with
 * photos, prices and sale advisors; listings pass the audit queue (type show_car) and an approved listing's changes
 * pass it again; visitors filter, search, open a car and book a viewing — docs/showroom.md.
 */

// ---------------------------------------------------------------- fields

/** A calendar date `YYYY-MM-DD` that exists (2025-02-30 does not). */
export const isDateText = (v: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const dateText = (message: string) => z.string({ error: message }).refine(isDateText, message);

const price = (what: string) =>
  z
    .number({ error: `请填写${what}` })
    .int(`${what}精确到元`)
    .min(SHOW_CAR_PRICE_MIN, `${what}至少0.1万`)
    .max(SHOW_CAR_PRICE_MAX, `${what}最多2000万`)
    .refine((v) => v % 100 === 0, `${what}精确到元`);

export const inspectionResultInput = lazySchema(() =>
  z
    .strictObject({
      passed: z.boolean({ error: '请选择检测结果' }),
      /** what was found (required when not passed) */
      note: displayText().max(100, '检测说明最多100个字').default(''),
    })
    .refine((r) => r.passed || r.note.length > 0, { message: '未通过的检测项请说明情况', path: ['note'] }),
);

export const inspectionInput = lazySchema(() =>
  z.strictObject({
    collision: inspectionResultInput,
    flood: inspectionResultInput,
    fire: inspectionResultInput,
  }),
);
export type InspectionInput = z.input<typeof inspectionInput>;

/**
 * A listing's fields as the form sends them: every field, each empty (null, '' or []) until chosen. A draft may be
 * incomplete; submitting checks completeness on the server (every missing field named).
 */
export const showCarFields = {
  brand_id: lazySchema(() => idField('品牌无效').nullable().default(null)),
  series_id: lazySchema(() => idField('车系无效').nullable().default(null)),
  model_id: lazySchema(() => idField('车型无效').nullable().default(null)),
  photos: lazySchema(() =>
    z
      .array(imageUrlField('图片地址无效'), { error: '照片无效' })
      .max(SHOW_CAR_PHOTOS_MAX, `最多${SHOW_CAR_PHOTOS_MAX}张照片`)
      .default([]),
  ),
  /** fen; a single price has price_min = price_max */
  price_min: lazySchema(() => price('最低价').nullable().default(null)),
  price_max: lazySchema(() => price('最高价').nullable().default(null)),
  energy: lazySchema(() => z.enum(ENERGY_TYPES, { error: '请选择能源类型' }).nullable().default(null)),
  body: lazySchema(() => z.enum(BODY_TYPES, { error: '请选择车身类型' }).nullable().default(null)),
  gearbox: lazySchema(() => z.enum(GEARBOXES, { error: '请选择变速箱' }).nullable().default(null)),
  year: lazySchema(() =>
    z
      .number({ error: '年款无效' })
      .int('年款无效')
      .min(1950, '年款无效')
      .max(2100, '年款无效')
      .nullable()
      .default(null),
  ),
  condition: lazySchema(() => z.enum(CAR_CONDITIONS, { error: '请选择新车或二手车' }).default('new')),
  /** used cars: km */
  mileage_km: lazySchema(() =>
    z
      .number({ error: '请填写行驶里程' })
      .int('里程为整数公里')
      .min(0, '里程不能为负')
      .max(2_000_000, '里程过大')
      .nullable()
      .default(null),
  ),
  registered_on: lazySchema(() => dateText('上牌日期无效').nullable().default(null)),
  inspection_until: lazySchema(() => dateText('年检到期日无效').nullable().default(null)),
  insurance_until: lazySchema(() => dateText('保险到期日无效').nullable().default(null)),
  transfers: lazySchema(() =>
    z
      .number({ error: '请填写过户次数' })
      .int('过户次数为整数')
      .min(0, '过户次数不能为负')
      .max(30, '过户次数最多30')
      .nullable()
      .default(null),
  ),
  inspection: lazySchema(() => inspectionInput.nullable().default(null)),
  colour: lazySchema(() => displayText().max(10, '颜色最多10个字').default('')),
  city: lazySchema(() => displayText().max(20, '城市最多20个字').default('')),
  description: lazySchema(() => displayText().max(500, '车辆介绍最多500个字').default('')),
  advisor_ids: lazySchema(() =>
    z
      .array(idField('销售顾问无效'))
      .max(SHOW_CAR_ADVISORS_MAX, `最多选择${SHOW_CAR_ADVISORS_MAX}位销售顾问`)
      .refine((ids) => new Set(ids).size === ids.length, '销售顾问重复')
      .default([]),
  ),
};

// ---------------------------------------------------------------- answers

export const inspectionResultSchema = lazySchema(() => z.object({ passed: z.boolean(), note: z.string() }));
export const inspectionSchema = lazySchema(() =>
  z.object({
    collision: inspectionResultSchema,
    flood: inspectionResultSchema,
    fire: inspectionResultSchema,
  }),
);
export type Inspection = z.infer<typeof inspectionSchema>;

/** A sale advisor of a business (their contact is public: visitors call them). */
export const saleAdvisorSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    business_id: z.number().int(),
    name: z.string(),
    avatar: z.string(),
    mobile: z.string(),
    wechat: z.string(),
    title: z.string(),
  }),
);
export type SaleAdvisor = z.infer<typeof saleAdvisorSchema>;

/** A viewing booking. */
export const carBookingSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    car_id: z.number().int(),
    car_name: z.string(),
    car_cover: z.string(),
    /** YYYY-MM-DD */
    date: z.string(),
    slot: z.number().int(),
    slot_label: z.string(),
    /** the slot's start, unix seconds */
    visit_time: z.number().int(),
    mobile: z.string(),
    nickname: z.string(),
    state: z.enum(BOOKING_STATES),
    state_label: z.string(),
    create_time: z.number().int(),
  }),
);
export type CarBooking = z.infer<typeof carBookingSchema>;

/** A listing as lists show it. */
export const showCarCardSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    cover: z.string(),
    vehicle_type: z.enum(VEHICLE_TYPES).nullable(),
    price_min: z.number().int().nullable(),
    price_max: z.number().int().nullable(),
    /** 7.98–17.98万 */
    price_text: z.string(),
    condition: z.enum(CAR_CONDITIONS),
    year: z.number().int().nullable(),
    mileage_km: z.number().int().nullable(),
    energy: z.enum(ENERGY_TYPES).nullable(),
    city: z.string(),
    state: z.enum(SHOW_CAR_STATES),
    state_label: z.string(),
    dealer_name: z.string(),
    listed_time: z.number().int().nullable(),
  }),
);
export type ShowCarCard = z.infer<typeof showCarCardSchema>;

/** A whole listing (a draft's fields may still be empty). */
export const showCarSchema = lazySchema(() =>
  showCarCardSchema.extend({
    business_id: z.number().int(),
    brand_id: z.number().int().nullable(),
    brand_name: z.string(),
    series_id: z.number().int().nullable(),
    series_name: z.string(),
    model_id: z.number().int().nullable(),
    model_name: z.string(),
    photos: z.array(z.string()),
    body: z.enum(BODY_TYPES).nullable(),
    gearbox: z.enum(GEARBOXES).nullable(),
    registered_on: z.string().nullable(),
    inspection_until: z.string().nullable(),
    insurance_until: z.string().nullable(),
    transfers: z.number().int().nullable(),
    inspection: inspectionSchema.nullable(),
    colour: z.string(),
    description: z.string(),
    advisors: z.array(saleAdvisorSchema),
    update_time: z.number().int(),
  }),
);
export type ShowCar = z.infer<typeof showCarSchema>;

/** The business's view of its listing: why it was rejected, the change waiting for review, what it may do. */
export const showCarManageSchema = lazySchema(() =>
  showCarSchema.extend({
    reject_reason: z.string(),
    /** a change of the approved listing waiting for review (the public sees the approved version until it passes) */
    pending_change: z.object({ fields: z.array(z.string()), create_time: z.number().int() }).nullable(),
    actions: z.array(z.enum(SHOW_CAR_ACTIONS)),
    /** bookings waiting for a viewing */
    pending_bookings: z.number().int(),
  }),
);
export type ShowCarManage = z.infer<typeof showCarManageSchema>;

export const showCarManageCardSchema = lazySchema(() =>
  showCarCardSchema.extend({
    reject_reason: z.string(),
    has_pending_change: z.boolean(),
    actions: z.array(z.enum(SHOW_CAR_ACTIONS)),
    pending_bookings: z.number().int(),
    update_time: z.number().int(),
  }),
);
export type ShowCarManageCard = z.infer<typeof showCarManageCardSchema>;

/** The public detail: the approved version, its advisors and dealer, and the caller's own pending booking. */
export const showCarDetailSchema = lazySchema(() => showCarSchema.extend({ my_booking: carBookingSchema.nullable() }));
export type ShowCarDetail = z.infer<typeof showCarDetailSchema>;

/** audit/info of type show_car: the listing as it would be after passing, the approved one before, and what changed */
export const showCarAuditSchema = lazySchema(() =>
  z.object({
    car: showCarSchema,
    /** the approved listing a change would replace; null for a first submission */
    before: showCarSchema.nullable(),
    /** the fields this audit changes (the keys of showCarFields) */
    changed: z.array(z.string()),
  }),
);
export type ShowCarAudit = z.infer<typeof showCarAuditSchema>;

// ---------------------------------------------------------------- the business's listings

const access = { business: SHOWROOM_ROLES };

export const showCarSave = defineCall({
  path: '/api/show_car/1.0.0/car/save',
  method: 'POST',
  auth: 'required',
  access,
  summary:
    'Create or update a listing of the business acted for. A draft or rejected one is saved as it is (submit: checked complete and sent to the audit queue); an approved one (listed or off shelf) keeps its approved version: changed fields go to review as a change, the advisors apply at once',
  query: () =>
    z
      .strictObject({ id: idField().optional(), submit: z.boolean().default(false), ...showCarFields })
      .refine((q) => (q.price_min === null) === (q.price_max === null), {
        message: '请填写价格',
        path: ['price_max'],
      })
      .refine((q) => q.price_min === null || q.price_max === null || q.price_min <= q.price_max, {
        message: '最高价不能低于最低价',
        path: ['price_max'],
      }),
  data: () => showCarManageSchema,
});

export const showCarAction = defineCall({
  path: '/api/show_car/1.0.0/car/action',
  method: 'POST',
  auth: 'required',
  access,
  summary:
    'submit (a draft or rejected listing to review), off_shelf / on_shelf (下架 / 上架 an approved one), sold, delete (a draft or rejected one)',
  query: () =>
    z.strictObject({
      id: idField(),
      action: z.enum(['submit', 'off_shelf', 'on_shelf', 'sold', 'delete'], { error: '操作无效' }),
    }),
  data: () => z.object({ car: showCarManageSchema.nullable() }),
});

export const showCarMine = defineCall({
  path: '/api/show_car/1.0.0/car/mine',
  method: 'POST',
  auth: 'required',
  access,
  summary: "The business's listings by state (all by default), last changed first, with the count of each state",
  query: () =>
    z.strictObject({
      state: z.enum(['all', ...SHOW_CAR_STATES], { error: '状态无效' }).default('all'),
      ...pagingQuery,
    }),
  data: () => listOf(showCarManageCardSchema).extend({ counts: z.record(z.string(), z.number().int()) }),
});

export const showCarManageInfo = defineCall({
  path: '/api/show_car/1.0.0/car/manage_info',
  method: 'POST',
  auth: 'required',
  access,
  summary: 'One listing of the business as it stands (a draft too), with the change waiting for review',
  query: () => z.strictObject({ id: idField() }),
  data: () => showCarManageSchema,
});

// ---------------------------------------------------------------- advisors (business side)

export const saleAdvisorFields = {
  name: lazySchema(() => displayText().min(1, '请输入姓名').max(10, '姓名最多10个字')),
  avatar: lazySchema(() => imageUrlField('头像地址无效', { allowEmpty: true }).default('')),
  mobile: mobileField,
  /** 6–20 letters, digits, - or _, starting with a letter ('' for none) */
  wechat: lazySchema(() =>
    z
      .string()
      .trim()
      .refine((v) => v === '' || /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/.test(v), '微信号为6-20位字母、数字、-或_，以字母开头')
      .default(''),
  ),
  title: lazySchema(() => displayText().min(1, '请输入职位').max(10, '职位最多10个字').default('销售顾问')),
};

export const saleAdvisorList = defineCall({
  path: '/api/show_car/1.0.0/advisor/list',
  method: 'POST',
  auth: 'required',
  access,
  summary: "The business's sale advisors (at most 50), with how many listings each serves",
  query: () => z.strictObject({}),
  data: () => z.object({ list: z.array(saleAdvisorSchema.extend({ car_count: z.number().int() })) }),
});

export const saleAdvisorSave = defineCall({
  path: '/api/show_car/1.0.0/advisor/save',
  method: 'POST',
  auth: 'required',
  access,
  summary: 'Add (no id) or change a sale advisor of the business; changes show at once on every listing',
  query: () => z.strictObject({ id: idField().optional(), ...saleAdvisorFields }),
  data: () => saleAdvisorSchema,
});

export const saleAdvisorDelete = defineCall({
  path: '/api/show_car/1.0.0/advisor/delete',
  method: 'POST',
  auth: 'required',
  access,
  summary: 'Remove a sale advisor (from every listing too)',
  query: () => z.strictObject({ id: idField() }),
  data: () => z.object({ id: z.number().int() }),
});

// ---------------------------------------------------------------- visitors

export const showCarList = defineCall({
  path: '/api/show_car/1.0.0/car/list',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    'Listed cars by keyword (name, city, colour) and filters (brand, series, price band, energy, body, gearbox, new/used), newest or by price',
  query: () =>
    z.strictObject({
      keyword: z.string().trim().max(40, '关键词最多40个字').default(''),
      vehicle_type: z.enum(VEHICLE_TYPES, { error: '车辆类型无效' }).optional(),
      brand_id: idField('品牌无效').optional(),
      series_id: idField('车系无效').optional(),
      price: z.enum(PRICE_BANDS, { error: '价格区间无效' }).optional(),
      energy: z.enum(ENERGY_TYPES, { error: '能源类型无效' }).optional(),
      body: z.enum(BODY_TYPES, { error: '车身类型无效' }).optional(),
      gearbox: z.enum(GEARBOXES, { error: '变速箱无效' }).optional(),
      condition: z.enum(CAR_CONDITIONS, { error: '车况无效' }).optional(),
      /** one dealer's cars */
      business_id: idField('商家无效').optional(),
      sort: z.enum(SHOW_CAR_SORTS, { error: '排序无效' }).default('newest'),
      ...pagingQuery,
    }),
  data: () => listOf(showCarCardSchema),
});

export const showCarDetail = defineCall({
  path: '/api/show_car/1.0.0/car/detail',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    "A listed (or sold) car as approved: photos, specs, price, used-car data, advisors, the dealer, and the caller's own pending booking",
  query: () => z.strictObject({ id: idField() }),
  data: () => showCarDetailSchema,
});

export const saleAdvisorShow = defineCall({
  path: '/api/show_car/1.0.0/advisor/show',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: "A sale advisor's page: their card, their dealer, and the listed cars they serve (paged)",
  query: () => z.strictObject({ id: idField(), ...pagingQuery }),
  data: () => listOf(showCarCardSchema).extend({ advisor: saleAdvisorSchema, dealer_name: z.string() }),
});

// ---------------------------------------------------------------- viewing bookings

export const carBookingCreate = defineCall({
  path: '/api/show_car/1.0.0/booking/create',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    '预约看车: a listed car, a future slot (today + 30 days at most, Asia/Shanghai) and a mobile; one pending booking per person and car',
  query: () =>
    z.strictObject({
      car_id: idField('车辆无效'),
      date: dateText('请选择看车日期'),
      slot: z
        .number({ error: '请选择看车时段' })
        .int('请选择看车时段')
        .min(1, '请选择看车时段')
        .max(4, '请选择看车时段'),
      mobile: mobileField,
    }),
  data: () => carBookingSchema,
});

export const carBookingCancel = defineCall({
  path: '/api/show_car/1.0.0/booking/cancel',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: "Cancel one's own pending viewing booking",
  query: () => z.strictObject({ id: idField() }),
  data: () => carBookingSchema,
});

export const carBookingList = defineCall({
  path: '/api/show_car/1.0.0/booking/list',
  method: 'POST',
  auth: 'required',
  access,
  summary: "The viewing bookings of the business's cars (one car's with car_id), soonest visit first for pending ones",
  query: () =>
    z.strictObject({
      car_id: idField('车辆无效').optional(),
      state: z.enum(['all', ...BOOKING_STATES], { error: '状态无效' }).default('pending'),
      ...pagingQuery,
    }),
  data: () => listOf(carBookingSchema),
});

export const carBookingHandle = defineCall({
  path: '/api/show_car/1.0.0/booking/handle',
  method: 'POST',
  auth: 'required',
  access,
  summary: 'The dealer marks a pending booking done (已看车) or cancels it',
  query: () => z.strictObject({ id: idField(), action: z.enum(['done', 'cancel'], { error: '操作无效' }) }),
  data: () => carBookingSchema,
});
