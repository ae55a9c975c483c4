import { useSearchParams } from 'react-router';
import { PostFeed } from '../../../components/feed';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireLogin } from '../../../components/ui/require-login';
import { positiveId } from '../../../lib/routing/route-id';
import { useSession } from '../../../lib/session';
import { ErrorBlock } from '../../../components/ui/error-block';

/**
 * /personal/favorite?uid= and /my/favorite: my favourite posts, newest favourite first. Favourites are private:
 * another person's uid shows 收藏仅本人可见.
 */
export default function PersonalFavoritePage() {
  const [search] = useSearchParams();
  const uid = positiveId(search.get('uid'));
  const myUid = useSession((s) => s.uid);
  const others = uid !== undefined && uid !== myUid;
  return (
    <div className="page">
      <PageHeader />
      {others ? (
        <ErrorBlock status="empty" title="收藏仅本人可见" description="对方的收藏不公开" />
      ) : (
        <RequireLogin>
          <PostFeed query={{ kind: 'favorite' }} empty="还没有收藏的帖子" />
        </RequireLogin>
      )}
    </div>
  );
}
