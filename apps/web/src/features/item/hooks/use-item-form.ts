import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Item } from '@kc/shared';
import { fieldErrorsFor, useFormState, type FieldErrors } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useItemAction } from '../api/item-action';
import { useSaveItem } from '../api/item-save';
import { emptyItemValues, fromItem, toSaveQuery, type ItemFormValues } from '../utils/item-form-values';
import { itemPaths } from '../utils/item-paths';

export const CHECK_FIELDS_TOAST = '请检查标红的填写项';

/** Errors handed from /x/create to /x/edit/{id} when a new item was saved but refused on submit. */
export interface CarriedErrors {
  fieldErrors?: FieldErrors<ItemFormValues>;
}

/**
 * One form for tickets, coupons and invitations. 保存草稿 saves (a new item becomes a draft and the URL its
 * edit page, so coming back resumes it); 提交审核 saves, then submits. A live item's change is submitted
 * by saving. Unsaved input is kept per route in sessionStorage.
 */
export function useItemForm(productType: number, item: Item | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const form = useFormState<ItemFormValues>(
    () => (item ? fromItem(item) : emptyItemValues()),
    `form:${location.pathname}`,
  );
  const carried = (location.state as CarriedErrors | null)?.fieldErrors;
  const [shownCarried, setShownCarried] = useState(false);
  if (carried && !shownCarried) {
    setShownCarried(true);
    form.setErrors(carried);
  }
  const save = useSaveItem();
  const act = useItemAction();
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const live = item?.state === 'approved' || item?.state === 'disabled';

  const refused = (e: unknown) => {
    if (form.applyServerErrors(e)) Toast.show({ content: CHECK_FIELDS_TOAST });
    else showError(e);
  };

  const persist = async (): Promise<Item | null> => {
    const { query, errors } = toSaveQuery(form.values, productType, item?.id);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      Toast.show({ content: CHECK_FIELDS_TOAST });
      return null;
    }
    try {
      const saved = await save.mutateAsync(query);
      form.markSaved();
      return saved;
    } catch (e) {
      refused(e);
      return null;
    }
  };

  const saveDraft = async () => {
    setBusy('draft');
    const saved = await persist();
    setBusy(null);
    if (!saved) return;
    Toast.show({ icon: 'success', content: '草稿已保存' });
    if (!item) void navigate(itemPaths.edit(productType, saved.id), { replace: true });
  };

  const submit = async () => {
    setBusy('submit');
    const saved = await persist();
    if (!saved) return setBusy(null);
    if (saved.pending_change) {
      setBusy(null);
      Toast.show({ icon: 'success', content: '修改已提交审核' });
      return void navigate(itemPaths.detail(productType, saved.id), { replace: true });
    }
    try {
      await act.mutateAsync({ id: saved.id, action: 'submit' });
      Toast.show({ icon: 'success', content: '已提交审核' });
      void navigate(itemPaths.detail(productType, saved.id), { replace: true });
    } catch (e) {
      refused(e);
      // the new item is a draft now: continue on its edit page, with the messages
      if (!item) {
        const state: CarriedErrors = { fieldErrors: fieldErrorsFor(e, form.values) };
        void navigate(itemPaths.edit(productType, saved.id), { replace: true, state });
      }
    } finally {
      setBusy(null);
    }
  };

  return { ...form, live, busy, saveDraft: () => void saveDraft(), submit: () => void submit() };
}

export type ItemForm = ReturnType<typeof useItemForm>;
