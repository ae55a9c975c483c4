import { Input, Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { ExhibitionNewsCard } from '@kc/shared';
import { DateField } from '../../../../components/ui/date-field';
import { FormField, FormSection } from '../../../../components/ui/form-field';
import { ImageField } from '../../../../components/ui/image-field';
import { LoadError } from '../../../../components/ui/load-error';
import { LabelledTextArea } from '../../../../components/ui/labelled-text-area';
import { PageLoading } from '../../../../components/ui/page-loading';
import { useFormState } from '../../../../lib/form';
import { exhibitionNewsInfoQuery } from '../../api/exhibition-news-info';
import { useNewsSave } from '../../api/exhibition-news-save';
import { RichTextEditor } from '../../../../components/ui/rich-text-editor';
import { EditorSheet, saveThenClose } from './editor-sheet';

/** Adds a news item, or edits one (its body is loaded first). */
export function NewsEditor(props: { projectId: number; news?: ExhibitionNewsCard; onClose: () => void }) {
  const q = useQuery({ ...exhibitionNewsInfoQuery(props.news?.id ?? 0), enabled: !!props.news });
  if (props.news && (q.isPending || q.isError))
    return (
      <Popup visible onMaskClick={props.onClose} aria-label="编辑资讯">
        {q.isError ? <LoadError error={q.error} onRetry={() => void q.refetch()} /> : <PageLoading />}
      </Popup>
    );
  return <NewsForm {...props} body={q.data?.body ?? ''} />;
}

function NewsForm({ projectId, news, body, onClose }: Parameters<typeof NewsEditor>[0] & { body: string }) {
  const form = useFormState(() => ({
    title: news?.title ?? '',
    summary: news?.summary ?? '',
    cover: news?.cover ?? '',
    body,
    publish_time: news?.publish_time ?? null,
  }));
  const save = useNewsSave();
  const { values: v, errors: e, set } = form;
  const submit = async () => {
    await saveThenClose(form, onClose, () =>
      save.mutateAsync({
        project_id: projectId,
        ...(news ? { id: news.id } : {}),
        title: v.title,
        summary: v.summary,
        cover: v.cover,
        body: v.body,
        ...(v.publish_time !== null ? { publish_time: v.publish_time } : {}),
      }),
    );
  };
  return (
    <EditorSheet
      title={news ? '编辑资讯' : '添加资讯'}
      saving={save.isPending}
      onSave={() => void submit()}
      onClose={onClose}
    >
      <FormSection title="资讯内容">
        <FormField label="标题" required error={e.title}>
          <Input
            aria-label="资讯标题"
            placeholder="1-60个字"
            maxLength={60}
            value={v.title}
            onChange={(x) => set('title', x)}
          />
        </FormField>
        <FormField label="摘要" vertical error={e.summary}>
          <LabelledTextArea
            label="资讯摘要"
            placeholder="选填，列表中显示"
            maxLength={200}
            rows={2}
            value={v.summary}
            onChange={(x) => set('summary', x)}
          />
        </FormField>
        <FormField label="封面" vertical error={e.cover}>
          <ImageField value={v.cover} onChange={(x) => set('cover', x)} label="上传资讯封面" />
        </FormField>
        <FormField label="发布时间" error={e.publish_time}>
          <DateField
            value={v.publish_time}
            onChange={(x) => set('publish_time', x)}
            precision="minute"
            placeholder="不选则为保存时间"
            title="发布时间"
          />
        </FormField>
        <FormField label="正文" vertical error={e.body}>
          <RichTextEditor
            label="资讯正文"
            imageAlt={`${v.title || '资讯'}的插图`}
            value={body}
            onChange={(x) => set('body', x)}
          />
        </FormField>
      </FormSection>
    </EditorSheet>
  );
}
