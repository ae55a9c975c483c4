import { Button, ErrorBlock } from 'antd-mobile';

/** A failed load with the server's message and 重试. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="center-page">
      <ErrorBlock status="default" title="加载失败" description={error.message || '系统异常'} />
      <Button color="primary" fill="outline" onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}
