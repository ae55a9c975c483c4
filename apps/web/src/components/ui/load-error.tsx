import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { isNotFound, isRefusal } from './list-paging';
import { StatusNotice } from './status-notice';

/**
 * A refusal (10003: this account may not see it): the server's reason under 暂无权限, and no 重试 — reloading cannot
 * help. `action` may offer a way on (e.g. 返回).
 */
export function Refusal({ error, action }: { error: Error; action?: ReactNode }) {
  return (
    <StatusNotice role="status" title="暂无权限" description={error.message || '无权进行此操作'}>
      {action}
    </StatusNotice>
  );
}

/**
 * A failed load with the server's message and 重试; a refusal is explained instead (Refusal), and so is a record that
 * is not there (a wrong link, deleted): 重试 could not help either.
 */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (isRefusal(error)) return <Refusal error={error} />;
  if (isNotFound(error))
    return <StatusNotice role="status" title={error.message || '内容不存在'} description="链接可能有误，或内容已被删除" />;
  return (
    <StatusNotice title="加载失败" description={error.message || '系统异常'}>
      <Button color="primary" fill="outline" onClick={onRetry}>
        重试
      </Button>
    </StatusNotice>
  );
}
