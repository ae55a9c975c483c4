import { Toast } from 'antd-mobile';
import { useState } from 'react';
import type { Campaign } from '@kc/shared';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useUnionApply } from '../api/union-apply';
import { checkValues, errorsByKey, type ValueErrors } from '../utils/check-values';

/** The application form of a campaign: checkFormValues under each field, then the server's field errors. */
export function useApplyForm(campaign: Campaign, onDone: () => void) {
  const [input, setInput] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<ValueErrors>({});
  const apply = useUnionApply();

  const set = (key: string, value: unknown) => {
    setInput((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  };

  const submit = () => {
    const { values, errors: found } = checkValues(campaign.fields, input);
    setErrors(found);
    if (Object.keys(found).length) return;
    apply.mutate(
      { campaignId: campaign.id, values },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: '提交成功' });
          onDone();
        },
        onError: (e) => {
          const fields = errorsByKey(fieldErrorsOf(e));
          if (Object.keys(fields).length) setErrors(fields);
          else showError(e);
        },
      },
    );
  };

  return { input, errors, set, submit, saving: apply.isPending };
}
