import {
  bookingSlotLabel,
  bookingStateLabel,
  showCarFields,
  showCarPriceText,
  showCarStateLabel,
  type CarBooking,
  type SaleAdvisor,
  type ShowCar,
  type ShowCarAction,
  type ShowCarCard,
  type ShowCarState,
} from '@kc/shared';
import type { z } from 'zod';
import { toSecs } from '../../lib/time.js';
import type { AdvisorRow, BookingRow, CarRow } from './showroom.repository.js';

/** A listing's fields as the save call takes them (advisors apart: they are not reviewed content). */
type FieldSchemas = typeof showCarFields;
export type CarValues = { [K in Exclude<keyof FieldSchemas, 'advisor_ids'>]: z.output<FieldSchemas[K]> };
export type CarField = keyof CarValues;
/** Every reviewed field: a change of an approved listing to any of them waits for review (docs/showroom.md). */
export const CAR_FIELDS = Object.keys(showCarFields).filter((k) => k !== 'advisor_ids') as CarField[];
/** Fields only a used car has (cleared for a new car). */
export const USED_FIELDS: readonly CarField[] = [
  'mileage_km',
  'registered_on',
  'inspection_until',
  'insurance_until',
  'transfers',
  'inspection',
];

/** The row's fields as values (the approved version of an approved listing). */
export const valuesOf = (c: CarRow): CarValues => ({
  brand_id: c.brandId,
  series_id: c.seriesId,
  model_id: c.modelId,
  photos: c.photos,
  price_min: c.priceMin,
  price_max: c.priceMax,
  energy: c.energy,
  body: c.body,
  gearbox: c.gearbox,
  year: c.year,
  condition: c.condition,
  mileage_km: c.mileageKm,
  registered_on: c.registeredOn,
  inspection_until: c.inspectionUntil,
  insurance_until: c.insuranceUntil,
  transfers: c.transfers,
  inspection: c.inspection,
  colour: c.colour,
  city: c.city,
  description: c.description,
});

/** Values (all or some, e.g. an audit's changes) as columns. */
export const toColumns = (v: Partial<CarValues>): Partial<CarRow> => {
  const map: { [K in CarField]: keyof CarRow } = {
    brand_id: 'brandId',
    series_id: 'seriesId',
    model_id: 'modelId',
    photos: 'photos',
    price_min: 'priceMin',
    price_max: 'priceMax',
    energy: 'energy',
    body: 'body',
    gearbox: 'gearbox',
    year: 'year',
    condition: 'condition',
    mileage_km: 'mileageKm',
    registered_on: 'registeredOn',
    inspection_until: 'inspectionUntil',
    insurance_until: 'insuranceUntil',
    transfers: 'transfers',
    inspection: 'inspection',
    colour: 'colour',
    city: 'city',
    description: 'description',
  };
  const out: Record<string, unknown> = {};
  for (const [k, col] of Object.entries(map)) if (k in v) out[col] = v[k as CarField];
  return out as Partial<CarRow>;
};

/** A new car keeps none of the used-car fields. */
export const normalised = (v: CarValues): CarValues =>
  v.condition === 'new'
    ? {
        ...v,
        mileage_km: null,
        registered_on: null,
        inspection_until: null,
        insurance_until: null,
        transfers: null,
        inspection: null,
      }
    : v;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The fields whose value differs, with the new values. */
export const changedValues = (before: CarValues, after: CarValues): Partial<CarValues> => {
  const out: Record<string, unknown> = {};
  for (const k of CAR_FIELDS) if (!same(before[k], after[k])) out[k] = after[k];
  return out as Partial<CarValues>;
};

/** What the business may do to a listing in its state (edit only while no change waits for review). */
export const actionsOf = (state: ShowCarState, pendingChange: boolean): ShowCarAction[] => {
  switch (state) {
    case 'draft':
    case 'rejected':
      return ['edit', 'submit', 'delete'];
    case 'auditing':
      return [];
    case 'listed':
      return [...(pendingChange ? [] : (['edit'] as const)), 'off_shelf', 'sold'];
    case 'off_shelf':
      return [...(pendingChange ? [] : (['edit'] as const)), 'on_shelf', 'sold'];
    case 'sold':
      return [];
  }
};

export interface CarNames {
  dealerName: string;
  brandName: string | null;
  seriesName: string | null;
  modelName: string | null;
}

export const toCard = (c: CarRow, dealerName: string): ShowCarCard => ({
  id: c.id,
  name: c.name || '未选择车型',
  cover: c.photos[0] ?? '',
  vehicle_type: c.vehicleType,
  price_min: c.priceMin,
  price_max: c.priceMax,
  price_text: showCarPriceText(c.priceMin, c.priceMax),
  condition: c.condition,
  year: c.year,
  mileage_km: c.mileageKm,
  energy: c.energy,
  city: c.city,
  state: c.state,
  state_label: showCarStateLabel[c.state],
  dealer_name: dealerName,
  listed_time: toSecs(c.listedAt),
});

export const toAdvisor = (a: AdvisorRow): SaleAdvisor => ({
  id: a.id,
  business_id: a.businessId,
  name: a.name,
  avatar: a.avatar,
  mobile: a.mobile,
  wechat: a.wechat,
  title: a.title,
});

export const toShowCar = (c: CarRow, names: CarNames, advisors: AdvisorRow[]): ShowCar => ({
  ...toCard(c, names.dealerName),
  business_id: c.businessId,
  brand_id: c.brandId,
  brand_name: names.brandName ?? '',
  series_id: c.seriesId,
  series_name: names.seriesName ?? '',
  model_id: c.modelId,
  model_name: names.modelName ?? '',
  photos: c.photos,
  body: c.body,
  gearbox: c.gearbox,
  registered_on: c.registeredOn,
  inspection_until: c.inspectionUntil,
  insurance_until: c.insuranceUntil,
  transfers: c.transfers,
  inspection: c.inspection,
  colour: c.colour,
  description: c.description,
  advisors: advisors.map(toAdvisor),
  update_time: toSecs(c.updatedAt),
});

export const toBooking = (b: { b: BookingRow; carName: string; photos: string[]; nickname: string }): CarBooking => ({
  id: b.b.id,
  car_id: b.b.carId,
  car_name: b.carName,
  car_cover: b.photos[0] ?? '',
  date: b.b.visitDate,
  slot: b.b.slot,
  slot_label: bookingSlotLabel[b.b.slot] ?? '',
  visit_time: toSecs(b.b.visitAt),
  mobile: b.b.mobile,
  nickname: b.nickname,
  state: b.b.state,
  state_label: bookingStateLabel[b.b.state],
  create_time: toSecs(b.b.createdAt),
});
