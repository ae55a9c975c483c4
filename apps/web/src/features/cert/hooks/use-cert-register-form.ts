import { useNavigate } from 'react-router';
import { ErrorCode, type Cert } from '@kc/shared';
import { isApiError } from '../../../lib/http';
import { useFormState } from '../../../lib/form';
import { useCertRegister } from '../api/cert-register';
import { certPaths } from '../utils/cert-paths';
import { checkCertForm, initialCertForm, normalizeCertForm, type CertFormValues } from '../utils/cert-form-rules';

/** The client already took the user elsewhere (login dialog, login page): stay put. */
const SESSION_CODES: readonly number[] = [ErrorCode.SESSION_INVALID, ErrorCode.REFRESH_FAILED, ErrorCode.REFRESH_LIMIT];

/** Unsaved input of one pass's form, kept while the user is away (a failed attempt, another screen). */
export const certFormStorageKey = (certSn: string) => `kc-cert-register:${certSn}`;

/**
 * The registration form of one of my passes: the contract's rules under the fields, then certRegister;
 * success → /cert/success, a refusal → /cert/fail with the server's message (the input is kept for 重新登记).
 */
export function useCertRegisterForm(cert: Cert) {
  const navigate = useNavigate();
  const form = useFormState<CertFormValues>(() => initialCertForm(cert), certFormStorageKey(cert.cert_sn));
  const register = useCertRegister();

  const submit = () => {
    const found = checkCertForm(form.values);
    form.setErrors(found);
    if (Object.keys(found).length) return;
    register.mutate(
      { cert_sn: cert.cert_sn, ...normalizeCertForm(form.values) },
      {
        onSuccess: () => {
          form.markSaved();
          void navigate(certPaths.success(cert.cert_sn), { replace: true });
        },
        onError: (e) => {
          if (form.applyServerErrors(e)) return;
          if (isApiError(e) && SESSION_CODES.includes(e.code)) return;
          const message = (e instanceof Error && e.message) || '登记失败，请重试';
          void navigate(certPaths.fail(cert.cert_sn, message), { replace: true });
        },
      },
    );
  };

  return {
    values: form.values,
    errors: form.errors,
    set: form.set,
    restored: form.restored,
    submit,
    saving: register.isPending,
  };
}
