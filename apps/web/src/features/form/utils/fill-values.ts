import type { FieldError, FormField } from '@kc/shared';

export type FillValues = Record<string, unknown>;
/** Messages under the fields, by field key. */
export type FillErrors = Record<string, string>;

/** `values.<key>` errors (checkFormValues and the server's 10001 `data.fields`) by field key, first per field. */
export const fillErrorsOf = (list: FieldError[]): FillErrors => {
  const out: FillErrors = {};
  for (const e of list) {
    const key = /^values\.(.+)$/.exec(e.field)?.[1];
    if (key) out[key] ??= e.message;
  }
  return out;
};

/** A filled value as text for reading (review): choices joined, a region as one line. */
export const valueText = (field: Pick<FormField, 'kind'> | undefined, v: unknown): string => {
  if (v === undefined || v === null || v === '') return '未填写';
  if (Array.isArray(v)) return v.map(String).join(field?.kind === 'region' ? ' ' : '、') || '未填写';
  return typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean);
};
