import type { FieldError } from '../common/errors.js';
import { isImageUrl } from '../common/fields.js';
import { isChineseName, isIdNumber, isNumericString, normalizeMobile } from '../common/validators.js';
import type { FormField } from './form.contract.js';

type Check = (v: unknown, f: FormField) => { value: unknown } | { error: string };

const text =
  (max: number): Check =>
  (v, f) =>
    typeof v !== 'string'
      ? { error: `请填写${f.label}` }
      : v.trim().length > max
        ? { error: `${f.label}最多${max}个字` }
        : { value: v.trim() };

const CHECKS: Record<FormField['kind'], Check> = {
  text: text(100),
  textarea: text(1000),
  number: (v) => (isNumericString(String(v)) ? { value: String(v) } : { error: '请输入数字' }),
  mobile: (v) => {
    const m = typeof v === 'string' ? normalizeMobile(v) : null;
    return m ? { value: m } : { error: '请输入正确的手机号' };
  },
  id_number: (v) =>
    typeof v === 'string' && isIdNumber(v) ? { value: v.toUpperCase() } : { error: '请输入正确的身份证号' },
  chinese_name: (v) =>
    typeof v === 'string' && isChineseName(v.trim()) ? { value: v.trim() } : { error: '请输入正确的姓名' },
  single: (v, f) => (typeof v === 'string' && f.options.includes(v) ? { value: v } : { error: '请选择有效的选项' }),
  multi: (v, f) =>
    Array.isArray(v) && v.every((o) => typeof o === 'string' && f.options.includes(o)) && new Set(v).size === v.length
      ? { value: v }
      : { error: '请选择有效的选项' },
  date: (v) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))
      ? { value: v }
      : { error: '日期格式不正确' },
  region: (v) =>
    Array.isArray(v) &&
    v.length >= 1 &&
    v.length <= 3 &&
    v.every((p) => typeof p === 'string' && p.length > 0 && p.length <= 20)
      ? { value: v }
      : { error: '请选择地区' },
  image: (v) => (typeof v === 'string' && isImageUrl(v) ? { value: v } : { error: '图片无效，请重新上传' }),
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const missing = (f: FormField) =>
  ['single', 'multi', 'date', 'region'].includes(f.kind)
    ? `请选择${f.label}`
    : f.kind === 'image'
      ? `请上传${f.label}`
      : `请填写${f.label}`;

/** Checks filled values against a form (web and server alike): cleaned values of the form's fields only, and the errors per field. */
export function checkFormValues(
  fields: FormField[],
  input: Record<string, unknown>,
): { values: Record<string, unknown>; errors: FieldError[] } {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const f of fields) {
    const v = input[f.key];
    if (isEmpty(v)) {
      if (f.required) errors.push({ field: `values.${f.key}`, message: missing(f) });
      continue;
    }
    const r = CHECKS[f.kind](v, f);
    if ('error' in r) errors.push({ field: `values.${f.key}`, message: r.error });
    else values[f.key] = r.value;
  }
  return { values, errors };
}
