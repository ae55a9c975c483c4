import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useExhibitionId } from '../hooks/use-exhibition-id';
import { ErrorBlock } from '../../../components/ui/error-block';

/** A subpage's exhibition: ?project_id= or the variant's current one; loading, error and 请选择展会 handled here. */
export function ExhibitionGate({ children }: { children: (projectId: number) => ReactNode }) {
  const navigate = useNavigate();
  const state = useExhibitionId();
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  if (state.status === 'none')
    return (
      <div className="center-page">
        <ErrorBlock status="empty" title="请选择展会" description="从展会列表中选择一个展会查看" />
        <Button color="primary" onClick={() => void navigate('/exhibition')}>
          查看展会
        </Button>
      </div>
    );
  return children(state.projectId);
}
