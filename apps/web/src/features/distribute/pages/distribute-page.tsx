import { useLocation } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useApprovedItems } from '../api/approved-items';
import { DistributeScreen } from '../components/distribute-screen';
import '../../../components/ui/form.css';

function DistributeLoader({ daily }: { daily: boolean }) {
  const items = useApprovedItems();
  if (items.isPending) return <PageLoading />;
  if (items.isError) return <LoadError error={items.error} onRetry={() => void items.refetch()} />;
  return <DistributeScreen items={items.data} daily={daily} />;
}

/** /app/distribute and /app/daily (the same page; daily counts the per-user limit per day). */
export default function DistributePage() {
  const daily = useLocation().pathname.endsWith('/app/daily');
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <DistributeLoader key={daily ? 'daily' : 'once'} daily={daily} />
      </RequireBusiness>
    </div>
  );
}
