import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import {
  BODY_TYPES,
  bodyTypeLabel,
  bodyTypesOf,
  CAR_CONDITIONS,
  carConditionLabel,
  ENERGY_TYPES,
  energyTypeLabel,
  GEARBOXES,
  gearboxLabel,
  PRICE_BANDS,
  priceBandLabel,
  VEHICLE_TYPES,
  vehicleTypeLabel,
} from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { CarModelPicker } from '../../../components/ui/car-model-picker';
import { PageHeader } from '../../../components/ui/page-header';
import { useGoBack } from '../../../components/ui/use-go-back';
import { useCarFilter, type CarFilter } from '../components/car-filter-store';
import { showroomPaths } from '../components/showroom-paths';
import styles from '../components/filter-page.module.css';

const opts = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** One single choice that may be left empty (a second tap clears it). */
function Choice<T extends string>(props: {
  title: string;
  options: { value: T; label: string }[];
  value: T | undefined;
  onChange: (v: T | undefined) => void;
  columns?: number;
}) {
  return (
    <section className={styles.group} aria-label={props.title}>
      <h2 className={styles.title}>{props.title}</h2>
      <Selector<T>
        columns={props.columns ?? 3}
        showCheckMark={false}
        className="option-selector"
        options={props.options}
        value={props.value ? [props.value] : []}
        onChange={(v) => props.onChange(v[0])}
      />
    </section>
  );
}

/**
 * /show-car/filter (车型筛选): brand and series from the catalogue (hot brands, then the A–Z index), price band,
 * energy, body, gearbox, new or used. 确定 keeps the choice for the list and goes back to it; 重置 clears it.
 */
export default function CarFilterPage() {
  const { filter, setFilter } = useCarFilter();
  const [f, setF] = useState<CarFilter>(filter);
  const [picking, setPicking] = useState(false);
  const back = useGoBack(showroomPaths.list);
  const set = (x: Partial<CarFilter>) => setF((cur) => ({ ...cur, ...x }));
  const bodies = f.vehicle_type ? bodyTypesOf(f.vehicle_type) : BODY_TYPES;
  const brandText = f.brand ? (f.series ? `${f.brand.name} ${f.series.name}` : f.brand.name) : '不限品牌';
  return (
    <div className="page has-form-actions">
      <PageHeader />
      <section className={styles.group} aria-label="品牌车系">
        <h2 className={styles.title}>品牌车系</h2>
        <div className={styles.brandRow}>
          <Button size="small" color="primary" fill="outline" onClick={() => setPicking(true)}>
            {f.brand ? '更换品牌' : '选择品牌'}
          </Button>
          <span className={styles.brand}>{brandText}</span>
          {f.brand && (
            <button type="button" className={styles.clear} onClick={() => set({ brand: undefined, series: undefined })}>
              清除
            </button>
          )}
        </div>
      </section>
      <Choice
        title="车辆类型"
        options={opts(VEHICLE_TYPES, vehicleTypeLabel)}
        value={f.vehicle_type}
        onChange={(v) =>
          set({ vehicle_type: v, body: v && f.body && !bodyTypesOf(v).includes(f.body) ? undefined : f.body })
        }
        columns={2}
      />
      <Choice
        title="价格"
        options={opts(PRICE_BANDS, priceBandLabel)}
        value={f.price}
        onChange={(v) => set({ price: v })}
      />
      <Choice
        title="能源类型"
        options={opts(ENERGY_TYPES, energyTypeLabel)}
        value={f.energy}
        onChange={(v) => set({ energy: v })}
      />
      <Choice
        title="车身类型"
        options={opts(bodies, bodyTypeLabel)}
        value={f.body}
        onChange={(v) => set({ body: v })}
        columns={4}
      />
      <Choice
        title="变速箱"
        options={opts(GEARBOXES, gearboxLabel)}
        value={f.gearbox}
        onChange={(v) => set({ gearbox: v })}
      />
      <Choice
        title="新车 / 二手车"
        options={opts(CAR_CONDITIONS, carConditionLabel)}
        value={f.condition}
        onChange={(v) => set({ condition: v })}
        columns={2}
      />
      <ActionBar>
        <Button onClick={() => setF({ sort: f.sort })}>重置</Button>
        <Button
          color="primary"
          onClick={() => {
            setFilter(f);
            back();
          }}
        >
          确定
        </Button>
      </ActionBar>
      <CarModelPicker
        visible={picking}
        vehicleType="both"
        depth="series"
        allowStopEarly
        title="选择品牌"
        onClose={() => setPicking(false)}
        onSelect={(pick) => {
          setPicking(false);
          set({
            brand: { id: pick.brand.id, name: pick.brand.name },
            series: pick.series ? { id: pick.series.id, name: pick.series.name } : undefined,
            vehicle_type: pick.brand.vehicle_type,
          });
        }}
      />
    </div>
  );
}
