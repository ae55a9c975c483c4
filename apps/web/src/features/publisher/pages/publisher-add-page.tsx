import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { AddPublisherForm } from '../components/add-publisher-form';
import { positiveId } from '../../../lib/routing/route-id';
import { publisherPaths } from '../utils/publisher-paths';
import type { FromListState } from '../utils/nav-state';
import '../../../components/ui/form.css';

/** /ticket/publisher/add/{ticketId}: appoint a publisher of the item with a quota, then back to the list. */
export default function PublisherAddPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const itemId = positiveId(useParams().ticketId);
  if (!itemId) return <Navigate to="/404" replace />;
  const done = () => {
    if ((location.state as FromListState)?.fromList) void navigate(-1);
    else void navigate(publisherPaths.list(itemId), { replace: true });
  };
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <AddPublisherForm itemId={itemId} onDone={done} />
      </RequireBusiness>
    </div>
  );
}
