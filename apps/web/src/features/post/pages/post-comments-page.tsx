import { Button, TextArea, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { COMMENT_BODY_MAX, type PostComment } from '@kc/shared';
import { CursorList, postKeys, postPaths } from '../../../components/feed';
import { ActionBar } from '../../../components/ui/action-bar';
import { confirmAction } from '../../../components/ui/confirm';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { showError } from '../../../lib/http';
import { positiveId } from '../../../lib/routing/route-id';
import { fetchPostComments } from '../api/post-comments';
import { usePostComment } from '../api/post-comment';
import { usePostCommentDelete } from '../api/post-comment-delete';
import { usePostShow } from '../api/post-show';
import { CommentRow } from '../components/comment-row';
import styles from '../components/post-detail.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** The input at the bottom: 评论, or 回复 @x after a reply tap. */
function CommentBox({
  postId,
  replyTo,
  onReplied,
}: {
  postId: number;
  replyTo: PostComment | null;
  onReplied: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const send = usePostComment(postId);
  const label = replyTo ? `回复 @${replyTo.author.nickname}` : '评论';
  const submit = () => {
    const body = text.trim();
    if (!body) return void Toast.show({ content: '请输入评论内容' });
    send.mutate(
      { body, ...(replyTo ? { reply_to: replyTo.id } : {}) },
      {
        onSuccess: () => {
          setText('');
          onReplied();
          Toast.show({ icon: 'success', content: '评论成功' });
        },
        onError: showError,
      },
    );
  };
  return (
    <ActionBar>
      <div className={styles.boxWrap}>
        {replyTo && (
          <p className={styles.replyHint}>
            <span>{label}</span>
            <button type="button" onClick={onReplied}>
              取消回复
            </button>
          </p>
        )}
        <div className={styles.inputBar}>
          <label htmlFor={id} className="sr-only">
            {replyTo ? '回复内容' : '评论内容'}
          </label>
          <TextArea
            id={id}
            className={styles.inputBox}
            placeholder={replyTo ? `${label}…` : '写评论…'}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={COMMENT_BODY_MAX}
            value={text}
            onChange={setText}
          />
          <Button color="primary" size="small" loading={send.isPending} onClick={submit}>
            发送
          </Button>
        </div>
      </div>
    </ActionBar>
  );
}

function Comments({ postId }: { postId: number }) {
  const navigate = useNavigate();
  const post = usePostShow(postId);
  const del = usePostCommentDelete(postId);
  const [replyTo, setReplyTo] = useState<PostComment | null>(null);
  if (post.isPending) return <PageLoading />;
  if (post.isError) return <LoadError error={post.error} onRetry={() => void post.refetch()} />;
  const canComment = post.data.actions.includes('comment');

  const remove = async (c: PostComment) => {
    if (!(await confirmAction('确定删除这条评论？', { danger: true }))) return;
    del.mutate(c.id, {
      onSuccess: () => Toast.show({ icon: 'success', content: '已删除' }),
      onError: showError,
    });
  };

  return (
    <div className={canComment ? 'has-form-actions' : undefined}>
      <CursorList<PostComment>
        queryKey={postKeys.comments(postId)}
        fetchPage={fetchPostComments(postId)}
        itemKey={(c) => c.id}
        emptyText="还没有评论"
        renderItem={(c) => (
          <div className={styles.commentItem}>
            <CommentRow
              comment={c}
              onReply={canComment ? setReplyTo : undefined}
              onDelete={(x) => void remove(x)}
              onReport={(x) => void navigate(postPaths.report('reply', x.id))}
            />
          </div>
        )}
      />
      {canComment && <CommentBox postId={postId} replyTo={replyTo} onReplied={() => setReplyTo(null)} />}
    </div>
  );
}

/** /post/comment/:id: the comments of a post, oldest first; the input to comment or reply; delete and report. */
export default function PostCommentsPage() {
  const id = positiveId(useParams().id);
  return (
    <div className="page">
      <PageHeader />
      {id ? (
        <Comments postId={id} />
      ) : (
        <ErrorBlock status="empty" title="帖子不存在" description="链接有误，请返回后重试" />
      )}
    </div>
  );
}
