import { Button, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { positiveId } from '../../../lib/routing/route-id';
import { useIsLoggedIn } from '../../../lib/session';
import { useCenterIndex } from '../api/center-index';
import { FollowButton } from '../components/follow-button';
import { PersonLoadError } from '../components/person-load-error';
import { PersonMenu } from '../components/person-menu';
import { personalPaths } from '../components/personal-paths';
import { ProfileHero } from '../components/profile-hero';
import { useBlockAction } from '../components/use-block-action';
import { ErrorBlock } from '../../../components/ui/error-block';

function PersonDetail({ uid }: { uid: number }) {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const q = useCenterIndex(uid);
  const blocks = useBlockAction();
  if (q.isPending)
    return (
      <>
        <PageHeader />
        <PageLoading />
      </>
    );
  if (q.isError)
    return (
      <>
        <PageHeader />
        <PersonLoadError error={q.error} onRetry={() => void q.refetch()} />
      </>
    );
  const { profile: p, relation: r } = q.data;
  const name = p.nickname || `用户${p.uid}`;
  const actions = r.is_me ? (
    <Button size="small" shape="rounded" onClick={() => void navigate(personalPaths.info)}>
      编辑资料
    </Button>
  ) : r.blocking ? (
    <Button size="small" shape="rounded" loading={blocks.busy} onClick={() => void blocks.unblock(p.uid, name)}>
      解除拉黑
    </Button>
  ) : (
    <FollowButton uid={p.uid} following={r.following} followedBy={r.followed_by} />
  );
  return (
    <>
      <PageHeader
        right={loggedIn && !r.is_me ? <PersonMenu uid={p.uid} name={name} blocking={r.blocking} /> : undefined}
      />
      <ProfileHero
        profile={p}
        actions={actions}
        onOpenList={r.blocking ? undefined : (type) => void navigate(personalPaths.follow(p.uid, type))}
      />
      <KeyValueList
        title="基本资料"
        rows={[
          { label: '昵称', value: name },
          { label: '用户ID', value: String(p.uid) },
          { label: '个性签名', value: p.signature || '未填写' },
          {
            label: '认证',
            value: p.badges.length
              ? p.badges.map((b) => (
                  <Tag key={b} color="warning" fill="outline">
                    {b}
                  </Tag>
                ))
              : '暂无认证',
          },
          ...(r.is_me ? [] : [{ label: '关系', value: relationText(r) }]),
        ]}
      />
      <KeyValueList
        title="社区"
        rows={[
          { label: '帖子', value: String(p.post_count) },
          { label: '粉丝', value: String(p.follower_count) },
          { label: '关注', value: String(p.following_count) },
          // favourites are private: the count is the person's own
          ...(r.is_me ? [{ label: '收藏', value: String(p.favorite_count) }] : []),
        ]}
      />
    </>
  );
}

const relationText = (r: { following: boolean; followed_by: boolean; blocking: boolean }): string =>
  r.blocking
    ? '已拉黑'
    : r.following && r.followed_by
      ? '互相关注'
      : r.following
        ? '已关注'
        : r.followed_by
          ? '对方关注了你'
          : '未关注';

/** /personal/detail?uid=: a person's profile details (nickname, signature, badges, counts) with follow, 拉黑 and 举报. */
export default function PersonalDetailPage() {
  const [search] = useSearchParams();
  const uid = positiveId(search.get('uid'));
  return (
    <div className="page">
      {uid === undefined ? (
        <>
          <PageHeader />
          <ErrorBlock status="empty" title="用户不存在" description="链接有误，请返回重新进入" />
        </>
      ) : (
        <PersonDetail key={uid} uid={uid} />
      )}
    </div>
  );
}
