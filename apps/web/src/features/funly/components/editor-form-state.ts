import { Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FunlyDetail } from '@kc/shared';
import { useFormState } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useFunlySave } from '../api/funly-save';
import { putRelationChoice, takeRelationChoice, type RelationPickState } from './editor-relation-choice';
import type { RelationType } from '../api/funly-relation-options';
import { emptyEditorValues, fromDetail, serverErrors, toSaveQuery, type EditorValues } from './editor-values';

export const CHECK_FIELDS_TOAST = '请检查标红的填写项';

/** Where the editor goes for an event: a draft keeps its draft route, anything else the edit route. */
export const editorPath = (id: number, state: string, timestamp: string | number = Date.now()) =>
  `/funly-manage/${state === 'draft' ? 'draft' : 'edit'}/${id}/${timestamp}`;

/**
 * The event editor's state. Unsaved input is kept per route (the timestamp segment makes each visit its own) in
 * sessionStorage, so going to selectRelation and back, or a reload, loses nothing. 保存草稿 checks what is filled
 * and saves (a new event becomes a draft and the URL its draft page); 提交审核 is one save with `submit`, checked
 * here first and again by the server, whose field messages land under the fields.
 */
export function useEventEditor(detail: FunlyDetail | undefined, timestamp: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const form = useFormState<EditorValues>(
    () => (detail ? fromDetail(detail) : emptyEditorValues()),
    `form:${location.pathname}`,
  );
  const save = useFunlySave();
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const live = detail?.state === 'running';

  // the choice made on selectRelation, handed back when the editor shows again
  useEffect(() => {
    const choice = takeRelationChoice(location.pathname);
    if (choice) form.set(choice.type === 'ticket' ? 'tickets' : 'coupons', choice.list);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the editor shows
  }, []);

  const pickRelation = (type: RelationType) => {
    const state: RelationPickState = {
      from: location.pathname,
      selected: type === 'ticket' ? form.values.tickets : form.values.coupons,
    };
    // nothing chosen yet for this visit: a stale choice must not come back
    putRelationChoice({ for: '', type, list: [] });
    void navigate(`/funly-manage/create/selectRelation?type=${type}`, { state });
  };

  const persist = async (submit: boolean): Promise<FunlyDetail | null> => {
    const { query, errors } = toSaveQuery(form.values, submit);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      Toast.show({ content: CHECK_FIELDS_TOAST });
      return null;
    }
    try {
      const saved = await save.mutateAsync({ ...query, ...(detail ? { id: detail.id } : {}), submit });
      form.markSaved();
      return saved;
    } catch (e) {
      const named = serverErrors(e, form.values);
      if (Object.keys(named).length > 0) {
        form.setErrors(named);
        Toast.show({ content: CHECK_FIELDS_TOAST });
      } else showError(e);
      return null;
    }
  };

  const saveDraft = async () => {
    setBusy('draft');
    const saved = await persist(false);
    setBusy(null);
    if (!saved) return;
    Toast.show({ icon: 'success', content: '草稿已保存' });
    if (!detail) void navigate(editorPath(saved.id, saved.state, timestamp), { replace: true });
  };

  const submit = async () => {
    setBusy('submit');
    const saved = await persist(true);
    setBusy(null);
    if (!saved) return;
    Toast.show({ icon: 'success', content: live ? '修改已提交审核' : '已提交审核' });
    void navigate('/funly-manage/manage', { replace: true });
  };

  return {
    ...form,
    live,
    busy,
    pickRelation,
    saveDraft: () => void saveDraft(),
    submit: () => void submit(),
  };
}

export type EventEditorForm = ReturnType<typeof useEventEditor>;
