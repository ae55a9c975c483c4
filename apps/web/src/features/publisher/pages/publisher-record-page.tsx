import { Navigate, useLocation, useParams } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { publisherKeys } from '../api/publisher-keys';
import { fetchQuotaRecords } from '../api/publisher-records';
import { QuotaSummary } from '../components/quota-summary';
import { RecordRow } from '../components/record-row';
import type { QuotaState } from '../utils/nav-state';
import { positiveId } from '../../../lib/routing/route-id';

/** /ticket/publisher/record/{id}: what a quota issued — to whom (masked mobile, name) and when. */
export default function PublisherRecordPage() {
  const quotaId = positiveId(useParams().id);
  const quota = (useLocation().state as QuotaState)?.quota;
  if (!quotaId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      {quota?.id === quotaId && <QuotaSummary quota={quota} />}
      <ListView
        queryKey={publisherKeys.records(quotaId)}
        fetchPage={fetchQuotaRecords(quotaId)}
        itemKey={(r) => r.id}
        emptyText="暂无记录"
        renderItem={(r) => <RecordRow record={r} />}
      />
    </div>
  );
}
