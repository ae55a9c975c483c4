import type { FormField, FormFieldKind } from '@kc/shared';
import { nextSeq, newField, type FormDraft } from './draft';

/** Appends a field of the kind with the next unique key (f1, f2, …). */
export const addField = (d: FormDraft, kind: FormFieldKind): FormDraft => {
  const seq = Math.max(d.seq, nextSeq(d.fields));
  return { ...d, fields: [...d.fields, newField(kind, `f${seq}`)], seq: seq + 1 };
};

/** Moves the field at `index` one place up (-1) or down (+1); out of range changes nothing. */
export const moveField = (fields: FormField[], index: number, delta: -1 | 1): FormField[] => {
  const to = index + delta;
  if (index < 0 || index >= fields.length || to < 0 || to >= fields.length) return fields;
  const next = [...fields];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
};

export const removeField = (fields: FormField[], index: number): FormField[] => fields.filter((_, i) => i !== index);

export const updateField = (fields: FormField[], index: number, patch: Partial<FormField>): FormField[] =>
  fields.map((f, i) => (i === index ? { ...f, ...patch } : f));
