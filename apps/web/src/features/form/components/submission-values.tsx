import { Image, ImageViewer, List } from 'antd-mobile';
import type { FormField } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { valueText } from '../utils/fill-values';
import styles from './submission.module.css';

/** The filled values under the form's labels, in the form's order; values of fields since removed come last by key. */
export function SubmissionValues({ fields, values }: { fields: FormField[]; values: Record<string, unknown> }) {
  const known = new Set(fields.map((f) => f.key));
  const extra = Object.keys(values).filter((k) => !known.has(k));
  return (
    <List header="报名信息" mode="card">
      {fields.map((f) => (
        <List.Item key={f.key}>
          <div className={styles.field}>
            <span className={styles.label}>{f.label}</span>
            <Value field={f} value={values[f.key]} />
          </div>
        </List.Item>
      ))}
      {extra.map((k) => (
        <List.Item key={k}>
          <div className={styles.field}>
            <span className={styles.label}>{k}</span>
            <span className={styles.value}>{valueText(undefined, values[k])}</span>
          </div>
        </List.Item>
      ))}
    </List>
  );
}

function Value({ field, value }: { field: FormField; value: unknown }) {
  if (field.kind === 'image' && typeof value === 'string' && value) {
    return (
      <Image
        className={styles.image}
        src={value}
        alt={field.label}
        fit="cover"
        onClick={() => ImageViewer.show({ image: value })}
      />
    );
  }
  const text = valueText(field, value);
  return <span className={cx(styles.value, text === '未填写' && styles.empty)}>{text}</span>;
}
