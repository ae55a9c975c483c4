import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { FunlyCard as FunlyCardData } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { fetchFunlyManagePage, funlyManageListKey, type ManageFilter } from '../api/funly-manage-list';
import { ManageCard } from '../components/manage-card';
import styles from '../components/manage.module.css';

/** The exhibition filter of spec 4 as tabs. */
export const MANAGE_TABS: { filter: ManageFilter; label: string }[] = [
  { filter: 1, label: '全部' },
  { filter: 4, label: '进行中' },
  { filter: 5, label: '已结束' },
  { filter: 3, label: '未开始' },
];

/** /funly-manage/manage: the organiser's events by the exhibition filter, with their actions; 创建活动. */
export default function FunlyManagePage() {
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  const [filter, setFilter] = useState<ManageFilter>(1);
  const f = { draft: false, filter, keyword: '' };
  return (
    <div className="page has-form-actions">
      <PageHeader
        right={
          <span className={styles.headerLinks}>
            <Link to="/funly-manage/manage/search">搜索</Link>
            <Link to="/funly-manage/manage/draft">草稿箱</Link>
          </span>
        }
      />
      <RequireBusiness>
        <Tabs className={styles.tabs} activeKey={String(filter)} onChange={(k) => setFilter(Number(k) as ManageFilter)}>
          {MANAGE_TABS.map((t) => (
            <Tabs.Tab key={String(t.filter)} title={t.label} />
          ))}
        </Tabs>
        <ListView<FunlyCardData>
          queryKey={funlyManageListKey(businessId, f)}
          fetchPage={fetchFunlyManagePage(f)}
          itemKey={(c) => c.id}
          emptyText="暂无活动"
          renderItem={(c) => <ManageCard card={c} />}
        />
        <ActionBar>
          <Button color="primary" onClick={() => void navigate(`/funly-manage/create/${Date.now()}`)}>
            创建活动
          </Button>
        </ActionBar>
      </RequireBusiness>
    </div>
  );
}
