import { useSearchParams } from 'react-router';
import { POST_LINK_TYPES, type PostLinkType } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { positiveId } from '../../../lib/routing/route-id';
import { usePostShow } from '../api/post-show';
import { draftOfPost, emptyPostDraft, type PostDraft } from '../components/post-draft';
import { PostEditor } from '../components/post-editor';
import { ErrorBlock } from '../../../components/ui/error-block';

/** `?link_type=funly&link_id=3`: the link a new post starts with (an event, ride or exhibition page's 发帖). */
const linkOfQuery = (type: string | null, id: string | null): PostDraft['link'] | undefined => {
  const n = positiveId(id);
  return type && n && (POST_LINK_TYPES as readonly string[]).includes(type)
    ? { type: type as PostLinkType, id: n, title: '', cover: '' }
    : undefined;
};

function EditPost({ id }: { id: number }) {
  const q = usePostShow(id);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const post = q.data;
  if (!post.actions.includes('edit'))
    return <ErrorBlock status="empty" title="无法编辑" description="只能编辑自己的帖子，已下架的帖子不能再编辑" />;
  return <PostEditor post={post} initial={() => draftOfPost(post)} />;
}

/** /post/create: a new post (text, images or a video, tags, a link); with ?id= the author edits that post. */
export default function PostCreatePage() {
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = positiveId(raw);
  const link = linkOfQuery(search.get('link_type'), search.get('link_id'));
  return (
    <div className="page">
      <PageHeader title={raw !== null ? '编辑帖子' : undefined} />
      {raw === null ? (
        <PostEditor initial={() => ({ ...emptyPostDraft(), link: link ?? null })} link={link} />
      ) : id ? (
        <EditPost id={id} />
      ) : (
        <ErrorBlock status="empty" title="帖子不存在" description="链接有误，请返回后重试" />
      )}
    </div>
  );
}
