import { Button } from 'antd-mobile';
import { useMatches, useSearchParams } from 'react-router';
import { currentHandle } from '../lib/routing/route-handle';
import { PageHeader } from '../components/ui/page-header';
import { useGoBack } from '../components/ui/use-go-back';
import { ErrorBlock } from '../components/ui/error-block';

/** The shared page of every route whose screen is not built yet. */
export default function UnderConstructionPage() {
  const handle = currentHandle(useMatches());
  const title = handle?.title ?? '页面';
  const [search] = useSearchParams();
  const back = useGoBack();
  const wrongParams = search.get('isNotMatchParams') === '1';

  return (
    <div className="page">
      <PageHeader title={title} noBack={handle?.home} />
      <div className="center-page">
        <ErrorBlock status="empty" title="功能建设中" description={`「${title}」页面还没有做好，暂时无法使用。`} />
        {wrongParams && <p className="notice-warning">页面参数有误，请检查链接是否完整。</p>}
        {!handle?.home && (
          <Button color="primary" fill="outline" onClick={back}>
            返回
          </Button>
        )}
      </div>
    </div>
  );
}
