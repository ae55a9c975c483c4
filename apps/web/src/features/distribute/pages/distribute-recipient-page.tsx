import { useState } from 'react';
import type { Received } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { distributeKeys } from '../api/distribute-keys';
import { fetchMyReceived } from '../api/distribute-mine';
import { ClaimPopup } from '../components/claim-popup';
import { ReceivedCard } from '../components/received-card';
import '../../../components/ui/form.css';

/** /app/distribute-recipient: what was distributed to me; an unclaimed one opens the claim form. */
export default function DistributeRecipientPage() {
  const [claiming, setClaiming] = useState<Received | null>(null);
  return (
    <div className="page">
      <PageHeader />
      <ListView
        queryKey={distributeKeys.mine}
        fetchPage={fetchMyReceived}
        itemKey={(r) => r.holding_id}
        renderItem={(r) => <ReceivedCard received={r} onClaim={() => setClaiming(r)} />}
      />
      <ClaimPopup received={claiming} onClose={() => setClaiming(null)} />
    </div>
  );
}
