import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RideCard } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireLogin } from '../../../components/ui/require-login';
import { rideKeys } from '../api/ride-keys';
import { fetchRideManagePage } from '../api/ride-manage-list';
import { RideManageCard } from '../components/ride-manage-card';
import { ridePaths } from '../components/ride-paths';
import styles from '../components/leader.module.css';

/** /funly-ride/manage: the rides the caller leads or crews (已发布) and their drafts (草稿), with their actions. */
export default function RideManagePage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(false);
  return (
    <div className="page has-form-actions">
      <PageHeader />
      <RequireLogin>
        <Tabs
          className={styles.tabs}
          activeKey={draft ? 'draft' : 'published'}
          onChange={(k) => setDraft(k === 'draft')}
        >
          <Tabs.Tab key="published" title="已发布" />
          <Tabs.Tab key="draft" title="草稿" />
        </Tabs>
        <ListView<RideCard>
          key={String(draft)}
          queryKey={rideKeys.manage(draft)}
          fetchPage={fetchRideManagePage(draft)}
          itemKey={(r) => r.id}
          emptyText={draft ? '暂无草稿' : '暂无骑行'}
          renderItem={(r) => <RideManageCard ride={r} />}
          refusalAction={
            <Button color="primary" fill="outline" onClick={() => void navigate(ridePaths.platform)}>
              前往约骑平台
            </Button>
          }
        />
        <ActionBar>
          <Button color="primary" block onClick={() => void navigate(ridePaths.create)}>
            发起骑行
          </Button>
        </ActionBar>
      </RequireLogin>
    </div>
  );
}
