import { Button, Form } from 'antd-mobile';
import type { Campaign } from '@kc/shared';
import { FormField } from '../../../components/ui/form-field';
import { useApplyForm } from '../hooks/use-apply-form';
import { FieldInput } from '../../../components/form-fields/field-input';
import { ActionBar } from '../../../components/ui/action-bar';

const VERTICAL = new Set(['textarea', 'single', 'multi']);

/** The campaign's form rendered from its fields, with 提交申请 fixed at the bottom. */
export function ApplyForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const form = useApplyForm(campaign, onDone);
  return (
    <div className="has-form-actions">
      <Form layout="horizontal" mode="card" className="form-section union-apply-form" requiredMarkStyle="none">
        <Form.Header>申请信息</Form.Header>
        {campaign.fields.map((f) => (
          <FormField
            key={f.key}
            label={f.label}
            required={f.required}
            vertical={VERTICAL.has(f.kind)}
            error={form.errors[f.key] || undefined}
          >
            <FieldInput field={f} value={form.input[f.key]} onChange={(v) => form.set(f.key, v)} />
          </FormField>
        ))}
      </Form>
      <ActionBar>
        <Button block color="primary" size="large" loading={form.saving} onClick={form.submit}>
          提交申请
        </Button>
      </ActionBar>
    </div>
  );
}
