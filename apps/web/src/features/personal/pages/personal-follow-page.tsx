import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { positiveId } from '../../../lib/routing/route-id';
import type { FollowType } from '../api/follow-list';
import { FollowLists } from '../components/follow-lists';

/**
 * /personal/follow?uid=&type= (a person's 关注 / 粉丝) and /my/follow?type= (mine, no uid): the tabs keep `type` in
 * the address, so going back returns to the same tab.
 */
export default function PersonalFollowPage() {
  const [search, setSearch] = useSearchParams();
  const uid = positiveId(search.get('uid')) ?? 0;
  const type: FollowType = search.get('type') === 'followers' ? 'followers' : 'following';
  return (
    <div className="page">
      <PageHeader />
      <FollowLists
        uid={uid}
        type={type}
        onType={(t) => setSearch((s) => ({ ...Object.fromEntries(s), type: t }), { replace: true })}
      />
    </div>
  );
}
