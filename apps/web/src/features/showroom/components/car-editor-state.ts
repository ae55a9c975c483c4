import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ShowCarManage } from '@kc/shared';
import { useFormState } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useShowCarSave } from '../api/show-car-save';
import { carServerErrors, emptyCarValues, fromShowCar, toSaveQuery, type CarEditorValues } from './car-editor-values';
import { showroomPaths } from './showroom-paths';

const CHECK_FIELDS = '请检查标红的填写项';

/**
 * The listing form's state: unsaved input kept per route in sessionStorage; 保存草稿 saves as it is (a new listing
 * becomes a draft and the URL its edit page); 提交审核 saves and submits in one call and shows the result page. A
 * listed (approved) one has one button, 提交修改: changed fields wait for review, the advisors apply at once.
 */
export function useCarEditor(car: ShowCarManage | undefined) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const form = useFormState<CarEditorValues>(() => (car ? fromShowCar(car) : emptyCarValues()), `form:${pathname}`);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const save = useShowCarSave();
  const approved = car !== undefined && (car.state === 'listed' || car.state === 'off_shelf');

  const run = async (submit: boolean) => {
    const { query, errors } = toSaveQuery(form.values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      Toast.show({ content: CHECK_FIELDS });
      return;
    }
    setBusy(submit ? 'submit' : 'draft');
    try {
      const saved = await save.mutateAsync({ ...query, ...(car ? { id: car.id } : {}), submit: submit && !approved });
      form.markSaved();
      if (approved) {
        Toast.show({
          icon: 'success',
          content: saved.pending_change ? '修改已提交审核，通过前展示原内容' : '已保存',
        });
        void navigate(showroomPaths.selfList, { replace: true });
      } else if (submit) void navigate(showroomPaths.result(saved.id), { replace: true });
      else {
        Toast.show({ icon: 'success', content: '草稿已保存' });
        if (!car) void navigate(showroomPaths.edit(saved.id), { replace: true });
      }
    } catch (e) {
      const named = carServerErrors(e);
      if (Object.keys(named).length > 0) {
        form.setErrors(named);
        Toast.show({ content: CHECK_FIELDS });
      } else showError(e);
    } finally {
      setBusy(null);
    }
  };

  return {
    ...form,
    approved,
    busy,
    saveDraft: () => void run(false),
    submit: () => void run(true),
  };
}
export type CarEditor = ReturnType<typeof useCarEditor>;
