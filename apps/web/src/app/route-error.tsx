import { Button } from 'antd-mobile';
import { useRouteError } from 'react-router';
import { StatusNotice } from '../components/ui/status-notice';

/** A page chunk that failed to load (a new deployment, a lost connection) or a page that crashed. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <StatusNotice role="alert" title="页面加载失败" description="网络不稳定或版本已更新，请刷新重试">
      <Button color="primary" onClick={() => window.location.reload()}>
        刷新页面
      </Button>
    </StatusNotice>
  );
}
