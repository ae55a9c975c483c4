import { List } from 'antd-mobile';
import { useState } from 'react';
import { ApiError } from '../../../lib/http';
import { ErrorCode } from '@kc/shared';
import { LoadError, Refusal } from '../../../components/ui/load-error';
import { OptionSelector } from '../../../components/ui/option-selector';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { DemoIntro } from '../components/demo-intro';
import styles from '../components/demo.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

type State = 'data' | 'loading' | 'empty' | 'error' | 'refused';
const STATES: { value: State; label: string }[] = [
  { value: 'data', label: '有数据' },
  { value: 'loading', label: '加载中' },
  { value: 'empty', label: '空' },
  { value: 'error', label: '出错' },
  { value: 'refused', label: '无权限' },
];

/** /demo/temp: the page template — header, then one of the states every screen handles. */
export default function TempPage() {
  const [state, setState] = useState<State>('data');
  const [retried, setRetried] = useState(0);
  return (
    <div className="page">
      <PageHeader />
      <DemoIntro
        component="页面模板"
        file="components/ui/page-header.tsx、page-loading.tsx、load-error.tsx"
        usedIn="每个页面：标题来自路由表，加载中、空、出错（可重试）、无权限（不提供重试）四种状态"
      />
      <div className={styles.filters}>
        <OptionSelector options={STATES} value={state} onChange={setState} columns={3} />
      </div>
      <div className={styles.block} aria-live="polite">
        {state === 'loading' && <PageLoading />}
        {state === 'empty' && <ErrorBlock status="empty" title="暂无数据" description="这里还没有内容" />}
        {state === 'error' && (
          <LoadError
            error={new ApiError(ErrorCode.CLIENT_HTTP, `网络错误 - 1024${retried ? `（已重试${retried}次）` : ''}`)}
            onRetry={() => setRetried((n) => n + 1)}
          />
        )}
        {state === 'refused' && <Refusal error={new ApiError(ErrorCode.FORBIDDEN, '仅平台审核员可以编辑协议')} />}
        {state === 'data' && (
          <List>
            <List.Item description="2026-05-01 至 2026-05-07">2026 山城国际车展</List.Item>
            <List.Item description="悦来国际博览中心">摩托车展区</List.Item>
            <List.Item description="每日 9:00-17:00">新能源馆</List.Item>
          </List>
        )}
      </div>
    </div>
  );
}
