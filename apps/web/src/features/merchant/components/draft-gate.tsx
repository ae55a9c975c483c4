import { Button, Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { MerchantApplication } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { merchantDraftQuery } from '../api/merchant-draft';
import { merchantPaths } from './merchant-paths';

/**
 * The steps of the form edit the caller's live application: loading and error states, and while it is in review
 * nothing can be changed. An approved one is history: the step starts a new registration (`null`).
 */
export function DraftGate({ children }: { children: (application: MerchantApplication | null) => ReactNode }) {
  const navigate = useNavigate();
  const q = useQuery(merchantDraftQuery());
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const a = q.data.application;
  if (a?.state === 'pending')
    return (
      <div className="center-page">
        <Result status="waiting" title="入驻申请审核中" description="审核结果出来前不能修改，结果将通过消息通知你" />
        <Button color="primary" fill="outline" onClick={() => void navigate(merchantPaths.form, { replace: true })}>
          查看入驻申请
        </Button>
      </div>
    );
  return children(a?.state === 'approved' ? null : a);
}
