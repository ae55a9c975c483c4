import { Avatar } from 'antd-mobile';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { maskPhone, type PublisherQuota } from '@kc/shared';
import { QuotaStats } from './quota-stats';

/** A publisher of an item for its managers: who (avatar, name, masked mobile) and their quota; tap for the records. */
export function PublisherRow({ quota, onClick }: { quota: PublisherQuota; onClick: () => void }) {
  const name = quota.user_name || '未设置昵称';
  return (
    <article className="publisher-card is-link" role="link" aria-label={`${name} 发放记录`} onClick={onClick}>
      <div className="publisher-who">
        <Avatar className="publisher-avatar" src={quota.avatar} />
        <div className="publisher-id">
          <strong className="publisher-name">{name}</strong>
          <span className="publisher-mobile">{maskPhone(quota.mobile)}</span>
        </div>
        <span className="publisher-more">
          发放记录
          <ChevronRightIcon />
        </span>
      </div>
      <QuotaStats quota={quota} />
    </article>
  );
}
