import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useDistributeClaim } from '../api/distribute-claim';
import { checkClaim, type ClaimErrors, type ClaimValues } from '../utils/claim-rules';

const FIELDS: readonly string[] = ['holder_name', 'holder_photo', 'holder_tags'];

/** The claim form of one distributed item: the contract's rules under the fields, then the server's. */
export function useClaimForm(holdingId: number, onDone: () => void) {
  const [values, setValues] = useState<ClaimValues>({ holder_name: '', holder_photo: '', holder_tags: [] });
  const [errors, setErrors] = useState<ClaimErrors>({});
  const claim = useDistributeClaim();

  const set = <K extends keyof ClaimValues>(field: K, value: ClaimValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = () => {
    const found = checkClaim(holdingId, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    claim.mutate(
      { holding_id: holdingId, ...values, holder_name: values.holder_name.trim() },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: '领取成功' });
          onDone();
        },
        onError: (e) => {
          const fields = fieldErrorsOf(e).filter((f) => FIELDS.includes(f.field));
          if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
          else showError(e);
        },
      },
    );
  };

  return { values, errors, set, submit, saving: claim.isPending };
}
