import { Button, Form } from 'antd-mobile';
import type { FormField as Field } from '@kc/shared';
import { FormField } from '../../../components/ui/form-field';
import type { FillErrors, FillValues } from '../utils/fill-values';
import { FieldInput } from '../../../components/form-fields/field-input';
import { FieldLabel } from './field-label';
import { cx } from '../../../components/ui/cx';
import styles from './fill.module.css';
import { ActionBar } from '../../../components/ui/action-bar';

export interface FillFormProps {
  fields: Field[];
  values: FillValues;
  errors: FillErrors;
  busy?: boolean;
  submitText?: string;
  onChange: (key: string, value: unknown) => void;
  onSubmit: () => void;
}

/** The form to fill: each field with its label above, its input and its message, then 提交报名. */
export function FillForm({ fields, values, errors, busy, submitText = '提交报名', onChange, onSubmit }: FillFormProps) {
  return (
    <div className="has-form-actions">
      <Form layout="vertical" mode="card" className={cx('form-section', styles.form)} requiredMarkStyle="asterisk">
        {fields.map((f) => (
          <FormField
            key={f.key}
            label={<FieldLabel text={f.label} required={f.required} />}
            vertical
            error={errors[f.key]}
          >
            <FieldInput field={f} value={values[f.key]} onChange={(v) => onChange(f.key, v)} />
          </FormField>
        ))}
      </Form>
      <ActionBar>
        <Button color="primary" loading={busy} onClick={onSubmit}>
          {submitText}
        </Button>
      </ActionBar>
    </div>
  );
}
