import { Image, ImageViewer, List } from 'antd-mobile';
import type { FormField } from '@kc/shared';
import { valueText } from '../utils/fill-values';

/** The filled values under the form's labels, in the form's order; values of fields since removed come last by key. */
export function SubmissionValues({ fields, values }: { fields: FormField[]; values: Record<string, unknown> }) {
  const known = new Set(fields.map((f) => f.key));
  const extra = Object.keys(values).filter((k) => !known.has(k));
  return (
    <List header="报名信息" mode="card" className="sub-values">
      {fields.map((f) => (
        <List.Item key={f.key}>
          <div className="sub-field">
            <span className="sub-label">{f.label}</span>
            <Value field={f} value={values[f.key]} />
          </div>
        </List.Item>
      ))}
      {extra.map((k) => (
        <List.Item key={k}>
          <div className="sub-field">
            <span className="sub-label">{k}</span>
            <span className="sub-value">{valueText(undefined, values[k])}</span>
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
        className="sub-image"
        src={value}
        alt={field.label}
        fit="cover"
        onClick={() => ImageViewer.show({ image: value })}
      />
    );
  }
  const text = valueText(field, value);
  return <span className={text === '未填写' ? 'sub-value is-empty' : 'sub-value'}>{text}</span>;
}
