import { Input, TextArea } from 'antd-mobile';
import type { FormField } from '@kc/shared';
import { ImageField } from '../ui/image-field';
import { ChoiceInput } from './choice-input';
import { DateInput } from './date-input';
import { RegionInput } from './region-input';

export interface FieldInputProps {
  field: FormField;
  value: unknown;
  onChange: (v: unknown) => void;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * The input for one field of a form (FormField, packages/shared form), by kind; the value shapes are those
 * checkFormValues expects. Every feature that fills a form (the form engine's sign-up, union applications) uses it.
 */
export function FieldInput({ field: f, value, onChange }: FieldInputProps) {
  const typed = f.placeholder || `请输入${f.label}`;
  const picked = f.placeholder || `请选择${f.label}`;
  const text = (extra: { type?: string; inputMode?: 'decimal' | 'tel' | 'text'; maxLength: number }) => (
    <Input aria-label={f.label} placeholder={typed} value={str(value)} onChange={onChange} clearable {...extra} />
  );
  switch (f.kind) {
    case 'text':
      return text({ maxLength: 100 });
    case 'chinese_name':
      return text({ maxLength: 20 });
    case 'id_number':
      return text({ maxLength: 18 });
    case 'number':
      return text({ inputMode: 'decimal', maxLength: 20 });
    case 'mobile':
      return text({ type: 'tel', inputMode: 'tel', maxLength: 20 });
    case 'textarea':
      return (
        <TextArea
          placeholder={typed}
          value={str(value)}
          onChange={onChange}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={1000}
          showCount
        />
      );
    case 'single':
      return (
        <ChoiceInput
          label={f.label}
          options={f.options}
          multiple={false}
          value={str(value) ? [str(value)] : []}
          onChange={(v) => onChange(v[0] ?? '')}
        />
      );
    case 'multi':
      return <ChoiceInput label={f.label} options={f.options} multiple value={list(value)} onChange={onChange} />;
    case 'date':
      return <DateInput label={f.label} placeholder={picked} value={str(value)} onChange={onChange} />;
    case 'region':
      return <RegionInput label={f.label} placeholder={picked} value={list(value)} onChange={onChange} />;
    case 'image':
      return <ImageField label={`上传${f.label}`} value={str(value)} onChange={onChange} />;
  }
}
