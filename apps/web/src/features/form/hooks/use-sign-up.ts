import { Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { FormField } from '@kc/shared';
import { loginPath } from '../../../config/paths';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { currentFullPath } from '../../../lib/navigation';
import { isLoggedIn } from '../../../lib/session';
import type { TargetType } from '../api/form-of-target';
import { useSubmitSubmission } from '../api/submission-submit';
import { fillErrorsOf } from '../utils/fill-values';
import { CHECK_FILL_TOAST, useFillValues } from './use-fill-values';

/** Filling a target's form: checked locally first, then sent; the server's field errors land under the fields. */
export function useSignUp(type: TargetType, id: number, fields: FormField[], onDone: () => void) {
  const fill = useFillValues(fields);
  const submit = useSubmitSubmission(type, id);
  const navigate = useNavigate();

  const run = async () => {
    const values = fill.check();
    if (!values) return;
    if (!isLoggedIn()) {
      Toast.show({ content: '请登录' });
      return void navigate(loginPath(currentFullPath()));
    }
    try {
      const s = await submit.mutateAsync(values);
      Toast.show({ icon: 'success', content: s.issued ? '报名成功，已发放' : '提交成功' });
      onDone();
    } catch (e) {
      const errors = fillErrorsOf(fieldErrorsOf(e));
      if (Object.keys(errors).length === 0) return showError(e);
      fill.setErrors(errors);
      Toast.show({ content: CHECK_FILL_TOAST });
    }
  };

  return { ...fill, busy: submit.isPending, submit: () => void run() };
}
