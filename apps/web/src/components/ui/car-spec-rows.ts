import {
  bodyTypeLabel,
  carConditionLabel,
  energyTypeLabel,
  gearboxLabel,
  mileageText,
  vehicleTypeLabel,
  type ShowCar,
} from '@kc/shared';

/** One spec of a car listing: its label, its value as shown, and the save fields it comes from. */
export interface CarSpecRow {
  label: string;
  value: string;
  fields: string[];
}

/**
 * The specs of a showroom listing as label / value rows (the used-car rows for a used car): the showroom's pages
 * and the audit's 车辆上架 view show the same words; `fields` lets an audit mark the rows of its changes.
 */
export function carSpecRows(c: ShowCar): CarSpecRow[] {
  const rows: CarSpecRow[] = [
    { label: '车型', value: c.name || '未选择', fields: ['brand_id', 'series_id', 'model_id'] },
    { label: '价格', value: c.price_text, fields: ['price_min', 'price_max'] },
    { label: '车况', value: carConditionLabel[c.condition], fields: ['condition'] },
    { label: '类型', value: c.vehicle_type ? vehicleTypeLabel[c.vehicle_type] : '—', fields: [] },
    { label: '年款', value: c.year ? `${c.year}年` : '—', fields: ['year'] },
    { label: '能源类型', value: c.energy ? energyTypeLabel[c.energy] : '—', fields: ['energy'] },
    { label: '车身类型', value: c.body ? bodyTypeLabel[c.body] : '—', fields: ['body'] },
    { label: '变速箱', value: c.gearbox ? gearboxLabel[c.gearbox] : '—', fields: ['gearbox'] },
    { label: '颜色', value: c.colour || '—', fields: ['colour'] },
    { label: '所在城市', value: c.city || '—', fields: ['city'] },
  ];
  if (c.condition === 'used')
    rows.push(
      { label: '行驶里程', value: mileageText(c.mileage_km), fields: ['mileage_km'] },
      { label: '上牌日期', value: c.registered_on ?? '—', fields: ['registered_on'] },
      { label: '年检到期', value: c.inspection_until ?? '—', fields: ['inspection_until'] },
      { label: '保险到期', value: c.insurance_until ?? '—', fields: ['insurance_until'] },
      { label: '过户次数', value: c.transfers === null ? '—' : `${c.transfers}次`, fields: ['transfers'] },
    );
  return rows;
}
