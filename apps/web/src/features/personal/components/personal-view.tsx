import { Button, Tabs } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PostFeed } from '../../../components/feed';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { useIsLoggedIn } from '../../../lib/session';
import { useCenterIndex } from '../api/center-index';
import { AlbumSection } from './album-section';
import { FollowButton } from './follow-button';
import { PersonLoadError } from './person-load-error';
import { PersonMenu } from './person-menu';
import { personalPaths } from './personal-paths';
import { ProfileHero } from './profile-hero';
import { useBlockAction } from './use-block-action';
import styles from './personal.module.css';

const TABS = [
  { key: 'posts', title: '帖子' },
  { key: 'album', title: '相册' },
] as const;

/**
 * A personal page (uid 0 = mine): the head with the counts, follow or 编辑资料, the ⋯ menu (拉黑 / 举报), then the
 * tabs 帖子 and 相册. Someone I blocked shows 已拉黑 with 解除拉黑 and nothing of theirs.
 */
export function PersonalView({ uid }: { uid: number }) {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const [search, setSearch] = useSearchParams();
  const q = useCenterIndex(uid);
  const blocks = useBlockAction();
  if (q.isPending)
    return (
      <div className="page">
        <PageHeader />
        <PageLoading />
      </div>
    );
  if (q.isError)
    return (
      <div className="page">
        <PageHeader />
        <PersonLoadError error={q.error} onRetry={() => void q.refetch()} />
      </div>
    );
  const { profile: p, relation: r } = q.data;
  const name = p.nickname || `用户${p.uid}`;
  const tab = search.get('tab') === 'album' ? 'album' : 'posts';
  const actions = r.is_me ? (
    <Button size="small" shape="rounded" onClick={() => void navigate(personalPaths.info)}>
      编辑资料
    </Button>
  ) : r.blocking ? null : (
    <FollowButton uid={p.uid} following={r.following} followedBy={r.followed_by} />
  );
  return (
    <div className="page">
      <PageHeader
        right={loggedIn && !r.is_me ? <PersonMenu uid={p.uid} name={name} blocking={r.blocking} /> : undefined}
      />
      <ProfileHero
        profile={p}
        actions={actions}
        onOpenList={r.blocking ? undefined : (type) => void navigate(personalPaths.follow(p.uid, type))}
      />
      <div className={styles.toolbar}>
        <Link to={personalPaths.detail(p.uid)}>详细资料</Link>
        {r.is_me && (
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => void navigate(personalPaths.upload('image'))}
          >
            上传相册
          </Button>
        )}
      </div>
      {r.blocking ? (
        <div className={styles.notice} role="status">
          <p>已拉黑，你们互相看不到对方的帖子和相册</p>
          <Button color="primary" fill="outline" loading={blocks.busy} onClick={() => void blocks.unblock(p.uid, name)}>
            解除拉黑
          </Button>
        </div>
      ) : (
        <>
          <div className={styles.tabs}>
            <Tabs
              activeKey={tab}
              onChange={(k) => setSearch((s) => ({ ...Object.fromEntries(s), tab: k }), { replace: true })}
            >
              {TABS.map((t) => (
                <Tabs.Tab key={t.key} title={t.title} />
              ))}
            </Tabs>
          </div>
          {tab === 'posts' ? (
            <PostFeed query={{ kind: 'user', uid: p.uid }} empty={r.is_me ? '你还没有发过帖子' : '还没有发过帖子'} />
          ) : (
            <AlbumSection uid={p.uid} owner={name} emptyText={r.is_me ? '相册还是空的，去上传吧' : '还没有相册内容'} />
          )}
        </>
      )}
    </div>
  );
}
