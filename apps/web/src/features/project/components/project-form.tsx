import { Button, Input, TextArea } from 'antd-mobile';
import { DateField } from '../../../components/ui/date-field';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import { OptionSelector } from '../../../components/ui/option-selector';
import type { Project } from '@kc/shared';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { useProjectForm } from '../hooks/use-project-form';
import { PROJECT_KINDS } from '../utils/project-kinds';
import { ActionBar } from '../../../components/ui/action-bar';

const DAY = 24 * 3600 * 1000;

/** The project fields in two cards and the bottom bar: 保存草稿 + 发布, or 保存 for a published project. */
export function ProjectForm({ project }: { project?: Project }) {
  const form = useProjectForm(project);
  const { values: v, errors: e, set } = form;
  return (
    <div className="has-form-actions">
      {form.restored && <RestoredNotice />}
      <FormSection title="基本信息">
        <FormField label="项目名称" required error={e.name}>
          <Input
            placeholder="如：2026重庆国际车展"
            maxLength={40}
            value={v.name}
            onChange={(x) => set('name', x)}
            clearable
          />
        </FormField>
        <FormField label="项目类型" required vertical error={e.kind}>
          <OptionSelector options={PROJECT_KINDS} value={v.kind} onChange={(x) => set('kind', x)} />
        </FormField>
        <FormField label="开始日期" required error={e.start_time}>
          <DateField
            precision="day"
            placeholder="请选择开始日期"
            title="开始日期"
            value={v.start_time}
            onChange={(x) => set('start_time', x)}
          />
        </FormField>
        <FormField label="结束日期" required error={e.end_time}>
          <DateField
            precision="day"
            placeholder="请选择结束日期"
            title="结束日期"
            value={v.end_time}
            suggest={() => new Date((v.start_time ?? Date.now() / 1000) * 1000 + 2 * DAY)}
            onChange={(x) => set('end_time', x)}
          />
        </FormField>
        <FormField label="场馆" required error={e.venue}>
          <Input
            placeholder="如：国际博览中心"
            maxLength={60}
            value={v.venue}
            onChange={(x) => set('venue', x)}
            clearable
          />
        </FormField>
        <FormField label="地址" error={e.address}>
          <Input
            placeholder="详细地址（选填）"
            maxLength={120}
            value={v.address}
            onChange={(x) => set('address', x)}
            clearable
          />
        </FormField>
      </FormSection>
      <FormSection title="封面与简介">
        <FormField label="封面" vertical error={e.cover}>
          <ImageField label="上传封面" value={v.cover} onChange={(x) => set('cover', x)} />
        </FormField>
        <FormField label="简介" vertical error={e.intro}>
          <TextArea
            placeholder="介绍一下这个项目（选填）"
            value={v.intro}
            onChange={(x) => set('intro', x)}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={2000}
            showCount
          />
        </FormField>
      </FormSection>
      <ActionBar>
        {form.published ? (
          <Button color="primary" loading={form.busy === 'publish'} onClick={form.publish}>
            保存
          </Button>
        ) : (
          <>
            <Button
              color="primary"
              fill="outline"
              loading={form.busy === 'draft'}
              disabled={form.busy !== null}
              onClick={form.saveDraft}
            >
              保存草稿
            </Button>
            <Button
              color="primary"
              loading={form.busy === 'publish'}
              disabled={form.busy !== null}
              onClick={form.publish}
            >
              发布
            </Button>
          </>
        )}
      </ActionBar>
    </div>
  );
}
