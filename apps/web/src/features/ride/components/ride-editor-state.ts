import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RideDetail } from '@kc/shared';
import { useFormState } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useRideSave } from '../api/ride-save';
import { ridePaths } from './ride-paths';
import {
  emptyRideValues,
  fromRideDetail,
  rideServerErrors,
  toRideSaveQuery,
  type CheckpointErrors,
  type RideEditorValues,
} from './ride-editor-values';

const CHECK_FIELDS = '请检查标红的填写项';

/**
 * The ride editor's state: unsaved input kept per route in sessionStorage; 保存草稿 checks what is filled and saves
 * (a new ride becomes a draft and the URL its edit page); 发布 / 保存修改 is one save with `submit`, checked here
 * first and again by the server, whose field messages land under the fields (checkpoint rows included).
 */
export function useRideEditor(detail: RideDetail | undefined) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const form = useFormState<RideEditorValues>(
    () => (detail ? fromRideDetail(detail) : emptyRideValues()),
    `form:${pathname}`,
  );
  const [checkpointErrors, setCheckpointErrors] = useState<CheckpointErrors>({});
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const save = useRideSave();
  const published = detail !== undefined && detail.state !== 'draft';
  const locked = detail !== undefined && !detail.checkpoints_open;

  const persist = async (submit: boolean): Promise<RideDetail | null> => {
    const { query, errors, checkpointErrors: cpErrors } = toRideSaveQuery(form.values, submit, locked);
    if (Object.keys(errors).length > 0 || Object.keys(cpErrors).length > 0) {
      form.setErrors(errors);
      setCheckpointErrors(cpErrors);
      Toast.show({ content: CHECK_FIELDS });
      return null;
    }
    setCheckpointErrors({});
    try {
      const saved = await save.mutateAsync({ ...query, ...(detail ? { id: detail.id } : {}), submit });
      form.markSaved();
      return saved;
    } catch (e) {
      const named = rideServerErrors(e, form.values);
      if (Object.keys(named.errors).length > 0 || Object.keys(named.checkpointErrors).length > 0) {
        form.setErrors(named.errors);
        setCheckpointErrors(named.checkpointErrors);
        Toast.show({ content: CHECK_FIELDS });
      } else showError(e);
      return null;
    }
  };

  const run = async (submit: boolean) => {
    setBusy(submit ? 'submit' : 'draft');
    const saved = await persist(submit);
    setBusy(null);
    if (!saved) return;
    if (!submit) {
      Toast.show({ icon: 'success', content: '草稿已保存' });
      if (!detail) void navigate(ridePaths.edit(saved.id), { replace: true });
    } else if (published) {
      Toast.show({ icon: 'success', content: '修改已保存' });
      void navigate(ridePaths.manage, { replace: true });
    } else void navigate(ridePaths.success(saved.id), { replace: true });
  };

  return {
    ...form,
    checkpointErrors,
    setCheckpoints: (list: RideEditorValues['checkpoints']) => {
      form.set('checkpoints', list);
      setCheckpointErrors({});
    },
    published,
    locked,
    busy,
    saveDraft: () => void run(false),
    submit: () => void run(true),
  };
}
