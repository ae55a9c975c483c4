import { Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { fetchSubmissionPage, submissionListKey } from '../api/submission-list';
import { SubmissionRow } from '../components/submission-row';
import { formPaths } from '../utils/form-paths';
import { SUBMISSION_TABS } from '../utils/submission-status';
import submission from '../components/submission.module.css';

/** /ticket-invitation/audit-for-apply/list: sign-ups to the business's items by state (the tab is kept in ?status). */
export default function SubmissionListPage() {
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  const [search, setSearch] = useSearchParams();
  const status =
    SUBMISSION_TABS.find((t) => String(t.value) === search.get('status'))?.value ?? SUBMISSION_TABS[0].value;
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <div className={submission.tabs}>
          <Tabs activeKey={String(status)} onChange={(k) => setSearch({ status: k }, { replace: true })}>
            {SUBMISSION_TABS.map((t) => (
              <Tabs.Tab key={String(t.value)} title={t.label} />
            ))}
          </Tabs>
        </div>
        <ListView
          queryKey={submissionListKey(businessId, status)}
          fetchPage={fetchSubmissionPage(status)}
          itemKey={(s) => s.id}
          emptyText="暂无记录"
          renderItem={(s) => <SubmissionRow s={s} onClick={() => void navigate(formPaths.audit(s.id))} />}
        />
      </RequireBusiness>
    </div>
  );
}
