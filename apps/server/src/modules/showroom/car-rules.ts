import { bodyTypesOf, type FieldError, type VehicleType } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { validationError } from '../../plugins/app/errors.js';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import type { CarValues } from './showroom.view.js';

/**
 * The rules of a listing's fields (docs/showroom.md): the catalogue picks belong together (brand → series → model)
 * and give the car's name and vehicle type; the body type fits the vehicle type; dates are not in the future where
 * they cannot be; and, to be reviewed, a listing is complete.
 */

/** The catalogue picks checked together: the car's name and vehicle type, or a 10001 naming the field. */
export async function catalogPick(
  catalog: CatalogRepository,
  v: Pick<CarValues, 'brand_id' | 'series_id' | 'model_id'>,
  tx: Db | Tx,
): Promise<{ name: string; vehicleType: VehicleType | null }> {
  if (v.brand_id === null) {
    if (v.series_id !== null || v.model_id !== null)
      throw validationError([{ field: 'brand_id', message: '请选择品牌' }]);
    return { name: '', vehicleType: null };
  }
  const brand = await catalog.brand(v.brand_id, tx);
  if (!brand) throw validationError([{ field: 'brand_id', message: '品牌无效' }]);
  const parts = [brand.name];
  if (v.series_id !== null) {
    const series = await catalog.series(v.series_id, tx);
    if (!series || series.brandId !== brand.id)
      throw validationError([{ field: 'series_id', message: '车系与品牌不符' }]);
    parts.push(series.name);
    if (v.model_id !== null) {
      const vehicle = await catalog.vehicle(v.model_id, tx);
      if (!vehicle || vehicle.series.id !== series.id)
        throw validationError([{ field: 'model_id', message: '车型与车系不符' }]);
      parts.push(vehicle.model.name);
    }
  } else if (v.model_id !== null) throw validationError([{ field: 'series_id', message: '请选择车系' }]);
  return { name: parts.join(' '), vehicleType: brand.vehicleType };
}

/** Rules every save keeps, draft or not. */
export function fieldProblems(v: CarValues, vehicleType: VehicleType | null, today: string): FieldError[] {
  const problems: FieldError[] = [];
  if (v.body !== null && vehicleType !== null && !bodyTypesOf(vehicleType).includes(v.body))
    problems.push({ field: 'body', message: '车身类型与车辆类型不符' });
  if (v.year !== null && v.year > Number(today.slice(0, 4)) + 1) problems.push({ field: 'year', message: '年款无效' });
  if (v.registered_on !== null && v.registered_on > today)
    problems.push({ field: 'registered_on', message: '上牌日期不能晚于今天' });
  if (v.registered_on !== null && v.year !== null && Number(v.registered_on.slice(0, 4)) < v.year - 1)
    problems.push({ field: 'registered_on', message: '上牌日期早于年款' });
  return problems;
}

const REQUIRED: [keyof CarValues, string][] = [
  ['model_id', '请选择车型'],
  ['price_min', '请填写价格'],
  ['energy', '请选择能源类型'],
  ['body', '请选择车身类型'],
  ['gearbox', '请选择变速箱'],
  ['year', '请选择年款'],
];
const REQUIRED_USED: [keyof CarValues, string][] = [
  ['mileage_km', '请填写行驶里程'],
  ['registered_on', '请选择上牌日期'],
  ['inspection_until', '请选择年检到期日'],
  ['insurance_until', '请选择保险到期日'],
  ['transfers', '请填写过户次数'],
  ['inspection', '请填写检测报告'],
];

/** What a listing lacks to be reviewed, every field named (empty: complete). */
export function completenessProblems(v: CarValues, advisorCount: number): FieldError[] {
  const problems: FieldError[] = [];
  for (const [field, message] of REQUIRED) if (v[field] === null) problems.push({ field, message });
  if (v.photos.length === 0) problems.push({ field: 'photos', message: '请上传至少1张照片' });
  if (!v.colour) problems.push({ field: 'colour', message: '请填写颜色' });
  if (!v.city) problems.push({ field: 'city', message: '请填写所在城市' });
  if (v.condition === 'used')
    for (const [field, message] of REQUIRED_USED) if (v[field] === null) problems.push({ field, message });
  if (advisorCount === 0) problems.push({ field: 'advisor_ids', message: '请选择至少1位销售顾问' });
  return problems;
}
