import {
  INSPECTION_ITEMS,
  WAN_FEN,
  type BodyType,
  type CarCondition,
  type EnergyType,
  type Gearbox,
  type InspectionItem,
  type ShowCarManage,
  type VehicleType,
} from '@kc/shared';
import { fieldErrorsOf } from '../../../lib/http';
import type { ShowCarSaveQuery } from '../api/show-car-save';

export interface InspectionValue {
  /** null until chosen */
  passed: boolean | null;
  note: string;
}

/** The listing form's values as typed (prices in 万 as text, numbers being typed stay text until saved). */
export interface CarEditorValues {
  brand_id: number | null;
  series_id: number | null;
  model_id: number | null;
  /** the pick as one line: 比亚迪 海豹 2024款 … */
  pick_text: string;
  vehicle_type: VehicleType | null;
  photos: string[];
  price_mode: 'single' | 'range';
  price_min: string;
  price_max: string;
  energy: EnergyType | null;
  body: BodyType | null;
  gearbox: Gearbox | null;
  year: string;
  condition: CarCondition;
  mileage_km: string;
  registered_on: string;
  inspection_until: string;
  insurance_until: string;
  transfers: string;
  inspection: Record<InspectionItem, InspectionValue>;
  colour: string;
  city: string;
  description: string;
  advisor_ids: number[];
}
export type CarEditorErrors = Partial<Record<keyof CarEditorValues, string>>;

const emptyInspection = (): Record<InspectionItem, InspectionValue> => ({
  collision: { passed: null, note: '' },
  flood: { passed: null, note: '' },
  fire: { passed: null, note: '' },
});

export const emptyCarValues = (): CarEditorValues => ({
  brand_id: null,
  series_id: null,
  model_id: null,
  pick_text: '',
  vehicle_type: null,
  photos: [],
  price_mode: 'single',
  price_min: '',
  price_max: '',
  energy: null,
  body: null,
  gearbox: null,
  year: '',
  condition: 'new',
  mileage_km: '',
  registered_on: '',
  inspection_until: '',
  insurance_until: '',
  transfers: '',
  inspection: emptyInspection(),
  colour: '',
  city: '',
  description: '',
  advisor_ids: [],
});

/** Fen as 万 text with at most two decimals: 17980000 → "17.98". */
export const fenToWan = (fen: number | null): string =>
  fen === null ? '' : String(Number((fen / WAN_FEN).toFixed(2)));

/** The saved listing as the form's values. */
export const fromShowCar = (c: ShowCarManage): CarEditorValues => ({
  brand_id: c.brand_id,
  series_id: c.series_id,
  model_id: c.model_id,
  pick_text: [c.brand_name, c.series_name, c.model_name].filter(Boolean).join(' '),
  vehicle_type: c.vehicle_type,
  photos: c.photos,
  price_mode: c.price_min !== null && c.price_min !== c.price_max ? 'range' : 'single',
  price_min: fenToWan(c.price_min),
  price_max: fenToWan(c.price_max),
  energy: c.energy,
  body: c.body,
  gearbox: c.gearbox,
  year: c.year === null ? '' : String(c.year),
  condition: c.condition,
  mileage_km: c.mileage_km === null ? '' : String(c.mileage_km),
  registered_on: c.registered_on ?? '',
  inspection_until: c.inspection_until ?? '',
  insurance_until: c.insurance_until ?? '',
  transfers: c.transfers === null ? '' : String(c.transfers),
  inspection: c.inspection ?? emptyInspection(),
  colour: c.colour,
  city: c.city,
  description: c.description,
  advisor_ids: c.advisors.map((a) => a.id),
});

/** 万 text → fen, or null when empty; undefined when not a price (two decimals at most). */
const wanToFen = (s: string): number | null | undefined => {
  const t = s.trim();
  if (t === '') return null;
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(t)) return undefined;
  return Math.round(Number(t) * 100) * (WAN_FEN / 100);
};
const int = (s: string): number | null | undefined => {
  const t = s.trim();
  if (t === '') return null;
  return /^\d{1,7}$/.test(t) ? Number(t) : undefined;
};

/**
 * The save query of the values, or the messages of what cannot be sent (a price that is not one, a number that is
 * not whole). Completeness is the server's: submitting an incomplete listing answers every missing field at once.
 */
export function toSaveQuery(v: CarEditorValues): { query: ShowCarSaveQuery; errors: CarEditorErrors } {
  const errors: CarEditorErrors = {};
  const min = wanToFen(v.price_min);
  const max = v.price_mode === 'single' ? min : wanToFen(v.price_max);
  if (min === undefined) errors.price_min = '价格为数字，最多两位小数（单位：万）';
  if (max === undefined) errors.price_max = '价格为数字，最多两位小数（单位：万）';
  if (v.price_mode === 'range' && (min === null) !== (max === null)) errors.price_max = '请填写最低价和最高价';
  const year = int(v.year);
  if (year === undefined || (year !== null && (year < 1950 || year > 2100))) errors.year = '请输入四位年份';
  const used = v.condition === 'used';
  const mileage = int(v.mileage_km);
  if (used && mileage === undefined) errors.mileage_km = '里程为整数公里';
  const transfers = int(v.transfers);
  if (used && (transfers === undefined || (transfers !== null && transfers > 30)))
    errors.transfers = '过户次数为0-30的整数';
  const chosen = INSPECTION_ITEMS.filter((k) => v.inspection[k].passed !== null).length;
  const inspection =
    used && chosen === INSPECTION_ITEMS.length
      ? Object.fromEntries(
          INSPECTION_ITEMS.map((k) => [k, { passed: v.inspection[k].passed!, note: v.inspection[k].note.trim() }]),
        )
      : null;
  if (used && chosen > 0 && chosen < INSPECTION_ITEMS.length) errors.inspection = '请完成每一项检测结果';
  const query = {
    brand_id: v.brand_id,
    series_id: v.series_id,
    model_id: v.model_id,
    photos: v.photos,
    price_min: min ?? null,
    price_max: max ?? null,
    energy: v.energy,
    body: v.body,
    gearbox: v.gearbox,
    year: year ?? null,
    condition: v.condition,
    mileage_km: used ? (mileage ?? null) : null,
    registered_on: used && v.registered_on ? v.registered_on : null,
    inspection_until: used && v.inspection_until ? v.inspection_until : null,
    insurance_until: used && v.insurance_until ? v.insurance_until : null,
    transfers: used ? (transfers ?? null) : null,
    inspection: inspection as ShowCarSaveQuery['inspection'],
    colour: v.colour.trim(),
    city: v.city.trim(),
    description: v.description.trim(),
    advisor_ids: v.advisor_ids,
  } satisfies ShowCarSaveQuery;
  return { query, errors };
}

/** The server's field errors (10001) under the form's fields: `photos.3` → photos, `inspection.fire.note` → inspection. */
export function carServerErrors(e: unknown): CarEditorErrors {
  const out: CarEditorErrors = {};
  const known = new Set<string>(Object.keys(emptyCarValues()));
  for (const f of fieldErrorsOf(e)) {
    const head = f.field.split('.')[0]!;
    const key = (['brand_id', 'series_id'].includes(head) ? 'model_id' : head) as keyof CarEditorValues;
    if (known.has(key)) out[key] ??= f.message;
  }
  return out;
}
