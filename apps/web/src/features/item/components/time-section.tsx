import { DateField } from '../../../components/ui/date-field';
import { FormField, FormSection } from '../../../components/ui/form-field';
import type { ItemForm } from '../hooks/use-item-form';

const DAYS_30 = 30 * 24 * 3600;
/** a picker suggestion: the given seconds plus an offset, else now */
const at =
  (s: number | null, plus = 0) =>
  () =>
    new Date(((s ?? Math.floor(Date.now() / 1000)) + plus) * 1000);

/** The issuing window and the validity window, to the minute. */
export function TimeSection({ form }: { form: ItemForm }) {
  const { values: v, errors: e, set } = form;
  return (
    <FormSection title="时间设置">
      <FormField label="发放开始" required error={e.issue_start}>
        <DateField
          precision="minute"
          title="发放开始时间"
          placeholder="请选择时间"
          value={v.issue_start}
          onChange={(x) => set('issue_start', x)}
        />
      </FormField>
      <FormField label="发放结束" required error={e.issue_end}>
        <DateField
          precision="minute"
          title="发放结束时间"
          placeholder="请选择时间"
          value={v.issue_end}
          suggest={at(v.issue_start, DAYS_30)}
          onChange={(x) => set('issue_end', x)}
        />
      </FormField>
      <FormField label="有效期开始" required error={e.validity_start}>
        <DateField
          precision="minute"
          title="有效期开始时间"
          placeholder="请选择时间"
          value={v.validity_start}
          suggest={at(v.issue_start)}
          onChange={(x) => set('validity_start', x)}
        />
      </FormField>
      <FormField label="有效期结束" required error={e.validity_end}>
        <DateField
          precision="minute"
          title="有效期结束时间"
          placeholder="请选择时间"
          value={v.validity_end}
          suggest={v.issue_end !== null ? at(v.issue_end) : at(v.validity_start, DAYS_30)}
          onChange={(x) => set('validity_end', x)}
        />
      </FormField>
    </FormSection>
  );
}
