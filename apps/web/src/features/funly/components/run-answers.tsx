import { Image, ImageViewer } from 'antd-mobile';
import { KeyValueList, type KeyValueRow } from '../../../components/ui/key-value-list';
import styles from './run.module.css';

export interface RunAnswerField {
  key: string;
  label: string;
  kind: string;
}

/** An answer as text: 未填写 when empty, lists joined (a region with spaces). */
export const answerText = (kind: string | undefined, v: unknown): string => {
  if (v === undefined || v === null || v === '') return '未填写';
  if (Array.isArray(v)) return v.map(String).join(kind === 'region' ? ' ' : '、') || '未填写';
  if (typeof v === 'boolean') return v ? '是' : '否';
  return typeof v === 'object' ? JSON.stringify(v) : String(v as string | number);
};

function Answer({ field, value }: { field: RunAnswerField; value: unknown }) {
  if (field.kind === 'image' && typeof value === 'string' && value)
    return (
      <Image
        className={styles.answerImage}
        src={value}
        alt={`${field.label}图片`}
        fit="cover"
        onClick={() => ImageViewer.show({ image: value })}
      />
    );
  return <>{answerText(field.kind, value)}</>;
}

/** Every answer under its field's label, in the form's order; answers of fields since removed come last by key. */
export function RunAnswers({ fields, values }: { fields: RunAnswerField[]; values: Record<string, unknown> }) {
  const known = new Set(fields.map((f) => f.key));
  const rows: KeyValueRow[] = [
    ...fields.map((f) => ({ label: f.label || f.key, value: <Answer field={f} value={values[f.key]} /> })),
    ...Object.keys(values)
      .filter((k) => !known.has(k))
      .map((k) => ({ label: k, value: answerText(undefined, values[k]) })),
  ];
  if (rows.length === 0) return <KeyValueList title="报名信息" rows={[{ label: '报名表', value: '无需填写' }]} />;
  return <KeyValueList title="报名信息" rows={rows} />;
}
