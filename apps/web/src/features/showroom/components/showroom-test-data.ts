import { vi } from 'vitest';
import {
  myBusinesses,
  type CallDef,
  type CarBooking,
  type SaleAdvisor,
  type ShowCarCard,
  type ShowCarDetail,
  type ShowCarManage,
} from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';

/** Test data of the showroom pages (tests only). */

type Handler = (query: Record<string, unknown>) => unknown;

/**
 * Answers api.call by contract (the test mocks `api.call`): the caller is user 2, mobile 13800000001, acting for
 * business 1 (myBusinesses answered unless given).
 */
export const answerCalls = (handlers: [CallDef, Handler][]) => {
  useSession.setState({ token: 't', uid: 2, mobile: '13800000001', businessId: 1 });
  const all = new Map<CallDef, Handler>([
    [myBusinesses, () => ({ list: [{ business_id: 1, business_name: '示例车展运营公司', roles: ['owner'] }] })],
    ...handlers,
  ]);
  vi.mocked(api.call).mockImplementation(((def: CallDef, query?: Record<string, unknown>) => {
    const h = all.get(def);
    return h ? Promise.resolve().then(() => h(query ?? {})) : Promise.reject(new Error(`no handler for ${def.path}`));
  }) as typeof api.call);
};

/** The queries sent to one call. */
export const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q as Record<string, unknown>);

export const advisorOf = (over: Partial<SaleAdvisor> = {}): SaleAdvisor => ({
  id: 3,
  business_id: 1,
  name: '张伟',
  avatar: '',
  mobile: '13600000021',
  wechat: 'kc_zhangwei',
  title: '资深销售顾问',
  ...over,
});

export const cardOf = (over: Partial<ShowCarCard> = {}): ShowCarCard => ({
  id: 31,
  name: '比亚迪 海豹 2024款 荣耀版 550KM 精英型',
  cover: '/static-kc2/cars/car-1-1.svg',
  vehicle_type: 'car',
  price_min: 17_980_000,
  price_max: 23_980_000,
  price_text: '17.98–23.98万',
  condition: 'new',
  year: 2024,
  mileage_km: null,
  energy: 'electric',
  city: '重庆',
  state: 'listed',
  state_label: '在售',
  dealer_name: '示例车展运营公司',
  listed_time: 1780000000,
  ...over,
});

export const carOf = (over: Partial<ShowCarManage> = {}): ShowCarManage => ({
  ...cardOf(),
  business_id: 1,
  brand_id: 1,
  brand_name: '比亚迪',
  series_id: 4,
  series_name: '海豹',
  model_id: 9,
  model_name: '2024款 荣耀版 550KM 精英型',
  photos: ['/static-kc2/cars/car-1-1.svg', '/static-kc2/cars/car-1-2.svg'],
  body: 'sedan',
  gearbox: 'single',
  registered_on: null,
  inspection_until: null,
  insurance_until: null,
  transfers: null,
  inspection: null,
  colour: '天际蓝',
  description: '到店可试驾',
  advisors: [advisorOf()],
  update_time: 1780000000,
  reject_reason: '',
  pending_change: null,
  actions: ['edit', 'off_shelf', 'sold'],
  pending_bookings: 0,
  ...over,
});

/** A listed used car as the public detail answers it. */
export const usedDetailOf = (over: Partial<ShowCarDetail> = {}): ShowCarDetail => {
  const {
    reject_reason: _r,
    pending_change: _p,
    actions: _a,
    pending_bookings: _b,
    ...car
  } = carOf({
    id: 35,
    name: '丰田 凯美瑞 2024款 双擎 2.5HQ 旗舰版',
    condition: 'used',
    price_min: 19_800_000,
    price_max: 19_800_000,
    price_text: '19.8万',
    mileage_km: 18_000,
    registered_on: '2024-03-15',
    inspection_until: '2028-03-31',
    insurance_until: '2026-03-14',
    transfers: 0,
    inspection: {
      collision: { passed: true, note: '' },
      flood: { passed: true, note: '' },
      fire: { passed: false, note: '发动机舱线束有轻微熏黑，已更换' },
    },
  });
  return { ...car, my_booking: null, ...over };
};

export const bookingOf = (over: Partial<CarBooking> = {}): CarBooking => ({
  id: 7,
  car_id: 35,
  car_name: '丰田 凯美瑞 2024款 双擎 2.5HQ 旗舰版',
  car_cover: '',
  date: '2030-06-12',
  slot: 3,
  slot_label: '14:00-16:00',
  visit_time: 1907560800,
  mobile: '13800000001',
  nickname: '观众小王',
  state: 'pending',
  state_label: '待看车',
  create_time: 1907400000,
  ...over,
});
