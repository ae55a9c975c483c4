import { Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Checkpoint } from '@kc/shared';
import { useFormState } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { resolveLocation } from '../../../lib/location';
import { addChecker } from '../api/checkpoint-checker-add';
import { useSaveCheckpoint } from '../api/checkpoint-save';
import {
  coordText,
  emptyCheckpointValues,
  fromCheckpoint,
  toSaveQuery,
  type CheckpointFormValues,
} from '../utils/checkpoint-form-values';
import { verifyPaths } from '../utils/verify-paths';

export const CHECK_FIELDS_TOAST = '请检查标红的填写项';

/** Navigation state of the add/edit screen opened from the points list (back goes there). */
export interface FromListState {
  fromList?: boolean;
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '添加失败');

/**
 * 添加/编辑核销点: the contract's rules under the fields before sending, the server's field errors there
 * after; then each checker mobile is assigned. Unsaved input is kept per screen in sessionStorage.
 */
export function useCheckpointForm(itemId: number, point: Checkpoint | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useFormState<CheckpointFormValues>(
    () => (point ? fromCheckpoint(point) : emptyCheckpointValues()),
    `form:${location.pathname}${location.search}`,
  );
  const save = useSaveCheckpoint();
  const [assigning, setAssigning] = useState(false);
  const [locating, setLocating] = useState(false);

  const change =
    <K extends keyof CheckpointFormValues>(field: K) =>
    (value: CheckpointFormValues[K]) =>
      form.set(field, value);

  const fillCurrentPosition = async () => {
    setLocating(true);
    const r = await resolveLocation({ allowIp: false });
    setLocating(false);
    if (r.status !== 'ok') {
      Toast.show({ content: '定位失败，请手动填写经纬度' });
      return;
    }
    form.set('point_longitude', coordText(r.pos.lng));
    form.set('point_latitude', coordText(r.pos.lat));
    if (!form.values.point_location.trim() && r.city?.address) form.set('point_location', r.city.address);
    Toast.show({ content: '已填入当前位置' });
  };

  const leave = (saved: Checkpoint) => {
    if ((location.state as FromListState | null)?.fromList) void navigate(-1);
    else void navigate(verifyPaths.points(saved.item_id), { replace: true });
  };

  const submit = async () => {
    const { query, mobiles, errors } = toSaveQuery(form.values, itemId, point?.id);
    if (!query) {
      form.setErrors(errors);
      Toast.show({ content: CHECK_FIELDS_TOAST });
      return;
    }
    let saved: Checkpoint;
    try {
      saved = await save.mutateAsync(query);
    } catch (e) {
      if (form.applyServerErrors(e)) Toast.show({ content: CHECK_FIELDS_TOAST });
      else showError(e);
      return;
    }
    form.markSaved();
    const failed: string[] = [];
    if (mobiles.length) {
      setAssigning(true);
      for (const mobile of mobiles) {
        try {
          await addChecker(saved.id, mobile);
        } catch (e) {
          failed.push(`${mobile}：${messageOf(e)}`);
        }
      }
      setAssigning(false);
    }
    if (failed.length) {
      await Dialog.alert({
        title: '核销点已保存',
        content: `以下核销员未能添加，可在核销员页重试：\n${failed.join('\n')}`,
        confirmText: '去核销员页',
      });
      void navigate(verifyPaths.checkers(saved.id), { replace: true });
      return;
    }
    Toast.show({ icon: 'success', content: point ? '保存成功' : '添加成功' });
    leave(saved);
  };

  return {
    values: form.values,
    errors: form.errors,
    restored: form.restored,
    change,
    submit: () => void submit(),
    locate: () => void fillCurrentPosition(),
    locating,
    saving: save.isPending || assigning,
  };
}
