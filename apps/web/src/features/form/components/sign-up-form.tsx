import type { FormField } from '@kc/shared';
import type { TargetType } from '../api/form-of-target';
import { useSignUp } from '../hooks/use-sign-up';
import { FillForm } from './fill-form';

export interface SignUpFormProps {
  type: TargetType;
  id: number;
  fields: FormField[];
  onDone: () => void;
}

/** The target's form, sent with 提交报名 (login needed to send). */
export function SignUpForm({ type, id, fields, onDone }: SignUpFormProps) {
  const s = useSignUp(type, id, fields, onDone);
  return (
    <FillForm fields={fields} values={s.values} errors={s.errors} busy={s.busy} onChange={s.set} onSubmit={s.submit} />
  );
}
