import { Toast } from 'antd-mobile';
import { useState } from 'react';
import type { UserInfo } from '@kc/shared';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useUpdateProfile } from '../api/update-profile';
import { checkProfile, type ProfileField } from '../utils/profile-rules';

type Values = Record<ProfileField, string>;

/** Nickname and signature editing: the contract's rules, then the server's field errors, under their fields; input is kept on error. */
export function useProfileForm(initial: Pick<UserInfo, ProfileField>) {
  const [values, setValues] = useState<Values>({ nickname: initial.nickname, signature: initial.signature });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const update = useUpdateProfile();

  const change = (field: ProfileField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = () => {
    const found = checkProfile(values);
    setErrors(found);
    if (found.nickname || found.signature) return;
    update.mutate(values, {
      onSuccess: () => void Toast.show({ icon: 'success', content: '保存成功' }),
      onError: (e) => {
        // field errors show under their fields; anything else as a toast
        const fields = fieldErrorsOf(e).filter(
          (f): f is { field: ProfileField; message: string } => f.field === 'nickname' || f.field === 'signature',
        );
        if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
        else showError(e);
      },
    });
  };

  return { values, errors, change, submit, saving: update.isPending };
}
