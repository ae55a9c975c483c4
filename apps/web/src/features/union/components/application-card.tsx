import { formatDate, type UnionApplication } from '@kc/shared';
import { useCampaign } from '../api/campaign-info';
import { valueText } from '../utils/value-text';
import { ReviewActions } from './review-actions';
import { StatusTag } from './status-tag';

/** An application for the auditor: who applied to what, the values, and the decision (or its outcome). */
export function ApplicationCard({ application: a }: { application: UnionApplication }) {
  const fields = useCampaign(a.campaign_id).data?.fields;
  // in the form's order once the campaign is known (the stored values have no order)
  const keys = fields
    ? [
        ...fields.map((f) => f.key).filter((k) => k in a.values),
        ...Object.keys(a.values).filter((k) => !fields.some((f) => f.key === k)),
      ]
    : Object.keys(a.values);
  const label = (key: string) => fields?.find((f) => f.key === key)?.label ?? key;
  return (
    <article className="application-card" aria-label={`${a.business_name} ${a.campaign_title}`}>
      <div className="campaign-title">
        <strong>{a.business_name}</strong>
        <StatusTag status={a.status} />
      </div>
      <p className="campaign-period">
        {a.campaign_title} · {formatDate(a.create_time, 'y.m.d h:i')}
      </p>
      <dl className="application-values">
        {keys.map((k) => (
          <div key={k}>
            <dt>{label(k)}</dt>
            <dd>{valueText(a.values[k])}</dd>
          </div>
        ))}
      </dl>
      {a.status === 1 ? (
        <ReviewActions id={a.id} />
      ) : (
        <p className="application-remark">
          {a.review_time ? `${formatDate(a.review_time, 'y.m.d h:i')} 审核` : ''}
          {a.remark ? `：${a.remark}` : ''}
        </p>
      )}
    </article>
  );
}
