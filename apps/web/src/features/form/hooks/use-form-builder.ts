import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ApplicationForm, FormField, FormFieldKind } from '@kc/shared';
import { useGoBack } from '../../../components/ui/use-go-back';
import { useFormState } from '../../../lib/form';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useSaveForm } from '../api/form-save';
import { draftOf, emptyDraft, type FormDraft } from '../utils/draft';
import { checkDraft, toDraftErrors, type DraftErrors } from '../utils/draft-errors';
import { addField, moveField, removeField, updateField } from '../utils/draft-ops';
import { formPaths } from '../utils/form-paths';
import { writePreview } from '../utils/preview-storage';

export const CHECK_FIELDS_TOAST = '请检查标红的填写项';

const without = (errors: DraftErrors, drop: (key: string) => boolean): DraftErrors =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => !drop(k)));

/**
 * The form builder: title, description and the field list, kept per route in sessionStorage until saved;
 * checked with formSave's own schema before saving, server field errors shown where they belong.
 */
export function useFormBuilder(form?: ApplicationForm) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack('/ticket-invitation');
  const state = useFormState<FormDraft>(() => (form ? draftOf(form) : emptyDraft()), `form:${pathname}`);
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useSaveForm();
  const d = state.values;

  /** Fields added, moved or removed: their indexes change, so their messages go. */
  const setFields = (fields: FormField[]) => {
    state.set('fields', fields);
    setErrors((e) => without(e, (k) => k.startsWith('fields')));
  };

  const run = async () => {
    const problems = checkDraft(d);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      Toast.show({ content: CHECK_FIELDS_TOAST });
      return;
    }
    try {
      await save.mutateAsync({ id: form?.id, title: d.title, description: d.description, fields: d.fields });
      state.markSaved();
      Toast.show({ icon: 'success', content: '保存成功' });
      goBack();
    } catch (e) {
      const list = fieldErrorsOf(e);
      if (list.length === 0) return showError(e);
      setErrors(toDraftErrors(list));
      Toast.show({ content: CHECK_FIELDS_TOAST });
    }
  };

  return {
    draft: d,
    errors,
    restored: state.restored,
    saving: save.isPending,
    setTitle: (title: string) => {
      state.set('title', title);
      setErrors((e) => without(e, (k) => k === 'title'));
    },
    setDescription: (description: string) => state.set('description', description),
    add: (kind: FormFieldKind) => {
      const next = addField(d, kind);
      setFields(next.fields);
      state.set('seq', next.seq);
    },
    move: (index: number, delta: -1 | 1) => setFields(moveField(d.fields, index, delta)),
    remove: (index: number) => setFields(removeField(d.fields, index)),
    update: (index: number, patch: Partial<FormField>) => {
      state.set('fields', updateField(d.fields, index, patch));
      setErrors((e) => without(e, (k) => k === 'fields' || k.startsWith(`fields.${index}.`)));
    },
    preview: () => {
      writePreview({ title: d.title, description: d.description, fields: d.fields });
      void navigate(formPaths.preview);
    },
    save: () => void run(),
  };
}
export type FormBuilder = ReturnType<typeof useFormBuilder>;
