import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BlindBox } from '@kc/shared';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useBuyBox } from '../api/buy-box';
import { blindBoxPaths } from '../utils/blindbox-paths';

/**
 * The purchase form: quantity, and for a minor (the server's `guardian`) the guardian's consent, name and mobile.
 * 购买 places the order and goes to the order payment screen, which comes back to the opened boxes. The rules are
 * the server's: its refusals and field errors are shown as they come.
 */
export function useBoxPurchase(box: BlindBox, guardian: boolean) {
  const navigate = useNavigate();
  const buy = useBuyBox();
  const [quantity, setQuantity] = useState(1);
  const [consent, setConsent] = useState(false);
  const [guardianName, setGuardianName] = useState('');
  const [guardianMobile, setGuardianMobile] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    if (buy.isPending) return;
    setErrors({});
    buy.mutate(
      {
        box_id: box.id,
        quantity,
        ...(guardian
          ? { guardian_consent: consent, guardian_name: guardianName, guardian_mobile: guardianMobile }
          : {}),
      },
      {
        onSuccess: (order) => void navigate(blindBoxPaths.payment(order.order_id)),
        onError: (e) => {
          const fields = fieldErrorsOf(e);
          if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
          else showError(e);
        },
      },
    );
  };

  return {
    quantity,
    setQuantity,
    consent,
    setConsent,
    guardianName,
    setGuardianName,
    guardianMobile,
    setGuardianMobile,
    errors,
    submit,
    busy: buy.isPending,
    total: box.price * quantity,
  };
}
