import { checkFormValues, type FormField } from '@kc/shared';

export type ValueErrors = Record<string, string>;

/** The form's rules (checkFormValues, the same as the server's): cleaned values and a message per field key. */
export const checkValues = (fields: FormField[], input: Record<string, unknown>) => {
  const { values, errors } = checkFormValues(fields, input);
  const byKey: ValueErrors = {};
  for (const e of errors) byKey[e.field.replace(/^values\./, '')] ??= e.message;
  return { values, errors: byKey };
};

/** The server's field errors (`values.<key>`) by field key. */
export const errorsByKey = (fields: { field: string; message: string }[]): ValueErrors => {
  const out: ValueErrors = {};
  for (const f of fields) if (f.field.startsWith('values.')) out[f.field.slice(7)] ??= f.message;
  return out;
};
