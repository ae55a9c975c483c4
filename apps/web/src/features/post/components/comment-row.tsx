import { Link } from 'react-router';
import type { PostComment } from '@kc/shared';
import { Avatar, postPaths, postTimeText } from '../../../components/feed';
import styles from './post-detail.module.css';

/** One comment: avatar, name (to their page), time, 回复 @x and the text; the buttons its `actions` allow. */
export function CommentRow({
  comment: c,
  onReply,
  onDelete,
  onReport,
}: {
  comment: PostComment;
  onReply?: (c: PostComment) => void;
  onDelete?: (c: PostComment) => void;
  onReport?: (c: PostComment) => void;
}) {
  const name = c.author.nickname || '车友';
  return (
    <div className={styles.comment}>
      <Avatar user={c.author} size={32} />
      <div className={styles.commentMain}>
        <div className={styles.commentTop}>
          <Link to={postPaths.person(c.author.uid)} className={styles.commentName}>
            {name}
          </Link>
          <span className={styles.commentTime}>{postTimeText(c.create_time)}</span>
        </div>
        <p className={styles.commentBody}>
          {c.reply_to !== null && c.reply_nickname && (
            <span className={styles.replyTo}>回复 @{c.reply_nickname}：</span>
          )}
          {c.body}
        </p>
        {(onReply || onDelete || onReport) && (
          <div className={styles.commentButtons}>
            {onReply && c.actions.includes('reply') && (
              <button type="button" aria-label={`回复${name}`} onClick={() => onReply(c)}>
                回复
              </button>
            )}
            {onDelete && c.actions.includes('delete') && (
              <button type="button" aria-label={`删除${name}的评论`} onClick={() => onDelete(c)}>
                删除
              </button>
            )}
            {onReport && c.actions.includes('report') && (
              <button type="button" aria-label={`举报${name}的评论`} onClick={() => onReport(c)}>
                举报
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
