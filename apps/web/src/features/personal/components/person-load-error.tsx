import { ErrorCode } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/http';
import { ErrorBlock } from '../../../components/ui/error-block';

/** A personal page that failed: 用户不存在 (deleted, or they blocked me) is said plainly; anything else offers 重试. */
export function PersonLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (isApiError(error) && error.code === ErrorCode.NOT_FOUND)
    return (
      <div className="center-page" role="status">
        <ErrorBlock status="empty" title="用户不存在" description="该用户不存在或暂时无法查看" />
      </div>
    );
  return <LoadError error={error} onRetry={onRetry} />;
}
