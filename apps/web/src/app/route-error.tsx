import { Button, ErrorBlock } from 'antd-mobile';
import { useRouteError } from 'react-router';

/** A page chunk that failed to load (a new deployment, a lost connection) or a page that crashed. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="center-page">
      <ErrorBlock status="default" title="页面加载失败" description="网络不稳定或版本已更新，请刷新重试" />
      <Button color="primary" onClick={() => window.location.reload()}>
        刷新页面
      </Button>
    </div>
  );
}
