import { Tag } from 'antd-mobile';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { postLinkTypeLabel, type Post, type PostAuthor } from '@kc/shared';
import { CardLink, cardProps } from '../ui/card-link';
import { postLinkPath, postPaths } from './post-paths';
import { postTimeText } from './post-time';
import styles from './post-card.module.css';

/** Taps on the card's own links and buttons stay theirs (the card itself opens the post). */
const stop = (e: MouseEvent) => e.stopPropagation();

/** A round avatar, or the name's first character on a coloured disc. */
export function Avatar({ user, size = 40 }: { user: Pick<PostAuthor, 'uid' | 'nickname' | 'avatar'>; size?: number }) {
  const name = user.nickname || '车友';
  const box = { width: size, height: size };
  if (user.avatar) return <img className={styles.avatar} style={box} src={user.avatar} alt={`${name}的头像`} />;
  return (
    <span className={`${styles.avatar} ${styles.avatarText}`} style={{ ...box, fontSize: size / 2.4 }} aria-hidden>
      {name.slice(0, 1)}
    </span>
  );
}

/**
 * Avatar and name (to the person's page), badges and the time. The name is the link (named 某某的主页, which holds the
 * name it shows); the avatar opens the same page for a tap and is not a second stop for the keyboard. `open` makes
 * the time the post's own link (a card's keyboard and screen-reader way in), named by `label` and the time.
 */
export function PostAuthorRow({
  author,
  time,
  right,
  open,
}: {
  author: PostAuthor;
  time: number;
  right?: ReactNode;
  open?: { onOpen: () => void; label: string };
}) {
  const name = author.nickname || '车友';
  const to = postPaths.person(author.uid);
  const when = postTimeText(time);
  return (
    <header className={styles.head}>
      <span className={styles.author}>
        <Link to={to} onClick={stop} tabIndex={-1} aria-hidden className={styles.avatarLink}>
          <Avatar user={author} />
        </Link>
        <span className={styles.who}>
          <span className={styles.name}>
            <Link to={to} onClick={stop} className={styles.nameLink} aria-label={`${name}的主页`}>
              {name}
            </Link>
            {author.badges.map((b) => (
              <Tag key={b} color="primary" fill="outline" className={styles.badge}>
                {b}
              </Tag>
            ))}
          </span>
          <time className={styles.time} dateTime={new Date(time * 1000).toISOString()}>
            <CardLink onOpen={open?.onOpen} label={open && `${open.label}，${when}`}>
              {when}
            </CardLink>
          </time>
        </span>
      </span>
      {right}
    </header>
  );
}

/** The grid class of 1–9 images: one large, 2 and 4 in two columns, the rest in three. */
export const gridClassOf = (count: number): 'one' | 'two' | 'three' =>
  count === 1 ? 'one' : count === 2 || count === 4 ? 'two' : 'three';

/** Up to 9 images; with `onTap` each is a button (the detail's viewer), else a tap falls through to the card. */
export function ImageGrid({ images, owner, onTap }: { images: string[]; owner: string; onTap?: (i: number) => void }) {
  if (images.length === 0) return null;
  return (
    <div className={`${styles.grid} ${styles[gridClassOf(images.length)]}`}>
      {images.map((src, i) => {
        const alt = `${owner}的图片${i + 1}（共${images.length}张）`;
        return onTap ? (
          <button
            key={`${i}-${src}`}
            type="button"
            className={styles.cell}
            aria-label={`查看第${i + 1}张图片`}
            onClick={(e) => {
              stop(e);
              onTap(i);
            }}
          >
            {/* the detail's images are the screen's largest paint: not lazy */}
            <img src={src} alt={alt} />
          </button>
        ) : (
          <span key={`${i}-${src}`} className={styles.cell}>
            <img src={src} alt={alt} loading="lazy" />
          </span>
        );
      })}
    </div>
  );
}

/** A video's cover with a play mark (feeds), or the player itself (`play`, the detail). */
export function VideoBox({
  video,
  cover,
  owner,
  play,
}: {
  video: string;
  cover: string;
  owner: string;
  play?: boolean;
}) {
  if (play)
    return (
      <video className={styles.video} src={video} poster={cover || undefined} controls playsInline preload="none">
        <track kind="captions" />
        {owner}的视频
      </video>
    );
  return (
    <span className={styles.videoCover}>
      {cover ? <img src={cover} alt={`${owner}的视频封面`} loading="lazy" /> : <span className={styles.videoBlank} />}
      <span className={styles.play} role="img" aria-label="视频，点击查看">
        ▶
      </span>
    </span>
  );
}

