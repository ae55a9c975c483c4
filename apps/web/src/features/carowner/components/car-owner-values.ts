import { carOwnerFields, normalizePlate, normalizeVin, type CarOwner } from '@kc/shared';
import type { CarPick } from '../../../components/ui/car-model-picker';
import type { FieldErrors } from '../../../lib/form';
import { fieldErrorsOf } from '../../../lib/http';
import type { CarOwnerApplyQuery } from '../api/carowner-apply';

/** What the car-owner form holds (kept as a draft in sessionStorage while it is filled). */
export interface CarOwnerValues {
  /** the brand → series → model chosen in the catalogue picker */
  pick: CarPick | null;
  vin: string;
  plate: string;
  licence_image: string;
}

/** The form's values of a certification applied again (its catalogue names as the picker would answer them). */
export const valuesOf = (c: CarOwner | null): CarOwnerValues => ({
  pick: c
    ? {
        brand: {
          id: c.brand_id,
          name: c.brand_name,
          initial: '',
          logo: '',
          vehicle_type: c.vehicle_type,
          is_hot: false,
        },
        series: { id: c.series_id, brand_id: c.brand_id, name: c.series_name, vehicle_type: c.vehicle_type, maker: '' },
        model: { id: c.model_id, series_id: c.series_id, name: c.model_name, year: 0, guide_price: 0 },
      }
    : null,
  vin: c?.vin ?? '',
  plate: c?.plate ?? '',
  licence_image: c?.licence_image ?? '',
});

/** The catalogue's three fields are one field of the form: the picker. */
const fieldOf = (key: string): keyof CarOwnerValues | undefined =>
  key === 'brand_id' || key === 'series_id' || key === 'model_id'
    ? 'pick'
    : key === 'vin' || key === 'plate' || key === 'licence_image'
      ? key
      : undefined;

/** The query from the values, or the contract's own message under each wrong field (the same VIN and plate rules). */
export const toQuery = (
  v: CarOwnerValues,
): { query?: Omit<CarOwnerApplyQuery, 'id'>; errors: FieldErrors<CarOwnerValues> } => {
  const raw: Record<keyof typeof carOwnerFields, unknown> = {
    brand_id: v.pick?.brand.id,
    series_id: v.pick?.series?.id,
    model_id: v.pick?.model?.id,
    vin: v.vin,
    plate: v.plate,
    licence_image: v.licence_image,
  };
  const errors: FieldErrors<CarOwnerValues> = {};
  const out: Record<string, unknown> = {};
  for (const [k, schema] of Object.entries(carOwnerFields)) {
    const r = schema.safeParse(raw[k as keyof typeof raw]);
    const field = fieldOf(k)!;
    if (r.success) out[k] = r.data;
    else errors[field] ??= field === 'pick' ? '请选择品牌车型' : r.error.issues[0]?.message;
  }
  return Object.keys(errors).length ? { errors } : { query: out as Omit<CarOwnerApplyQuery, 'id'>, errors };
};

/** The server's field errors (10001) under the form's fields; empty when none names one of them. */
export const serverErrors = (e: unknown): FieldErrors<CarOwnerValues> => {
  const out: FieldErrors<CarOwnerValues> = {};
  for (const f of fieldErrorsOf(e)) {
    const field = fieldOf(f.field);
    if (field) out[field] ??= f.message;
  }
  return out;
};

/** How the VIN and plate inputs keep what is typed: upper case, no spaces (the server normalizes the same way). */
export const typedVin = (v: string) => normalizeVin(v).slice(0, 17);
export const typedPlate = (v: string) => normalizePlate(v).slice(0, 8);

/** A new-energy plate has 8 characters (green), an ordinary one 7 (blue). */
export const isNewEnergyPlate = (plate: string) => [...plate].length === 8;
