import { Toast } from 'antd-mobile';
import { showError } from '../../../lib/http';
import { useFormState } from '../../../lib/form';
import { useSaveRecipient, type RecipientInput } from '../api/save-recipient';
import { checkRecipient } from '../utils/recipient-rules';

const empty = (): RecipientInput => ({ name: '', mobile: '', id_number: '' });

/** The form of one receiver profile: own (`self`, editUser) or a family member (addFamily). */
export function useRecipientForm(self: boolean, onSaved: () => void) {
  const form = useFormState<RecipientInput>(empty);
  const save = useSaveRecipient();

  const submit = () => {
    const checked = checkRecipient(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    save.mutate(
      { ...checked.value, self },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: self ? '已保存' : '已添加' });
          onSaved();
        },
        onError: (e) => {
          if (!form.applyServerErrors(e)) showError(e);
        },
      },
    );
  };

  return { ...form, submit, saving: save.isPending };
}
