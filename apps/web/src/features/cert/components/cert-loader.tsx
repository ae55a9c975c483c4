import type { ReactNode } from 'react';
import type { Cert } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useCertInfo } from '../api/cert-info';
import { ErrorBlock } from '../../../components/ui/error-block';

/** Loads a pass by its serial: loading, the server's refusal with 重试, or the pass to its children. */
export function CertLoader({ certSn, children }: { certSn: string; children: (cert: Cert) => ReactNode }) {
  const q = useCertInfo(certSn);
  if (!certSn) return <MissingSn />;
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return <>{children(q.data)}</>;
}

/** The link had no cert_sn (the route marks it isNotMatchParams). */
export function MissingSn() {
  return (
    <div className="center-page">
      <ErrorBlock status="empty" title="链接无效" description="缺少证件编号，请重新扫码或打开证件链接" />
    </div>
  );
}
