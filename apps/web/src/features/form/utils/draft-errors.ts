import { formSave, type FieldError } from '@kc/shared';
import type { FormDraft } from './draft';

/** Messages by path: `title`, `description`, `fields` and `fields.<i>.<label|options|placeholder>[.<j>]`. */
export type DraftErrors = Record<string, string>;

export const toDraftErrors = (list: FieldError[]): DraftErrors => {
  const out: DraftErrors = {};
  for (const e of list) out[e.field] ??= e.message;
  return out;
};

/** The draft checked by the same schema the server applies to formSave; {} when it can be saved. */
export const checkDraft = (d: FormDraft): DraftErrors => {
  const r = formSave.query.safeParse({ title: d.title, description: d.description, fields: d.fields });
  if (r.success) return {};
  return toDraftErrors(
    r.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'fields', message: i.message })),
  );
};

/** The errors of one field card, keyed by what follows `fields.<i>.` (label, options, options.<j>, placeholder). */
export const errorsOfField = (errors: DraftErrors, index: number): DraftErrors => {
  const prefix = `fields.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
};
