import { Input } from 'antd-mobile';
import type { ExhibitionActivity } from '@kc/shared';
import { DateField } from '../../../../components/ui/date-field';
import { FormField, FormSection } from '../../../../components/ui/form-field';
import { ImageField } from '../../../../components/ui/image-field';
import { LabelledTextArea } from '../../../../components/ui/labelled-text-area';
import { useFormState } from '../../../../lib/form';
import { useActivitySave } from '../../api/exhibition-activity-save';
import { EditorSheet, saveThenClose } from './editor-sheet';

/** Adds or edits an activity: title, time, place, cover, summary, and the funly event it is (optional). */
export function ActivityEditor({
  projectId,
  activity,
  onClose,
}: {
  projectId: number;
  activity?: ExhibitionActivity;
  onClose: () => void;
}) {
  const form = useFormState(() => ({
    title: activity?.title ?? '',
    start_time: activity?.start_time ?? null,
    end_time: activity?.end_time ?? null,
    place: activity?.place ?? '',
    cover: activity?.cover ?? '',
    summary: activity?.summary ?? '',
    event_id: activity?.event_id ? String(activity.event_id) : '',
  }));
  const save = useActivitySave();
  const { values: v, errors: e, set } = form;
  const submit = async () => {
    await saveThenClose(form, onClose, () =>
      save.mutateAsync({
        project_id: projectId,
        ...(activity ? { id: activity.id } : {}),
        title: v.title,
        start_time: v.start_time!,
        end_time: v.end_time!,
        place: v.place,
        cover: v.cover,
        summary: v.summary,
        event_id: v.event_id ? Number(v.event_id) : null,
      }),
    );
  };
  return (
    <EditorSheet
      title={activity ? '编辑活动' : '添加活动'}
      saving={save.isPending}
      onSave={() => void submit()}
      onClose={onClose}
    >
      <FormSection title="活动信息">
        <FormField label="标题" required error={e.title}>
          <Input
            aria-label="活动标题"
            placeholder="1-60个字"
            maxLength={60}
            value={v.title}
            onChange={(x) => set('title', x)}
          />
        </FormField>
        <FormField label="开始时间" required error={e.start_time}>
          <DateField
            value={v.start_time}
            onChange={(x) => set('start_time', x)}
            precision="minute"
            placeholder="请选择"
            title="开始时间"
          />
        </FormField>
        <FormField label="结束时间" required error={e.end_time}>
          <DateField
            value={v.end_time}
            onChange={(x) => set('end_time', x)}
            precision="minute"
            placeholder="请选择"
            title="结束时间"
          />
        </FormField>
        <FormField label="地点" required error={e.place}>
          <Input
            aria-label="活动地点"
            placeholder="如：S1 馆主舞台"
            maxLength={40}
            value={v.place}
            onChange={(x) => set('place', x)}
          />
        </FormField>
        <FormField label="简介" vertical error={e.summary}>
          <LabelledTextArea
            label="活动简介"
            placeholder="选填"
            maxLength={200}
            rows={2}
            value={v.summary}
            onChange={(x) => set('summary', x)}
          />
        </FormField>
        <FormField label="封面" vertical error={e.cover}>
          <ImageField value={v.cover} onChange={(x) => set('cover', x)} label="上传活动封面" />
        </FormField>
        <FormField label="关联活动" error={e.event_id} extra={<span>选填</span>}>
          <Input
            aria-label="关联活动编号"
            placeholder="车友活动编号，点击可打开活动页"
            inputMode="numeric"
            value={v.event_id}
            onChange={(x) => set('event_id', x.replace(/\D/g, ''))}
          />
        </FormField>
      </FormSection>
    </EditorSheet>
  );
}
