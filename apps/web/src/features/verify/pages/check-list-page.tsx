import { useNavigate } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchCheckerItems } from '../api/checker-items';
import { verifyKeys } from '../api/verify-keys';
import { CheckerItemCard } from '../components/checker-item-card';
import { verifyPaths } from '../utils/verify-paths';

/** /ticket-invitation/check/list: the items I check (any business), my points there and today's write-offs. */
export default function CheckListPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader />
      <ListView
        queryKey={verifyKeys.checkerItems}
        fetchPage={fetchCheckerItems}
        itemKey={(i) => i.item_id}
        renderItem={(i) => (
          <CheckerItemCard item={i} onOpen={() => void navigate(verifyPaths.checkerItem(i.item_id))} />
        )}
        emptyText="暂无需要核销的票券"
      />
    </div>
  );
}
