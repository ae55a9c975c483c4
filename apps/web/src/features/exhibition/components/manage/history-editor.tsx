import { Button, Input } from 'antd-mobile';
import { EXHIBITION_FIGURES_MAX, type ExhibitionHistory } from '@kc/shared';
import { FormField, FormSection } from '../../../../components/ui/form-field';
import { ImageField } from '../../../../components/ui/image-field';
import { LabelledTextArea } from '../../../../components/ui/labelled-text-area';
import { useFormState } from '../../../../lib/form';
import { useHistorySave } from '../../api/exhibition-history-save';
import { EditorSheet, saveThenClose } from './editor-sheet';
import styles from './manage.module.css';

/** Adds or edits a past edition: year, title, summary, cover and up to four figures (观众 86万人次 …). */
export function HistoryEditor({
  projectId,
  edition,
  onClose,
}: {
  projectId: number;
  edition?: ExhibitionHistory;
  onClose: () => void;
}) {
  const form = useFormState(() => ({
    year: edition ? String(edition.year) : String(new Date().getFullYear() - 1),
    title: edition?.title ?? '',
    summary: edition?.summary ?? '',
    cover: edition?.cover ?? '',
    figures: edition?.figures ?? [],
  }));
  const save = useHistorySave();
  const { values: v, errors: e, set } = form;
  const setFigure = (i: number, key: 'label' | 'value', x: string) =>
    set(
      'figures',
      v.figures.map((f, j) => (j === i ? { ...f, [key]: x } : f)),
    );
  const submit = async () => {
    await saveThenClose(form, onClose, () =>
      save.mutateAsync({
        project_id: projectId,
        ...(edition ? { id: edition.id } : {}),
        year: Number(v.year),
        title: v.title,
        summary: v.summary,
        cover: v.cover,
        figures: v.figures.filter((f) => f.label.trim() || f.value.trim()),
      }),
    );
  };
  return (
    <EditorSheet
      title={edition ? '编辑历届回顾' : '添加历届回顾'}
      saving={save.isPending}
      onSave={() => void submit()}
      onClose={onClose}
    >
      <FormSection title="回顾内容">
        <FormField label="年份" required error={e.year}>
          <Input aria-label="年份" inputMode="numeric" maxLength={4} value={v.year} onChange={(x) => set('year', x)} />
        </FormField>
        <FormField label="标题" required error={e.title}>
          <Input
            aria-label="回顾标题"
            placeholder="如：2025 山城国际车展"
            maxLength={60}
            value={v.title}
            onChange={(x) => set('title', x)}
          />
        </FormField>
        <FormField label="回顾" vertical error={e.summary}>
          <LabelledTextArea
            label="回顾内容"
            placeholder="选填，最多500字"
            maxLength={500}
            rows={4}
            value={v.summary}
            onChange={(x) => set('summary', x)}
          />
        </FormField>
        <FormField label="封面" vertical error={e.cover}>
          <ImageField value={v.cover} onChange={(x) => set('cover', x)} label="上传回顾封面" />
        </FormField>
        <FormField label="数据" vertical error={e.figures}>
          {v.figures.map((f, i) => (
            <div key={i} className={styles.figure}>
              <Input
                aria-label={`第${i + 1}项指标`}
                placeholder="指标，如观众"
                maxLength={8}
                value={f.label}
                onChange={(x) => setFigure(i, 'label', x)}
              />
              <Input
                aria-label={`第${i + 1}项数值`}
                placeholder="数值，如86万人次"
                maxLength={12}
                value={f.value}
                onChange={(x) => setFigure(i, 'value', x)}
              />
              <Button
                size="mini"
                aria-label={`移除第${i + 1}项数据`}
                onClick={() =>
                  set(
                    'figures',
                    v.figures.filter((_, j) => j !== i),
                  )
                }
              >
                移除
              </Button>
            </div>
          ))}
          {v.figures.length < EXHIBITION_FIGURES_MAX && (
            <Button size="small" onClick={() => set('figures', [...v.figures, { label: '', value: '' }])}>
              添加数据
            </Button>
          )}
        </FormField>
      </FormSection>
    </EditorSheet>
  );
}
