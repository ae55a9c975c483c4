import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { POST_BODY_MAX, type Post } from '@kc/shared';
import { PostCard, postPaths } from '../../../components/feed';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { LabelledTextArea } from '../../../components/ui/labelled-text-area';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { showError } from '../../../lib/http';
import { positiveId } from '../../../lib/routing/route-id';
import { usePostRelay } from '../api/post-relay';
import { usePostShow } from '../api/post-show';
import { ErrorBlock } from '../../../components/ui/error-block';

/** What is reposted: the root original when the post is itself a repost (the server points there too). */
const shownOriginal = (p: Post): Post =>
  p.relay_of?.visible && p.relay_of.author
    ? {
        ...p,
        id: p.relay_of.id,
        author: p.relay_of.author,
        body: p.relay_of.body,
        images: p.relay_of.images,
        video: '',
        video_cover: p.relay_of.video_cover,
        relay_of: null,
        link: null,
        tags: [],
        state: 'visible',
      }
    : p;

function RelayForm({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = usePostShow(id);
  const relay = usePostRelay(id);
  const [text, setText] = useState('');
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data.actions.includes('relay'))
    return <ErrorBlock status="empty" title="无法转发" description="这条帖子当前不能转发" />;
  const original = shownOriginal(q.data);
  const submit = () =>
    relay.mutate(text, {
      onSuccess: (post) => {
        Toast.show({ icon: 'success', content: '转发成功' });
        void navigate(postPaths.show(post.id), { replace: true });
      },
      onError: showError,
    });
  return (
    <div className="has-form-actions">
      <FormSection title="说点什么">
        <FormField label="转发内容" vertical>
          <LabelledTextArea
            label="转发内容"
            placeholder="说说你的看法（选填）"
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={POST_BODY_MAX}
            showCount
            value={text}
            onChange={setText}
          />
        </FormField>
      </FormSection>
      <PostCard post={original} linked={false} footer={null} />
      <ActionBar>
        <Button color="primary" block loading={relay.isPending} onClick={submit}>
          转发
        </Button>
      </ActionBar>
    </div>
  );
}

/** /post/relay/:id: the original's card and an optional text; 转发 publishes the repost and opens it. */
export default function PostRelayPage() {
  const id = positiveId(useParams().id);
  return (
    <div className="page">
      <PageHeader />
      {id ? (
        <RelayForm id={id} />
      ) : (
        <ErrorBlock status="empty" title="帖子不存在" description="链接有误，请返回后重试" />
      )}
    </div>
  );
}
