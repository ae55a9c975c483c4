import { Button } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentBusiness } from '../../lib/business';
import { useSession } from '../../lib/session-store';
import { LoadError } from './load-error';
import { PageLoading } from './page-loading';
import { RequireLogin } from './require-login';
import { ErrorBlock } from './error-block';

/**
 * Business pages need a session (a guest on one of the open routes that manage, spec 2.9, goes to log in and comes
 * back: the list of their businesses is never asked for, so it would load for ever) and a current business (b_id).
 * A member of exactly one business acts for it without asking; with several, the page asks to pick one on
 * /my/business.
 */
export function RequireBusiness({ children }: { children: ReactNode }) {
  return (
    <RequireLogin>
      <CurrentBusiness>{children}</CurrentBusiness>
    </RequireLogin>
  );
}

function CurrentBusiness({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { business, list, query } = useCurrentBusiness();
  const onlyId = !business && list.length === 1 ? list[0]!.business_id : null;
  useEffect(() => {
    if (onlyId !== null) useSession.getState().setBusinessId(onlyId);
  }, [onlyId]);

  if (query.isPending || onlyId !== null) return <PageLoading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (business) return children;
  return (
    <div className="center-page">
      <ErrorBlock
        status="empty"
        title={list.length ? '请先选择商家' : '暂无商家'}
        description={list.length ? '选择要管理的商家后再继续' : '加入商家后才能管理项目和票券'}
      />
      {list.length > 0 && (
        <Button color="primary" onClick={() => void navigate('/my/business')}>
          去选择商家
        </Button>
      )}
    </div>
  );
}
