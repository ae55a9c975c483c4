import { Toast } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import type { Post } from '@kc/shared';
import { postPaths } from '../../../components/feed';
import { loginPath } from '../../../config/paths';
import { showError } from '../../../lib/http';
import { shareContent } from '../../../lib/platform/share-content';
import { useIsLoggedIn } from '../../../lib/session';
import { usePostFavorite } from '../api/post-favorite';
import { usePostLike } from '../api/post-like';
import { fetchPostShare } from '../api/post-share';
import styles from './post-detail.module.css';
import { CommentIcon, HeartIcon, RepostIcon, ShareIcon, StarIcon } from '../../../components/ui/icons';

/**
 * The detail's row under the post: 赞 and 收藏 toggles (counts from the answer), 评论 (to the comments), 转发 and
 * 分享 — each as the server's `actions` allow; a visitor's tap leads to the login.
 */
export function PostActions({ post: p }: { post: Post }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const like = usePostLike(p.id);
  const favorite = usePostFavorite(p.id);
  const can = (a: Post['actions'][number]) => p.actions.includes(a);
  const visible = p.state === 'visible';
  const login = () => {
    Toast.show({ content: '请登录' });
    void navigate(loginPath(pathname + search));
  };
  const offer = (a: Post['actions'][number]) => can(a) || (!loggedIn && visible);

  return (
    <footer className={styles.actions}>
      {offer('like') ? (
        <button
          type="button"
          className={styles.action}
          aria-pressed={p.liked}
          aria-label={p.liked ? `取消点赞，已有${p.like_count}人点赞` : `点赞，已有${p.like_count}人点赞`}
          disabled={like.isPending}
          onClick={() => (loggedIn ? like.mutate(!p.liked, { onError: showError }) : login())}
        >
          <HeartIcon filled={p.liked} />
          {p.like_count}
        </button>
      ) : (
        <span className={styles.action}>赞 {p.like_count}</span>
      )}
      {offer('favorite') ? (
        <button
          type="button"
          className={styles.action}
          aria-pressed={p.favorited}
          aria-label={p.favorited ? `取消收藏，已有${p.favorite_count}人收藏` : `收藏，已有${p.favorite_count}人收藏`}
          disabled={favorite.isPending}
          onClick={() => (loggedIn ? favorite.mutate(!p.favorited, { onError: showError }) : login())}
        >
          <StarIcon filled={p.favorited} />
          {p.favorite_count}
        </button>
      ) : (
        <span className={styles.action}>收藏 {p.favorite_count}</span>
      )}
      <button
        type="button"
        className={styles.action}
        aria-label={`评论，共${p.comment_count}条`}
        onClick={() => void navigate(postPaths.comments(p.id))}
      >
        <CommentIcon />
        {p.comment_count}
      </button>
      {offer('relay') ? (
        <button
          type="button"
          className={styles.action}
          aria-label={`转发，已转发${p.relay_count}次`}
          onClick={() => (loggedIn ? void navigate(postPaths.relay(p.id)) : login())}
        >
          <RepostIcon />
          {p.relay_count}
        </button>
      ) : (
        <span className={styles.action}>转发 {p.relay_count}</span>
      )}
      {visible && (
        <button
          type="button"
          className={styles.action}
          aria-label="分享帖子"
          onClick={() =>
            void shareContent(() => fetchPostShare(p.id), {
              title: p.body.slice(0, 30) || `${p.author.nickname}的帖子`,
              cover: p.images[0] ?? p.video_cover,
            })
          }
        >
          <ShareIcon />
          分享
        </button>
      )}
    </footer>
  );
}
