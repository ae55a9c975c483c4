import { Form, Input, Switch, Tag } from 'antd-mobile';
import { formFieldKindLabel, type FormField } from '@kc/shared';
import { FormField as Row } from '../../../components/ui/form-field';
import { hasOptions, hasPlaceholder } from '../utils/draft';
import { FieldLabel } from './field-label';
import { OptionsEditor } from './options-editor';
import { cx } from '../../../components/ui/cx';
import styles from './builder.module.css';

export interface FieldEditorProps {
  field: FormField;
  index: number;
  count: number;
  /** this field's messages: label, placeholder, options, options.<j> */
  errors: Record<string, string>;
  onChange: (patch: Partial<FormField>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One field of the form being built: its name, required switch, placeholder or options, and its place in the list. */
export function FieldEditor({ field, index, count, errors, onChange, onMove, onRemove }: FieldEditorProps) {
  const name = `字段${index + 1}`;
  return (
    <Form
      layout="horizontal"
      mode="card"
      className={cx('form-section', styles.field)}
      data-testid="field-editor"
      requiredMarkStyle="asterisk"
    >
      <Form.Header>
        <div className={styles.fieldHead}>
          <span className={styles.fieldTitle}>
            {name}
            <Tag color="primary" fill="outline">
              {formFieldKindLabel[field.kind]}
            </Tag>
          </span>
          <span className={styles.fieldTools}>
            <button
              type="button"
              className={styles.textButton}
              aria-label={`上移${name}`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              上移
            </button>
            <button
              type="button"
              className={styles.textButton}
              aria-label={`下移${name}`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              下移
            </button>
            <button
              type="button"
              className={cx(styles.textButton, styles.danger)}
              aria-label={`删除${name}`}
              onClick={onRemove}
            >
              删除
            </button>
          </span>
        </div>
      </Form.Header>
      <Row label={<FieldLabel text="字段名称" required />} error={errors.label}>
        <Input
          aria-label={`${name}名称`}
          placeholder="如：公司名称"
          maxLength={20}
          value={field.label}
          onChange={(label) => onChange({ label })}
          clearable
        />
      </Row>
      <Row label="必填">
        <Switch aria-label={`${name}必填`} checked={field.required} onChange={(required) => onChange({ required })} />
      </Row>
      {hasPlaceholder(field.kind) && (
        <Row label="提示文字" error={errors.placeholder}>
          <Input
            aria-label={`${name}提示文字`}
            placeholder="选填，显示在输入框里"
            maxLength={40}
            value={field.placeholder}
            onChange={(placeholder) => onChange({ placeholder })}
          />
        </Row>
      )}
      {hasOptions(field.kind) && (
        <Row label={<FieldLabel text="选项" required />} vertical error={errors.options}>
          <OptionsEditor options={field.options} errors={errors} onChange={(options) => onChange({ options })} />
        </Row>
      )}
    </Form>
  );
}
