import { IndexBar, Popup, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { vehicleTypeLabel, type Brand, type CarModel, type Series, type VehicleType } from '@kc/shared';
import { guidePriceText, useBrands, useCarModels, useSeries } from './car-catalog';
import { LoadError } from './load-error';
import { PageLoading } from './page-loading';
import styles from './car-model-picker.module.css';

/** What the picker answers: series and model are absent only when the caller lets the user stop before them. */
export interface CarPick {
  brand: Brand;
  series?: Series;
  model?: CarModel;
}

export interface CarModelPickerProps {
  /** the full-screen popup is shown */
  visible: boolean;
  /** closed without a choice (返回 on the brand list) */
  onClose: () => void;
  /** the choice; the caller closes the picker (visible false) */
  onSelect: (pick: CarPick) => void;
  /** cars, motorcycles, or 'both' for the tabs 汽车 / 摩托车 (default 'car') */
  vehicleType?: VehicleType | 'both';
  /** the deepest step: 'model' (default), 'series' (answers brand + series) or 'brand' */
  depth?: 'brand' | 'series' | 'model';
  /** offers 不限车系 / 不限车型 so the user may stop before `depth` (filters); default false */
  allowStopEarly?: boolean;
  /** the brand step's title (default 选择品牌) */
  title?: string;
}

export interface CarModelFieldProps extends Omit<CarModelPickerProps, 'visible' | 'onClose' | 'onSelect'> {
  /** the chosen vehicle, or null */
  value: CarPick | null;
  onChange: (pick: CarPick) => void;
  /** shown while nothing is chosen (default 请选择品牌车型) */
  placeholder?: string;
  /** the button's id, for a label's htmlFor */
  id?: string;
}

type Step = { at: 'brand' } | { at: 'series'; brand: Brand } | { at: 'model'; brand: Brand; series: Series };

/**
 * Brand (hot brands on top, the rest under an A–Z index) → series → model of the vehicle catalogue, as a
 * full-screen popup; 返回 goes one step back, and closes the picker on the brand step.
 */
export function CarModelPicker(props: CarModelPickerProps) {
  const { visible, onClose, onSelect, vehicleType = 'car', depth = 'model', allowStopEarly = false } = props;
  const [step, setStep] = useState<Step>({ at: 'brand' });
  const [tab, setTab] = useState<VehicleType>(vehicleType === 'both' ? 'car' : vehicleType);
  const shownType = vehicleType === 'both' ? tab : vehicleType;

  const finish = (pick: CarPick) => {
    setStep({ at: 'brand' });
    onSelect(pick);
  };
  const pickBrand = (brand: Brand) => (depth === 'brand' ? finish({ brand }) : setStep({ at: 'series', brand }));
  const pickSeries = (brand: Brand, series: Series) =>
    depth === 'series' ? finish({ brand, series }) : setStep({ at: 'model', brand, series });
  const back = () => {
    if (step.at === 'model') setStep({ at: 'series', brand: step.brand });
    else if (step.at === 'series') setStep({ at: 'brand' });
    else onClose();
  };
  const title =
    step.at === 'brand' ? (props.title ?? '选择品牌') : step.at === 'series' ? step.brand.name : step.series.name;

  return (
    <Popup
      visible={visible}
      position="right"
      onClose={onClose}
      bodyClassName={styles.body}
      destroyOnClose
      aria-label={props.title ?? '选择车型'}
    >
      <header className={styles.header}>
        <button type="button" className={styles.back} onClick={back} aria-label="返回">
          ‹
        </button>
        <h2 className={styles.title}>{title}</h2>
        <span className={styles.spacer} />
      </header>
      {step.at === 'brand' && (
        <>
          {vehicleType === 'both' && (
            <Tabs activeKey={tab} onChange={(k) => setTab(k as VehicleType)} className={styles.tabs}>
              <Tabs.Tab key="car" title={vehicleTypeLabel.car} />
              <Tabs.Tab key="motorcycle" title={vehicleTypeLabel.motorcycle} />
            </Tabs>
          )}
          <BrandStep key={shownType} vehicleType={shownType} onPick={pickBrand} />
        </>
      )}
      {step.at === 'series' && (
        <SeriesStep
          brand={step.brand}
          onPick={(s) => pickSeries(step.brand, s)}
          onStop={allowStopEarly ? () => finish({ brand: step.brand }) : undefined}
        />
      )}
      {step.at === 'model' && (
        <ModelStep
          series={step.series}
          onPick={(model) => finish({ brand: step.brand, series: step.series, model })}
          onStop={allowStopEarly ? () => finish({ brand: step.brand, series: step.series }) : undefined}
        />
      )}
    </Popup>
  );
}

/** A form field: a button showing the chosen vehicle (宝马 3系 2024款 325Li …) that opens the picker. */
export function CarModelField({ value, onChange, placeholder = '请选择品牌车型', id, ...picker }: CarModelFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        id={id}
        className={value ? 'date-field' : 'date-field is-empty'}
        onClick={() => setOpen(true)}
      >
        {value ? carPickText(value) : placeholder}
      </button>
      <CarModelPicker
        {...picker}
        visible={open}
        onClose={() => setOpen(false)}
        onSelect={(pick) => {
          setOpen(false);
          onChange(pick);
        }}
      />
    </>
  );
}

