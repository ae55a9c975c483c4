import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { INT32_MAX } from '../common/fields.js';

/**
 * The vehicle catalogue (issue 19; spec 7.5 `/public/OwnersCertification/1.0.0/brand/lists` (vehicle_type, is_hot),
 * `/series/lists`, `/car/lists`): brands → series → models of cars and motorcycles, a bundled seed written for this
 * project (no scraping at run time). The showroom's listings and the car-owner certification pick from it —
 * docs/showroom.md.
 */

export const VEHICLE_TYPES = ['car', 'motorcycle'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const vehicleTypeLabel: Record<VehicleType, string> = { car: '汽车', motorcycle: '摩托车' };

const positiveId = (message: string) =>
  z.coerce.number({ message }).int(message).min(1, message).max(INT32_MAX, message);

export const brandSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** Chinese name, e.g. 宝马 */
    name: z.string(),
    /** the A–Z index letter of the name's pinyin, e.g. B */
    initial: z.string(),
    /** a local image path, '' when none */
    logo: z.string(),
    vehicle_type: z.enum(VEHICLE_TYPES),
    is_hot: z.boolean(),
  }),
);
export type Brand = z.infer<typeof brandSchema>;

export const seriesSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    brand_id: z.number().int(),
    /** e.g. 3系 */
    name: z.string(),
    vehicle_type: z.enum(VEHICLE_TYPES),
    /** the maker, e.g. 华晨宝马 ('' when the brand is the maker) */
    maker: z.string(),
  }),
);
export type Series = z.infer<typeof seriesSchema>;

export const carModelSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    series_id: z.number().int(),
    /** e.g. 2024款 325Li M运动套装 */
    name: z.string(),
    year: z.number().int(),
    /** the maker's guide price in fen (0 when unknown) */
    guide_price: z.number().int(),
  }),
);
export type CarModel = z.infer<typeof carModelSchema>;

export const brandLists = defineCall({
  path: '/public/OwnersCertification/1.0.0/brand/lists',
  method: 'GET',
  auth: 'none',
  access: 'public',
  summary: 'The brands of cars or motorcycles, by initial then name; is_hot=1 only the hot ones',
  query: () =>
    z.strictObject({
      vehicle_type: z.enum(VEHICLE_TYPES, { message: '车辆类型无效' }).default('car'),
      is_hot: z.coerce
        .number({ message: '热门标记无效' })
        .int('热门标记无效')
        .min(0, '热门标记无效')
        .max(1, '热门标记无效')
        .default(0),
    }),
  data: () => z.object({ list: z.array(brandSchema) }),
});

export const seriesLists = defineCall({
  path: '/public/OwnersCertification/1.0.0/series/lists',
  method: 'GET',
  auth: 'none',
  access: 'public',
  summary: "A brand's series (10004 for an unknown brand)",
  query: () => z.strictObject({ brand_id: positiveId('品牌无效') }),
  data: () => z.object({ list: z.array(seriesSchema) }),
});

export const carLists = defineCall({
  path: '/public/OwnersCertification/1.0.0/car/lists',
  method: 'GET',
  auth: 'none',
  access: 'public',
  summary: "A series' models, newest year first (10004 for an unknown series)",
  query: () => z.strictObject({ series_id: positiveId('车系无效') }),
  data: () => z.object({ list: z.array(carModelSchema) }),
});
