import { useNavigate } from 'react-router';
import type { FunlyCard as FunlyCardData } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { fetchFunlyManagePage, funlyManageListKey, type FunlyManageFilter } from '../api/funly-manage-list';
import { RunApplyCard } from '../components/run-apply-card';
import { runPaths } from '../components/run-paths';
import { RequireLogin } from '../../../components/ui/require-login';
import styles from '../components/run.module.css';

const ALL: FunlyManageFilter = { draft: false, filter: 1, keyword: '' };

function ApplyEvents() {
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  return (
    <>
      <div className={styles.bar}>
        <button type="button" className={styles.searchEntry} onClick={() => void navigate(runPaths.applySearch)}>
          搜索活动名称
        </button>
      </div>
      <ListView<FunlyCardData>
        queryKey={funlyManageListKey(businessId, ALL)}
        fetchPage={fetchFunlyManagePage(ALL)}
        itemKey={(c) => c.id}
        emptyText="暂无活动"
        renderItem={(c) => <RunApplyCard card={c} />}
      />
    </>
  );
}

/** /funly-manage/apply: the organiser's events with their application counts, each opening its applications. */
export default function RunApplyEventsPage() {
  return (
    <div className="page">
      <PageHeader />
      <RequireLogin>
        <RequireBusiness>
          <ApplyEvents />
        </RequireBusiness>
      </RequireLogin>
    </div>
  );
}
