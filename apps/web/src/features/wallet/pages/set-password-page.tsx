import { Navigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { safeRedirect } from '../../../config/paths';
import { usePasswordStatus } from '../api/set-password';
import { smsVerificationPath } from '../utils/pay-password';

/**
 * /my/balance/setPassword: asks whether a pay password is set (the EMPTY set-password query); set → change it on
 * /my/balance/updatePassword, else set one through the SMS step.
 */
export default function SetPasswordPage() {
  const [search] = useSearchParams();
  const redirect = safeRedirect(search.get('redirect')) ?? undefined;
  const q = usePasswordStatus();

  if (q.isSuccess) {
    const to = q.data.has_password
      ? `/my/balance/updatePassword${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`
      : smsVerificationPath('set', redirect);
    return <Navigate to={to} replace />;
  }
  return (
    <div className="page">
      <PageHeader />
      {q.isError ? <LoadError error={q.error} onRetry={() => void q.refetch()} /> : <PageLoading />}
    </div>
  );
}