/** The brand's mark: its logo, or its first character on a tinted disc (no logo bundled). */
function BrandMark({ brand }: { brand: Brand }) {
  return brand.logo ? (
    <img className={styles.mark} src={brand.logo} alt="" />
  ) : (
    <span className={styles.mark} aria-hidden="true">
      {brand.name.slice(0, 1)}
    </span>
  );
}

function BrandStep({ vehicleType, onPick }: { vehicleType: VehicleType; onPick: (b: Brand) => void }) {
  const q = useBrands(vehicleType);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.length === 0) return <p className={styles.empty}>暂无品牌</p>;
  const hot = q.data.filter((b) => b.is_hot);
  const groups = new Map<string, Brand[]>();
  for (const b of q.data) groups.set(b.initial, [...(groups.get(b.initial) ?? []), b]);
  return (
    <IndexBar className={styles.index}>
      {hot.length > 0 && (
        <IndexBar.Panel index="热" title="热门品牌" brief="热">
          <ul className={styles.hot} aria-label="热门品牌">
            {hot.map((b) => (
              <li key={b.id}>
                <button type="button" className={styles.hotBrand} onClick={() => onPick(b)}>
                  <BrandMark brand={b} />
                  <span>{b.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </IndexBar.Panel>
      )}
      {[...groups].map(([initial, brands]) => (
        <IndexBar.Panel key={initial} index={initial} title={initial}>
          <ul className={styles.list} aria-label={`${initial} 开头的品牌`}>
            {brands.map((b) => (
              <li key={b.id}>
                <button type="button" className={styles.row} onClick={() => onPick(b)}>
                  <BrandMark brand={b} />
                  <span>{b.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </IndexBar.Panel>
      ))}
    </IndexBar>
  );
}

function SeriesStep(props: { brand: Brand; onPick: (s: Series) => void; onStop?: () => void }) {
  const q = useSeries(props.brand.id);
  return (
    <div className={styles.scroll}>
      {props.onStop && (
        <button type="button" className={styles.row} onClick={props.onStop}>
          不限车系
        </button>
      )}
      {q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <p className={styles.empty}>该品牌暂无车系</p>
      ) : (
        <ul className={styles.list} aria-label="车系">
          {groupByMaker(q.data).map(([maker, list]) => (
            <li key={maker}>
              {maker && <h3 className={styles.group}>{maker}</h3>}
              <ul className={styles.list}>
                {list.map((s) => (
                  <li key={s.id}>
                    <button type="button" className={styles.row} onClick={() => props.onPick(s)}>
                      {s.name}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Series under their maker (华晨宝马, 宝马(进口) …), in the server's order. */
function groupByMaker(list: Series[]): [string, Series[]][] {
  const groups = new Map<string, Series[]>();
  for (const s of list) groups.set(s.maker, [...(groups.get(s.maker) ?? []), s]);
  return [...groups];
}

function ModelStep(props: { series: Series; onPick: (m: CarModel) => void; onStop?: () => void }) {
  const q = useCarModels(props.series.id);
  return (
    <div className={styles.scroll}>
      {props.onStop && (
        <button type="button" className={styles.row} onClick={props.onStop}>
          不限车型
        </button>
      )}
      {q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <p className={styles.empty}>该车系暂无车型</p>
      ) : (
        <ul className={styles.list} aria-label="车型">
          {q.data.map((m) => (
            <li key={m.id}>
              <button type="button" className={styles.model} onClick={() => props.onPick(m)}>
                <span>{m.name}</span>
                <span className={styles.price}>指导价 {guidePriceText(m.guide_price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 宝马 3系 2024款 325Li M运动套装: a pick as one line (brand, series and model as far as chosen). */
export const carPickText = (pick: CarPick): string =>
  [pick.brand.name, pick.series?.name, pick.model?.name].filter(Boolean).join(' ');
