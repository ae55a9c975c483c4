import { Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { exhibitionInfoQuery } from '../api/exhibition-info';
import { ActivityManager, BrandManager, HistoryManager, NewsManager } from '../components/manage/content-lists';
import { PageForm } from '../components/manage/page-form';
import { positiveId } from '../hooks/use-exhibition-id';
import styles from '../components/exhibition.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

const TABS = [
  { key: 'page', title: '页面' },
  { key: 'news', title: '资讯' },
  { key: 'activity', title: '活动' },
  { key: 'brand', title: '品牌' },
  { key: 'history', title: '历届' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/**
 * /exhibition/manage?project_id=: the content admin of one exhibition, for its business's owners and admins and the
 * platform auditor (the server's can_manage; every save is checked again there).
 */
export default function ManagePage() {
  const projectId = positiveId(useSearchParams()[0].get('project_id'));
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader />
      {projectId === null ? (
        <ErrorBlock status="empty" title="展会不存在" description="链接缺少展会编号" />
      ) : (
        <Manage projectId={projectId} />
      )}
    </div>
  );
}

function Manage({ projectId }: { projectId: number }) {
  const [tab, setTab] = useState<Tab>('page');
  const q = useQuery(exhibitionInfoQuery(projectId));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data.can_manage)
    return (
      <ErrorBlock
        status="default"
        title="暂无权限"
        description="只有展会所属商家的管理员和平台审核员可以管理展会内容"
      />
    );
  return (
    <>
      <div className={styles.card}>
        <strong>{q.data.name}</strong>
      </div>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {tab === 'page' && <PageForm key={q.data.id} info={q.data} />}
      {tab === 'news' && <NewsManager projectId={projectId} />}
      {tab === 'activity' && <ActivityManager projectId={projectId} />}
      {tab === 'brand' && <BrandManager projectId={projectId} />}
      {tab === 'history' && <HistoryManager projectId={projectId} />}
    </>
  );
}
