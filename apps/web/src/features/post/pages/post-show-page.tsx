import { ImageViewer, Toast } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import type { Post } from '@kc/shared';
import { PostCard, postPaths } from '../../../components/feed';
import { confirmAction } from '../../../components/ui/confirm';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { useGoBack } from '../../../components/ui/use-go-back';
import { showError } from '../../../lib/http';
import { positiveId } from '../../../lib/routing/route-id';
import { usePostCommentsPreview } from '../api/post-comments-preview';
import { usePostDelete } from '../api/post-delete';
import { usePostShow } from '../api/post-show';
import { CommentRow } from '../components/comment-row';
import { PostActions } from '../components/post-actions';
import styles from '../components/post-detail.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** 编辑 / 删除 for the author, 举报 for others: what `actions` allow. */
function HeadButtons({ post: p }: { post: Post }) {
  const navigate = useNavigate();
  const back = useGoBack(postPaths.community());
  const del = usePostDelete(p.id);
  const remove = async () => {
    if (!(await confirmAction('确定删除这条帖子？删除后不可恢复', { danger: true }))) return;
    del.mutate(undefined, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: '已删除' });
        back();
      },
      onError: showError,
    });
  };
  return (
    <div className={styles.headButtons}>
      {p.actions.includes('edit') && (
        <button type="button" onClick={() => void navigate(postPaths.create(p.id))}>
          编辑
        </button>
      )}
      {p.actions.includes('delete') && (
        <button type="button" className={styles.danger} disabled={del.isPending} onClick={() => void remove()}>
          删除
        </button>
      )}
      {p.actions.includes('report') && (
        <button type="button" aria-label="举报帖子" onClick={() => void navigate(postPaths.report('bbs', p.id))}>
          举报
        </button>
      )}
    </div>
  );
}

/** The first 3 comments and 查看全部评论. */
function CommentsPreview({ post: p }: { post: Post }) {
  const navigate = useNavigate();
  const q = usePostCommentsPreview(p.id, p.state === 'visible');
  const list = q.data?.list ?? [];
  return (
    <section className={styles.comments} aria-label="评论">
      <h2 className={styles.commentsHead}>评论 {p.comment_count}</h2>
      {q.isPending && p.state === 'visible' ? (
        <p className={styles.muted}>加载中....</p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>还没有评论{p.actions.includes('comment') ? '，来说两句吧' : ''}</p>
      ) : (
        list.map((c) => <CommentRow key={c.id} comment={c} />)
      )}
      <button type="button" className={styles.more} onClick={() => void navigate(postPaths.comments(p.id))}>
        {list.length > 0 ? '查看全部评论' : p.actions.includes('comment') ? '写评论' : '查看评论'}
      </button>
    </section>
  );
}

function PostShow({ id }: { id: number }) {
  const q = usePostShow(id);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const p = q.data;
  return (
    <>
      <PostCard
        post={p}
        linked={false}
        full
        headRight={<HeadButtons post={p} />}
        onImageTap={(i) => ImageViewer.Multi.show({ images: p.images, defaultIndex: i })}
        footer={<PostActions post={p} />}
      />
      <CommentsPreview post={p} />
    </>
  );
}

/** /post/:id: one post with its images in a swipeable viewer, like, favourite, share, comments, relay and report. */
export default function PostShowPage() {
  const id = positiveId(useParams().id);
  return (
    <div className="page">
      <PageHeader />
      {id ? (
        <PostShow id={id} />
      ) : (
        <ErrorBlock status="empty" title="帖子不存在" description="链接有误，请返回后重试" />
      )}
    </div>
  );
}
