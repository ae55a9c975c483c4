import { Button } from 'antd-mobile';
import type { Campaign } from '@kc/shared';
import { canApply } from '../utils/union-status';
import { CampaignHead } from './campaign-head';

export interface CampaignCardProps {
  campaign: Campaign;
  onApply: () => void;
  onView: () => void;
}

/** One campaign of the center: 去申请 (again after a rejection) or 查看申请. */
export function CampaignCard({ campaign, onApply, onView }: CampaignCardProps) {
  const status = campaign.my_status;
  return (
    <article className="campaign-card" aria-label={campaign.title}>
      {campaign.cover && <img className="campaign-cover" src={campaign.cover} alt="" />}
      <CampaignHead campaign={campaign} />
      <div className="campaign-actions">
        {status !== null && (
          <Button size="small" color="primary" fill="outline" onClick={onView}>
            查看申请
          </Button>
        )}
        {canApply(status) && (
          <Button size="small" color="primary" onClick={onApply}>
            {status === 3 ? '重新申请' : '去申请'}
          </Button>
        )}
      </div>
    </article>
  );
}
