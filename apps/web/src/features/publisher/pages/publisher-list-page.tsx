import { Button } from 'antd-mobile';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { publisherKeys } from '../api/publisher-keys';
import { fetchItemPublishers } from '../api/publisher-list';
import { PublisherRow } from '../components/publisher-row';
import { publisherPaths } from '../utils/publisher-paths';
import { positiveId } from '../../../lib/routing/route-id';
import type { FromListState, QuotaState } from '../utils/nav-state';
import '../../../components/ui/form.css';

/** /ticket/publisher/list/{ticketId}: the publishers of an item with their quota and use; 添加发布员. */
export default function PublisherListPage() {
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  const itemId = positiveId(useParams().ticketId);
  if (!itemId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <div className="has-form-actions">
          <ListView
            queryKey={publisherKeys.ofItem(businessId, itemId)}
            fetchPage={fetchItemPublishers(itemId)}
            itemKey={(q) => q.id}
            renderItem={(q) => (
              <PublisherRow
                quota={q}
                onClick={() =>
                  void navigate(publisherPaths.records(q.id), { state: { quota: q } satisfies QuotaState })
                }
              />
            )}
          />
          <div className="form-actions">
            <Button
              block
              color="primary"
              size="large"
              onClick={() =>
                void navigate(publisherPaths.add(itemId), { state: { fromList: true } satisfies FromListState })
              }
            >
              添加发布员
            </Button>
          </div>
        </div>
      </RequireBusiness>
    </div>
  );
}
