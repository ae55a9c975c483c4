import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { POST_BODY_MAX, POST_TAGS_MAX, postLinkTypeLabel, type Post } from '@kc/shared';
import { postPaths } from '../../../components/feed';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { LabelledTextArea } from '../../../components/ui/labelled-text-area';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { usePostCreate } from '../api/post-create';
import { usePostUpdate } from '../api/post-update';
import { MediaPicker } from './media-picker';
import { draftKeyOf, usePostDraft, type PostDraft } from './post-draft';
import { checkPost, type PostErrors } from './post-rules';
import styles from './post.module.css';

/** The post form (new, or the edit of `post`): text, images or a video, tags, the link; the draft survives leaving. */
export function PostEditor({
  post,
  initial,
  link,
}: {
  post?: Post;
  initial: () => PostDraft;
  /** the link asked by the URL (?link_type=&link_id=), over a restored draft's */
  link?: PostDraft['link'];
}) {
  const navigate = useNavigate();
  const key = draftKeyOf(post?.id);
  const draft = usePostDraft(key, initial, link ? { link } : undefined);
  const v = draft.values;
  const tagsText = v.tags.map((t) => `#${t}`).join(' ');
  const [errors, setErrors] = useState<PostErrors>({});
  const [busy, setBusy] = useState(false);
  const create = usePostCreate();
  const update = usePostUpdate();
  const pending = create.isPending || update.isPending;

  const change = <K extends keyof PostDraft>(field: K, value: PostDraft[K]) => {
    draft.set(field, value);
    setErrors({});
  };
  const chooseTags = () => {
    // the tag page replaces this form: an upload still running would finish into nothing and its picture be lost
    if (busy) {
      Toast.show({ content: '图片或视频上传中，请稍候' });
      return;
    }
    draft.save();
    void navigate(post ? `${postPaths.chooseTags}?id=${post.id}` : postPaths.chooseTags);
  };

  const submit = () => {
    if (pending || busy) return;
    const checked = checkPost(v);
    if (!checked.ok) {
      setErrors(checked.errors);
      Toast.show({ content: Object.values(checked.errors)[0] ?? '请检查填写内容' });
      return;
    }
    const done = (saved: Post) => {
      draft.clear();
      Toast.show({ icon: 'success', content: post ? '已保存' : '发布成功' });
      void navigate(postPaths.show(saved.id), { replace: true });
    };
    const fail = (e: unknown) => {
      const fields: PostErrors = {};
      for (const f of fieldErrorsOf(e))
        if (f.field in v || f.field === 'link_id') fields[f.field as keyof PostErrors] ??= f.message;
      if (Object.keys(fields).length > 0) setErrors(fields);
      showError(e);
    };
    if (post) update.mutate({ id: post.id, ...checked.query }, { onSuccess: done, onError: fail });
    else create.mutate(checked.query, { onSuccess: done, onError: fail });
  };

  return (
    <div className="has-form-actions">
      {draft.restored && <RestoredNotice />}
      <FormSection title="内容">
        <FormField label="正文" vertical error={errors.body}>
          <LabelledTextArea
            label="帖子正文"
            placeholder="分享你的用车、骑行和旅途故事…"
            autoSize={{ minRows: 5, maxRows: 12 }}
            maxLength={POST_BODY_MAX}
            showCount
            value={v.body}
            onChange={(x) => change('body', x)}
          />
        </FormField>
        <FormField
          label={
            <>
              图片或视频 <span className={styles.muted}>最多9张图片或1个mp4视频</span>
            </>
          }
          vertical
          error={errors.images ?? errors.video}
        >
          <MediaPicker
            value={{ images: v.images, video: v.video, video_cover: v.video_cover }}
            onBusy={setBusy}
            onChange={(m) => {
              draft.set('images', m.images);
              draft.set('video', m.video);
              draft.set('video_cover', m.video_cover);
              setErrors({});
            }}
          />
        </FormField>
        <FormField label="话题" error={errors.tags} onClick={chooseTags} extra={`${v.tags.length}/${POST_TAGS_MAX}`}>
          <button
            type="button"
            className={styles.tagsEntry}
            aria-label={`选择话题，已选${v.tags.length}个：${tagsText || '添加话题'}`}
          >
            {v.tags.length > 0 ? tagsText : <span className={styles.muted}>添加话题</span>}
          </button>
        </FormField>
        {v.link && (
          <FormField label="关联" error={errors.link_id}>
            <div className={styles.linkCard}>
              {v.link.cover && <img src={v.link.cover} alt={`${v.link.title}的封面`} />}
              <span className={styles.linkText}>
                {postLinkTypeLabel[v.link.type]}：{v.link.title || `编号${v.link.id}`}
              </span>
              <Button size="mini" fill="none" aria-label="移除关联" onClick={() => change('link', null)}>
                移除
              </Button>
            </div>
          </FormField>
        )}
      </FormSection>
      <ActionBar>
        <Button color="primary" block loading={pending} disabled={busy} onClick={submit}>
          {post ? '保存' : '发布'}
        </Button>
      </ActionBar>
    </div>
  );
}
