import { useNavigate } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { publisherKeys } from '../api/publisher-keys';
import { fetchMyQuotas } from '../api/publisher-mine';
import { MyQuotaCard } from '../components/my-quota-card';
import type { QuotaState } from '../utils/nav-state';
import { publisherPaths } from '../utils/publisher-paths';

/** /ticket-invitation/publish/list: the quotas I hold as publisher, across businesses; 去发放 opens the issuing screen. */
export default function MyPublishPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader />
      <ListView
        queryKey={publisherKeys.mine}
        fetchPage={fetchMyQuotas}
        itemKey={(q) => q.id}
        renderItem={(q) => (
          <MyQuotaCard
            quota={q}
            onIssue={() => void navigate(publisherPaths.issue(q.item_id, q.id))}
            onRecords={() => void navigate(publisherPaths.records(q.id), { state: { quota: q } satisfies QuotaState })}
          />
        )}
      />
    </div>
  );
}