/** The original of a repost: a box that opens it, or 原内容已不可见. */
function RelayOrigin({ origin }: { origin: NonNullable<Post['relay_of']> }) {
  if (!origin.visible || !origin.author)
    return (
      <div className={styles.origin}>
        <p className={styles.gone}>原内容已不可见</p>
      </div>
    );
  const name = origin.author.nickname || '车友';
  return (
    <Link to={postPaths.show(origin.id)} className={styles.origin} onClick={stop}>
      <span className="sr-only">原帖：</span>
      <p className={styles.originBody}>
        <strong>@{name}</strong>：{origin.body}
      </p>
      {origin.images.length > 0 ? (
        <ImageGrid images={origin.images.slice(0, 3)} owner={name} />
      ) : (
        origin.video_cover && <VideoBox video="" cover={origin.video_cover} owner={name} />
      )}
    </Link>
  );
}

/** 被举报，审核中 / 已被下架 with the auditor's reason: only the author sees such a post. */
export function PostStateBanner({ post }: { post: Pick<Post, 'state' | 'state_label' | 'state_reason'> }) {
  if (post.state === 'visible') return null;
  return (
    <div className={styles.banner} role="status">
      <strong>{post.state_label}</strong>
      {post.state === 'hidden' && <span>仅你自己可见，审核通过后恢复显示；你可以修改内容</span>}
      {post.state === 'removed' && <span>仅你自己可见{post.state_reason ? `，原因：${post.state_reason}` : ''}</span>}
    </div>
  );
}

export interface PostCardProps {
  post: Post;
  /** the whole card opens the post (default); the detail page passes false */
  linked?: boolean;
  /** the detail: the whole text and the video player instead of a clamped text and a cover */
  full?: boolean;
  /** a tap on image i (the detail's viewer); none = the tap opens the post like the card */
  onImageTap?: (index: number) => void;
  /** replaces the counts row 赞 / 评论 / 转发 (the detail's buttons; null = none) */
  footer?: ReactNode;
  /** called before a tap opens the post (a search remembers its keyword) */
  onOpen?: () => void;
  /** top right of the author row (e.g. a ⋯ menu) */
  headRight?: ReactNode;
}

/**
 * A post as feeds show it: author (to their page), time, plain text with its line breaks, 1–9 images or a video
 * cover, tags (to the tag's feed), the link (an event, ride or exhibition), the original of a repost, the state
 * banner for the author's hidden or removed post, and the counts 赞 / 评论 / 转发. Counts come from the answer.
 */
export function PostCard({ post, linked = true, full, onImageTap, footer, onOpen, headRight }: PostCardProps) {
  const navigate = useNavigate();
  const owner = post.author.nickname || '车友';
  const open = linked
    ? () => {
        onOpen?.();
        void navigate(postPaths.show(post.id));
      }
    : undefined;
  const summary = post.body.slice(0, 30) || (post.relay_of ? '转发' : post.video ? '视频' : '图片');
  const label = `${owner}的帖子：${summary}`;
  return (
    <article className={styles.card} {...cardProps(open, label)}>
      <PostAuthorRow
        author={post.author}
        time={post.create_time}
        right={headRight}
        open={open && { onOpen: open, label }}
      />
      <PostStateBanner post={post} />
      {post.body && <p className={full ? styles.body : `${styles.body} ${styles.clamp}`}>{post.body}</p>}
      {post.video ? (
        <VideoBox video={post.video} cover={post.video_cover} owner={owner} play={full} />
      ) : (
        <ImageGrid images={post.images} owner={owner} onTap={onImageTap} />
      )}
      {post.relay_of && <RelayOrigin origin={post.relay_of} />}
      {post.link && (
        <Link
          to={postLinkPath(post.link.type, post.link.id)}
          className={styles.link}
          onClick={stop}
          aria-label={`${postLinkTypeLabel[post.link.type]}：${post.link.title}`}
        >
          {post.link.cover && <img src={post.link.cover} alt={`${post.link.title}的封面`} />}
          <span className={styles.linkText}>
            <span className={styles.linkType}>{postLinkTypeLabel[post.link.type]}</span>
            {post.link.title}
          </span>
        </Link>
      )}
      {post.tags.length > 0 && (
        <div className={styles.tags}>
          {post.tags.map((t) => (
            <Link key={t} to={postPaths.community(t)} className={styles.tag} onClick={stop}>
              #{t}
            </Link>
          ))}
        </div>
      )}
      {footer !== undefined ? (
        footer
      ) : (
        <footer className={styles.counts}>
          <span>赞 {post.like_count}</span>
          <span>评论 {post.comment_count}</span>
          <span>转发 {post.relay_count}</span>
        </footer>
      )}
    </article>
  );
}
