import { ImageViewer, Tag } from 'antd-mobile';
import { INSPECTION_ITEMS, inspectionItemLabel, type ShowCarAudit } from '@kc/shared';
import { carSpecRows } from '../../../components/ui/car-spec-rows';
import { KeyValueList, type KeyValueRow } from '../../../components/ui/key-value-list';
import styles from './show-car-audit-view.module.css';

const Changed = () => (
  <Tag color="warning" fill="outline" className={styles.badge}>
    已修改
  </Tag>
);

/** Photos in order (the first is the cover); a tap opens them full screen. */
function Photos({ name, photos, changed }: { name: string; photos: string[]; changed: boolean }) {
  return (
    <section className={`section ${changed ? styles.changed : ''}`} aria-label="车辆照片">
      <h3 className="kv-title">
        车辆照片（{photos.length}张）
        {changed && <Changed />}
      </h3>
      {photos.length === 0 ? (
        <p className={styles.muted}>未上传照片</p>
      ) : (
        <ul className={styles.photos}>
          {photos.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`查看大图：第${i + 1}张`}
                onClick={() => ImageViewer.Multi.show({ images: photos, defaultIndex: i })}
              >
                <img src={src} alt={`${name}的照片，第${i + 1}张`} />
                {i === 0 && <span className={styles.cover}>封面</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The 车辆上架 audit (type show_car): the listing as it would be after passing — photos, price, specs, the used
 * car's inspection, advisors — with the rows of a change marked 已修改 and the approved value beside them.
 */
export function ShowCarAuditView({ showCar }: { showCar: ShowCarAudit }) {
  const { car, before, changed } = showCar;
  const touched = new Set(changed);
  const old = new Map((before ? carSpecRows(before) : []).map((r) => [r.label, r.value]));
  const rows: KeyValueRow[] = carSpecRows(car).map((r) => {
    const highlight = r.fields.some((f) => touched.has(f));
    const was = old.get(r.label);
    return {
      label: r.label,
      value: highlight && was !== undefined && was !== r.value ? `${r.value}\n原：${was}` : r.value,
      highlight,
      badge: highlight ? <Changed /> : undefined,
    };
  });
  return (
    <>
      <Photos name={car.name} photos={car.photos} changed={touched.has('photos')} />
      {before && touched.has('photos') && (
        <details className={styles.before}>
          <summary>查看修改前的照片（{before.photos.length}张）</summary>
          <ul className={styles.photos}>
            {before.photos.map((src, i) => (
              <li key={src}>
                <img src={src} alt={`修改前的照片，第${i + 1}张`} />
              </li>
            ))}
          </ul>
        </details>
      )}
      <KeyValueList title={before ? '通过后的车辆信息（高亮为本次修改）' : '车辆信息'} rows={rows} />
      {car.condition === 'used' && (
        <KeyValueList
          title="检测报告"
          rows={INSPECTION_ITEMS.map((k) => {
            const r = car.inspection?.[k];
            return {
              label: inspectionItemLabel[k],
              value: !r ? '未填写' : r.passed ? '无' : `有：${r.note}`,
              highlight: touched.has('inspection'),
            };
          })}
        />
      )}
      <KeyValueList
        title="车辆介绍与销售顾问"
        rows={[
          {
            label: '介绍',
            value: car.description || '未填写',
            highlight: touched.has('description'),
            badge: touched.has('description') ? <Changed /> : undefined,
          },
          {
            label: '销售顾问',
            value: car.advisors.map((a) => `${a.name}（${a.title}）${a.mobile}`).join('\n') || '未选择',
          },
          { label: '商家', value: car.dealer_name },
        ]}
      />
    </>
  );
}
