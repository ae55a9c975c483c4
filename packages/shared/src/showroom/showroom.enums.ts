import type { Role } from '../app/enums.js';
import type { VehicleType } from '../catalog/catalog.contract.js';

/** The car showroom's enumerations, labels and the price wording (docs/showroom.md). */

/** Who lists cars for a business (the b_id acted for): its owner, admins and publishers. */
export const SHOWROOM_ROLES = ['owner', 'admin', 'publisher'] as const satisfies readonly Role[];

/** A listing's states: draft → auditing → listed (在售) or rejected; listed ⇄ off_shelf; listed/off_shelf → sold. */
export const SHOW_CAR_STATES = ['draft', 'auditing', 'listed', 'rejected', 'off_shelf', 'sold'] as const;
export type ShowCarState = (typeof SHOW_CAR_STATES)[number];
export const showCarStateLabel: Record<ShowCarState, string> = {
  draft: '草稿',
  auditing: '审核中',
  listed: '在售',
  rejected: '未通过',
  off_shelf: '已下架',
  sold: '已售',
};

/** What the business may do to a listing (the server answers which, by state: `actions`). */
export const SHOW_CAR_ACTIONS = ['edit', 'submit', 'off_shelf', 'on_shelf', 'sold', 'delete'] as const;
export type ShowCarAction = (typeof SHOW_CAR_ACTIONS)[number];
export const showCarActionLabel: Record<ShowCarAction, string> = {
  edit: '编辑',
  submit: '提交审核',
  off_shelf: '下架',
  on_shelf: '上架',
  sold: '标记已售',
  delete: '删除',
};

export const ENERGY_TYPES = ['gasoline', 'diesel', 'electric', 'phev', 'erev', 'hev'] as const;
export type EnergyType = (typeof ENERGY_TYPES)[number];
export const energyTypeLabel: Record<EnergyType, string> = {
  gasoline: '汽油',
  diesel: '柴油',
  electric: '纯电',
  phev: '插电混动',
  erev: '增程',
  hev: '油电混动',
};

/** Body types: the first seven are cars', the rest motorcycles'. */
export const CAR_BODY_TYPES = ['sedan', 'hatchback', 'suv', 'mpv', 'sports', 'pickup', 'wagon'] as const;
export const MOTORCYCLE_BODY_TYPES = [
  'street',
  'sport_bike',
  'cruiser',
  'adventure',
  'scooter',
  'retro',
  'offroad',
] as const;
export const BODY_TYPES = [...CAR_BODY_TYPES, ...MOTORCYCLE_BODY_TYPES] as const;
export type BodyType = (typeof BODY_TYPES)[number];
export const bodyTypeLabel: Record<BodyType, string> = {
  sedan: '轿车',
  hatchback: '两厢车',
  suv: 'SUV',
  mpv: 'MPV',
  sports: '跑车',
  pickup: '皮卡',
  wagon: '旅行车',
  street: '街车',
  sport_bike: '跑车摩托',
  cruiser: '巡航',
  adventure: '探险',
  scooter: '踏板',
  retro: '复古',
  offroad: '越野摩托',
};
/** The body types of a vehicle type. */
export const bodyTypesOf = (t: VehicleType): readonly BodyType[] =>
  t === 'car' ? CAR_BODY_TYPES : MOTORCYCLE_BODY_TYPES;

export const GEARBOXES = ['manual', 'automatic', 'dct', 'cvt', 'single'] as const;
export type Gearbox = (typeof GEARBOXES)[number];
export const gearboxLabel: Record<Gearbox, string> = {
  manual: '手动',
  automatic: '自动',
  dct: '双离合',
  cvt: '无级变速',
  single: '单速',
};

export const CAR_CONDITIONS = ['new', 'used'] as const;
export type CarCondition = (typeof CAR_CONDITIONS)[number];
export const carConditionLabel: Record<CarCondition, string> = { new: '新车', used: '二手车' };

/** The items of a used car's inspection summary: each passed, or with a note of what was found. */
export const INSPECTION_ITEMS = ['collision', 'flood', 'fire'] as const;
export type InspectionItem = (typeof INSPECTION_ITEMS)[number];
export const inspectionItemLabel: Record<InspectionItem, string> = {
  collision: '重大碰撞',
  flood: '泡水',
  fire: '火烧',
};

/** Price bands of the filter, in 万 (a listing matches when its price range meets the band). */
export const PRICE_BANDS = ['0-10', '10-20', '20-30', '30-50', '50-'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];
export const priceBandLabel: Record<PriceBand, string> = {
  '0-10': '10万以下',
  '10-20': '10-20万',
  '20-30': '20-30万',
  '30-50': '30-50万',
  '50-': '50万以上',
};
/** 1万 in fen */
export const WAN_FEN = 1_000_000;
/** A band as fen bounds: [from, to) (to null: no upper bound). */
export const priceBandBounds = (b: PriceBand): { from: number; to: number | null } => {
  const [lo, hi] = b.split('-');
  return { from: Number(lo) * WAN_FEN, to: hi ? Number(hi) * WAN_FEN : null };
};

export const SHOW_CAR_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ShowCarSort = (typeof SHOW_CAR_SORTS)[number];
export const showCarSortLabel: Record<ShowCarSort, string> = {
  newest: '最新上架',
  price_asc: '价格最低',
  price_desc: '价格最高',
};

/** Viewing bookings: pending (待看车) until the dealer marks it done or either side cancels it. */
export const BOOKING_STATES = ['pending', 'done', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
export const bookingStateLabel: Record<BookingState, string> = {
  pending: '待看车',
  done: '已看车',
  cancelled: '已取消',
};
/** The viewing slots of a day (Asia/Shanghai): slot n starts at BOOKING_SLOT_HOURS[n - 1]:00. */
export const BOOKING_SLOT_HOURS = [9, 11, 14, 16] as const;
export const bookingSlotLabel: Record<number, string> = {
  1: '09:00-11:00',
  2: '11:00-13:00',
  3: '14:00-16:00',
  4: '16:00-18:00',
};
/** How far ahead a viewing may be booked. */
export const BOOKING_DAYS_AHEAD = 30;

/** Limits of a listing and of a business's advisors. */
export const SHOW_CAR_PHOTOS_MAX = 30;
export const SHOW_CAR_ADVISORS_MAX = 5;
export const ADVISORS_PER_BUSINESS_MAX = 50;
/** Prices in fen: from 0.1万 to 2000万, whole yuan. */
export const SHOW_CAR_PRICE_MIN = 100_000;
export const SHOW_CAR_PRICE_MAX = 2_000_000_000;

/** Fen as 万 with at most two decimals: 7980000 → 7.98. */
const wan = (fen: number): string => String(Number((fen / WAN_FEN).toFixed(2)));

/** A listing's price as shown: 7.98万, 7.98–17.98万, or 价格待定 when none is set. */
export const showCarPriceText = (min: number | null, max: number | null): string => {
  if (min === null || max === null) return '价格待定';
  return min === max ? `${wan(min)}万` : `${wan(min)}–${wan(max)}万`;
};

/** Mileage in km as shown: 3.2万公里, 8000公里. */
export const mileageText = (km: number | null): string =>
  km === null ? '未填写' : km >= 10_000 ? `${Number((km / 10_000).toFixed(2))}万公里` : `${km}公里`;
