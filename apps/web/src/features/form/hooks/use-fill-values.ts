import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { checkFormValues, type FormField } from '@kc/shared';
import { fillErrorsOf, type FillErrors, type FillValues } from '../utils/fill-values';

export const CHECK_FILL_TOAST = '请检查标红的填写项';

/** What the person typed and the message under each field; `check` applies the server's own checkFormValues. */
export function useFillValues(fields: FormField[]) {
  const [values, setValues] = useState<FillValues>({});
  const [errors, setErrors] = useState<FillErrors>({});

  const set = (key: string, value: unknown) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)) : e));
  };

  /** The cleaned values to send, or null with the messages shown under their fields. */
  const check = (): FillValues | null => {
    const r = checkFormValues(fields, values);
    if (r.errors.length === 0) return r.values;
    setErrors(fillErrorsOf(r.errors));
    Toast.show({ content: CHECK_FILL_TOAST });
    return null;
  };

  return { values, errors, set, setErrors, check };
}
export type FillState = ReturnType<typeof useFillValues>;
