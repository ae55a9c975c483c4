import { Avatar } from 'antd-mobile';
import { maskPhone, type PublisherQuota } from '@kc/shared';
import { QuotaStats } from './quota-stats';

/** Whose quota of which item, and its use: the head of the records page. */
export function QuotaSummary({ quota }: { quota: PublisherQuota }) {
  return (
    <section className="publisher-card" aria-label="发放额度">
      <div className="publisher-who">
        <Avatar className="publisher-avatar" src={quota.avatar} />
        <div className="publisher-id">
          <strong className="publisher-name">{quota.user_name || '未设置昵称'}</strong>
          <span className="publisher-mobile">
            {maskPhone(quota.mobile)} · {quota.item_name}
          </span>
        </div>
      </div>
      <QuotaStats quota={quota} />
    </section>
  );
}
