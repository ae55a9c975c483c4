import { formFieldKindLabel, type ApplicationForm, type FormField, type FormFieldKind } from '@kc/shared';

/** The builder's unsaved form: `seq` numbers the next key (f1, f2, …), never reusing one within a draft. */
export interface FormDraft {
  title: string;
  description: string;
  fields: FormField[];
  seq: number;
}

const keyNumber = (key: string): number => Number(/^f(\d+)$/.exec(key)?.[1] ?? 0);
/** The number after the highest `f<n>` key of the fields. */
export const nextSeq = (fields: FormField[]): number => Math.max(0, ...fields.map((f) => keyNumber(f.key))) + 1;

export const emptyDraft = (): FormDraft => ({ title: '', description: '', fields: [], seq: 1 });
export const draftOf = (form: ApplicationForm): FormDraft => ({
  title: form.title,
  description: form.description,
  fields: form.fields,
  seq: nextSeq(form.fields),
});

export const hasOptions = (kind: FormFieldKind): boolean => kind === 'single' || kind === 'multi';
/** Kinds whose input shows a placeholder (choices and images have none). */
export const hasPlaceholder = (kind: FormFieldKind): boolean => !hasOptions(kind) && kind !== 'image';

/** Field names that are a good start for the kind; a free text or choice needs the builder's own name. */
const DEFAULT_LABEL: Partial<Record<FormFieldKind, string>> = {
  mobile: '手机号',
  id_number: '身份证号',
  chinese_name: '姓名',
  region: '所在地区',
  date: formFieldKindLabel.date,
};

export const newField = (kind: FormFieldKind, key: string): FormField => ({
  key,
  kind,
  label: DEFAULT_LABEL[kind] ?? '',
  required: true,
  options: hasOptions(kind) ? ['', ''] : [],
  placeholder: '',
});
