import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import './form.css';

export interface FormFieldProps {
  label: ReactNode;
  /** the message shown under the field (local rule or the server's field error) */
  error?: string;
  required?: boolean;
  /** label above the input: for chips and text areas */
  vertical?: boolean;
  extra?: ReactNode;
  onClick?: () => void;
  children: ReactNode;
}

/** One labelled field of a form section, with its message underneath (no form library: the value is controlled). */
export function FormField({ label, error, required, vertical, extra, onClick, children }: FormFieldProps) {
  return (
    <Form.Item
      label={label}
      layout={vertical ? 'vertical' : 'horizontal'}
      extra={extra}
      arrow={onClick ? true : undefined}
      onClick={onClick}
      className={['form-field', required && 'is-required', error && 'has-error'].filter(Boolean).join(' ')}
    >
      {children}
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
    </Form.Item>
  );
}

/** A card of fields with a title (the sections of the long forms). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Form layout="horizontal" mode="card" className="form-section" requiredMarkStyle="asterisk">
      <Form.Header>{title}</Form.Header>
      {children}
    </Form>
  );
}
