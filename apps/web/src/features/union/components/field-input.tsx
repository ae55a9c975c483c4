import { Input, Selector, TextArea } from 'antd-mobile';
import type { FormField } from '@kc/shared';
import { DateValueInput } from './date-value-input';

export interface FieldInputProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The input for one field of a campaign's form, by kind; kinds without their own input take plain text. */
export function FieldInput({ field, value, onChange }: FieldInputProps) {
  const placeholder = field.placeholder || `请输入${field.label}`;
  const options = field.options.map((o) => ({ label: o, value: o }));
  switch (field.kind) {
    case 'textarea':
      return (
        <TextArea
          aria-label={field.label}
          placeholder={placeholder}
          value={str(value)}
          onChange={onChange}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={1000}
          showCount
        />
      );
    case 'single':
      return (
        <Selector
          options={options}
          value={str(value) ? [str(value)] : []}
          onChange={(v) => onChange(v[0] ?? '')}
          showCheckMark={false}
        />
      );
    case 'multi':
      return <Selector multiple options={options} value={list(value)} onChange={onChange} showCheckMark={false} />;
    case 'date':
      return <DateValueInput label={field.label} value={str(value)} onChange={onChange} />;
    case 'region':
      // 省 市 区 separated by spaces
      return (
        <Input
          aria-label={field.label}
          placeholder={field.placeholder || '省 市 区，用空格分隔'}
          value={list(value).join(' ')}
          onChange={(v) => onChange(v.split(/\s+/).filter(Boolean))}
        />
      );
    case 'text':
    case 'mobile':
    case 'chinese_name':
    case 'number':
    case 'id_number':
    case 'image':
      return (
        <Input
          aria-label={field.label}
          placeholder={placeholder}
          type={field.kind === 'mobile' ? 'tel' : 'text'}
          inputMode={field.kind === 'number' ? 'decimal' : field.kind === 'mobile' ? 'tel' : undefined}
          value={str(value)}
          onChange={onChange}
          clearable
        />
      );
  }
}
