import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Item } from '@kc/shared';
import { useFormState } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useSaveItem } from '../api/item-save';
import { emptyItemValues, fromItem, toSaveQuery, type ItemFormValues } from '../utils/item-form-values';
import { itemPaths } from '../utils/item-paths';

export const CHECK_FIELDS_TOAST = '请检查标红的填写项';

/**
 * One form for tickets, coupons and invitations. 保存草稿 saves (a new item becomes a draft and the URL its
 * edit page, so coming back resumes it). 提交审核 is one call, save with `submit`: the server checks the item first
 * and, when something is missing, names the fields and saves nothing — no draft appears, the form stays as typed.
 * A live item's change is submitted by saving. Unsaved input is kept per route in sessionStorage.
 */
export function useItemForm(productType: number, item: Item | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const form = useFormState<ItemFormValues>(
    () => (item ? fromItem(item) : emptyItemValues()),
    `form:${location.pathname}`,
  );
  const save = useSaveItem();
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const live = item?.state === 'approved' || item?.state === 'disabled';

  const persist = async (submit: boolean): Promise<Item | null> => {
    const { query, errors } = toSaveQuery(form.values, productType, item?.id);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      Toast.show({ content: CHECK_FIELDS_TOAST });
      return null;
    }
    try {
      const saved = await save.mutateAsync(submit && !live ? { ...query, submit: true } : query);
      form.markSaved();
      return saved;
    } catch (e) {
      if (form.applyServerErrors(e)) Toast.show({ content: CHECK_FIELDS_TOAST });
      else showError(e);
      return null;
    }
  };

  const saveDraft = async () => {
    setBusy('draft');
    const saved = await persist(false);
    setBusy(null);
    if (!saved) return;
    Toast.show({ icon: 'success', content: '草稿已保存' });
    if (!item) void navigate(itemPaths.edit(productType, saved.id), { replace: true });
  };

  const submit = async () => {
    setBusy('submit');
    const saved = await persist(true);
    setBusy(null);
    if (!saved) return;
    Toast.show({ icon: 'success', content: saved.pending_change ? '修改已提交审核' : '已提交审核' });
    void navigate(itemPaths.detail(productType, saved.id), { replace: true });
  };

  return { ...form, live, busy, saveDraft: () => void saveDraft(), submit: () => void submit() };
}

export type ItemForm = ReturnType<typeof useItemForm>;
