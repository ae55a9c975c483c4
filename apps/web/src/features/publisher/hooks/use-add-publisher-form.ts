import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { normalizeMobile, type PublisherQuota } from '@kc/shared';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useAddPublisher } from '../api/publisher-add';
import { checkAddPublisher, type AddPublisherErrors, type AddPublisherValues } from '../utils/add-publisher-rules';

const isField = (f: string): f is keyof AddPublisherValues => f === 'mobile' || f === 'quota';

/** 添加发布员: local rules under the fields, then the server's field errors there too; other refusals as a toast. */
export function useAddPublisherForm(itemId: number, onDone: (quota: PublisherQuota) => void) {
  const [values, setValues] = useState<AddPublisherValues>({ mobile: '', quota: '' });
  const [errors, setErrors] = useState<AddPublisherErrors>({});
  const add = useAddPublisher();

  const change = (field: keyof AddPublisherValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = () => {
    const found = checkAddPublisher(values);
    setErrors(found);
    if (found.mobile || found.quota) return;
    const input = { item_id: itemId, mobile: normalizeMobile(values.mobile)!, quota: Number(values.quota) };
    add.mutate(input, {
      onSuccess: (quota) => {
        Toast.show({ icon: 'success', content: '添加成功' });
        onDone(quota);
      },
      onError: (e) => {
        const fields = fieldErrorsOf(e).filter((f) => isField(f.field));
        if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
        else showError(e);
      },
    });
  };

  return { values, errors, change, submit, saving: add.isPending };
}
