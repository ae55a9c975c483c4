import { useEffect, useState } from 'react';
import { fieldErrorsOf } from '../http';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

const readStored = <V>(key: string | undefined): Partial<V> | undefined => {
  if (!key) return undefined;
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<V>) : undefined;
  } catch {
    return undefined;
  }
};

/** The server's field errors (10001 `data.fields`) that name fields of `values`, first message per field. */
export const fieldErrorsFor = <V extends object>(e: unknown, values: V): FieldErrors<V> => {
  const out: FieldErrors<V> = {};
  for (const f of fieldErrorsOf(e)) if (f.field in values) out[f.field as keyof V & string] ??= f.message;
  return out;
};

/**
 * Controlled form state (no form library): values, a message under each field, the server's field
 * errors (10001 `data.fields`) mapped onto the fields, and — with `storageKey` — unsaved input kept in
 * sessionStorage, so leaving the screen and coming back loses nothing.
 */
export function useFormState<V extends object>(initial: () => V, storageKey?: string) {
  const [stored] = useState(() => readStored<V>(storageKey));
  const [values, setValues] = useState<V>(() => ({ ...initial(), ...stored }));
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [dirty, setDirty] = useState(stored !== undefined);

  useEffect(() => {
    if (storageKey && dirty) sessionStorage.setItem(storageKey, JSON.stringify(values));
  }, [storageKey, dirty, values]);

  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setDirty(true);
  };

  /** Puts the server's field errors under their fields; false when none of them is a field of this form. */
  const applyServerErrors = (e: unknown): boolean => {
    const next = fieldErrorsFor(e, values);
    if (Object.keys(next).length === 0) return false;
    setErrors(next);
    return true;
  };

  /** The input is saved: forget the stored copy. */
  const markSaved = () => {
    setDirty(false);
    if (storageKey) sessionStorage.removeItem(storageKey);
  };

  return { values, errors, setErrors, set, applyServerErrors, markSaved, restored: stored !== undefined };
}
