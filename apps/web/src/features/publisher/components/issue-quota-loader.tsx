import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useMyQuota } from '../hooks/use-my-quota';
import { publisherPaths } from '../utils/publisher-paths';
import { IssueScreen } from './issue-screen';
import { ErrorBlock } from '../../../components/ui/error-block';

/** Finds my quota (by quota id and/or item) and opens the issuing screen on it; loading, failure and none. */
export function IssueQuotaLoader({ quotaId, itemId }: { quotaId?: number; itemId?: number }) {
  const navigate = useNavigate();
  const q = useMyQuota({ quotaId, itemId });
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data)
    return (
      <div className="center-page">
        <ErrorBlock status="empty" title="暂无发放额度" description="你不是该票券的发布员，或额度已被收回" />
        <Button color="primary" fill="outline" onClick={() => void navigate(publisherPaths.mine, { replace: true })}>
          查看我发布的
        </Button>
      </div>
    );
  return <IssueScreen key={q.data.id} quota={q.data} />;
}
