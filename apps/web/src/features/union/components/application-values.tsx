import type { FormField } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { valueText } from '../utils/value-text';

/** The filled values, labelled by the campaign's fields when known (else by key). */
export function ApplicationValues({ values, fields }: { values: Record<string, unknown>; fields?: FormField[] }) {
  const rows = fields
    ? fields.map((f) => ({ label: f.label, value: valueText(values[f.key]) }))
    : Object.entries(values).map(([k, v]) => ({ label: k, value: valueText(v) }));
  return <KeyValueList title="申请内容" rows={rows.length ? rows : [{ label: '内容', value: '—' }]} />;
}
