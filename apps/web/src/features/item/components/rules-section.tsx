import { TextArea } from 'antd-mobile';
import { FormField, FormSection } from '../../../components/ui/form-field';
import type { ItemForm } from '../hooks/use-item-form';

/** The rule text shown to holders (optional). */
export function RulesSection({ form }: { form: ItemForm }) {
  const { values: v, errors: e, set } = form;
  return (
    <FormSection title="使用规则">
      <FormField label="使用规则" vertical error={e.rule_content}>
        <TextArea
          placeholder="如：凭票入场，一人一票，过期作废"
          value={v.rule_content}
          onChange={(x) => set('rule_content', x)}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={5000}
          showCount
        />
      </FormField>
    </FormSection>
  );
}
