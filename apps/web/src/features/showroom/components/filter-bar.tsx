import { Tag } from 'antd-mobile';
import { Link } from 'react-router';
import {
  bodyTypeLabel,
  carConditionLabel,
  energyTypeLabel,
  gearboxLabel,
  priceBandLabel,
  SHOW_CAR_SORTS,
  showCarSortLabel,
  vehicleTypeLabel,
} from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { filterCount, useCarFilter, type CarFilter } from './car-filter-store';
import { showroomPaths } from './showroom-paths';
import styles from './filter-bar.module.css';

/** The chosen filters as removable tags (label, and the filter without it). */
const chosenTags = (f: CarFilter): { label: string; without: CarFilter }[] => {
  const tags: { label: string; without: CarFilter }[] = [];
  if (f.vehicle_type)
    tags.push({ label: vehicleTypeLabel[f.vehicle_type], without: { ...f, vehicle_type: undefined } });
  if (f.brand)
    tags.push({
      label: f.series ? `${f.brand.name} ${f.series.name}` : f.brand.name,
      without: { ...f, brand: undefined, series: undefined },
    });
  if (f.price) tags.push({ label: priceBandLabel[f.price], without: { ...f, price: undefined } });
  if (f.energy) tags.push({ label: energyTypeLabel[f.energy], without: { ...f, energy: undefined } });
  if (f.body) tags.push({ label: bodyTypeLabel[f.body], without: { ...f, body: undefined } });
  if (f.gearbox) tags.push({ label: gearboxLabel[f.gearbox], without: { ...f, gearbox: undefined } });
  if (f.condition) tags.push({ label: carConditionLabel[f.condition], without: { ...f, condition: undefined } });
  return tags;
};

/** The list's bar: the sort, 新车 / 二手车, 筛选 (with the count) and the chosen filters, each removable. */
export function FilterBar() {
  const { filter, setFilter } = useCarFilter();
  const n = filterCount(filter);
  const tags = chosenTags(filter);
  return (
    <div className={styles.bar}>
      <div className={styles.row} role="toolbar" aria-label="排序与筛选">
        {SHOW_CAR_SORTS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={filter.sort === s}
            className={cx(styles.sort, filter.sort === s && styles.on)}
            onClick={() => setFilter({ ...filter, sort: s })}
          >
            {showCarSortLabel[s]}
          </button>
        ))}
        <Link className={cx(styles.filter, n > 0 && styles.on)} to={showroomPaths.filter}>
          筛选{n > 0 ? `(${n})` : ''}
        </Link>
      </div>
      {tags.length > 0 && (
        <div className={styles.tags} aria-label="已选条件">
          {tags.map((t) => (
            <Tag key={t.label} color="primary" fill="outline" className={styles.tag}>
              {t.label}
              <button type="button" aria-label={`去掉${t.label}`} onClick={() => setFilter(t.without)}>
                ×
              </button>
            </Tag>
          ))}
          <button type="button" className={styles.clear} onClick={() => setFilter({ sort: filter.sort })}>
            清空
          </button>
        </div>
      )}
    </div>
  );
}
