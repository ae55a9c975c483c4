import type { Campaign } from '@kc/shared';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useCampaign } from '../api/campaign-info';

/** Loads a campaign, then renders its screen. */
export function CampaignLoader({ id, children }: { id: number; children: (c: Campaign) => ReactNode }) {
  const q = useCampaign(id);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return children(q.data);
}
