import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { epidemicSave, type CallData, type EpidemicSymptom, type epidemicMine } from '@kc/shared';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useSaveDeclaration } from '../api/epidemic-save';

export type DeclarationField = 'name' | 'mobile' | 'symptoms' | 'travel' | 'health_code' | 'agree';
export interface DeclarationValues {
  name: string;
  mobile: string;
  symptoms: EpidemicSymptom[];
  travel: string;
  health_code: string;
  agree: boolean;
}

/** "以上均无" excludes the others: picking it clears them, picking another clears it. */
export const toggleSymptoms = (next: EpidemicSymptom[], prev: EpidemicSymptom[]): EpidemicSymptom[] => {
  if (next.includes('none') && !prev.includes('none')) return ['none'];
  return next.length > 1 ? next.filter((s) => s !== 'none') : next;
};

type Mine = CallData<typeof epidemicMine>;

/** The declaration form: filled from today's declaration (or the account mobile), checked, sent, errors under fields. */
export function useDeclarationForm(mine: Mine) {
  const d = mine.declaration;
  const [values, setValues] = useState<DeclarationValues>({
    name: d?.name ?? '',
    mobile: d?.mobile ?? mine.account_mobile,
    symptoms: d?.symptoms ?? [],
    travel: d?.travel ?? '',
    health_code: d?.health_code ?? '',
    agree: false,
  });
  const [errors, setErrors] = useState<Partial<Record<DeclarationField, string>>>({});
  const save = useSaveDeclaration();

  const set = <F extends DeclarationField>(field: F, value: DeclarationValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (onDone: () => void) => {
    // the contract's own rules: one home for the page's checks and the server's
    const checked = epidemicSave.query.safeParse({ project_id: mine.project.id, ...values });
    if (!checked.success) {
      const found: Partial<Record<DeclarationField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as DeclarationField;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    save.mutate(
      { project_id: mine.project.id, ...values, agree: true },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: d ? '已更新今日申报' : '申报成功' });
          onDone();
        },
        onError: (e) => {
          const fields = fieldErrorsOf(e);
          if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field.split('.')[0], f.message])));
          else showError(e);
        },
      },
    );
  };

  return { values, errors, set, submit, saving: save.isPending };
}
