import { useNavigate } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session-store';
import { fetchCampaigns } from '../api/campaign-list';
import { unionKeys } from '../api/union-keys';
import { CampaignCard } from '../components/campaign-card';
import { unionPaths } from '../utils/union-paths';
import '../components/union.css';

function CampaignList() {
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  return (
    <ListView
      queryKey={unionKeys.campaigns(businessId)}
      fetchPage={fetchCampaigns}
      itemKey={(c) => c.id}
      renderItem={(c) => (
        <CampaignCard
          campaign={c}
          onApply={() => void navigate(unionPaths.apply(c.id))}
          onView={() => void navigate(unionPaths.myApply(c.id))}
        />
      )}
    />
  );
}

/** /union-marketing/center: the campaigns with the current business's application state. */
export default function UnionCenterPage() {
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <CampaignList />
      </RequireBusiness>
    </div>
  );
}
