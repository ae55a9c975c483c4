import { formatDate, type Campaign } from '@kc/shared';
import { StatusTag } from './status-tag';

/** A campaign's title, period, description and the current business's status. */
export function CampaignHead({ campaign, showDescription = true }: { campaign: Campaign; showDescription?: boolean }) {
  return (
    <div className="campaign-head">
      <div className="campaign-title">
        <strong>{campaign.title}</strong>
        <StatusTag status={campaign.my_status} />
      </div>
      <p className="campaign-period">
        {formatDate(campaign.start_time, 'y.m.d')} - {formatDate(campaign.end_time, 'y.m.d')}
      </p>
      {showDescription && campaign.description && <p className="campaign-desc">{campaign.description}</p>}
    </div>
  );
}
