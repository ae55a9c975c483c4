import { Button, Input, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import type { FormBuilder } from '../hooks/use-form-builder';
import { errorsOfField } from '../utils/draft-errors';
import { FieldEditor } from './field-editor';
import { FieldLabel } from './field-label';
import { FieldKindSheet } from './field-kind-sheet';
import { cx } from '../../../components/ui/cx';
import styles from './builder.module.css';

/** The builder screen's body: basic info, the field cards, 添加字段, and 预览 / 保存 at the bottom. */
export function BuilderForm({ b }: { b: FormBuilder }) {
  const [choosing, setChoosing] = useState(false);
  const { draft, errors } = b;
  const remove = async (index: number) => {
    const f = draft.fields[index]!;
    if (await confirmAction(`确定删除字段「${f.label || `字段${index + 1}`}」吗？`, { danger: true })) b.remove(index);
  };
  return (
    <div className="has-form-actions">
      {b.restored && <RestoredNotice />}
      <FormSection title="基本信息">
        <FormField label={<FieldLabel text="表单标题" required />} error={errors.title}>
          <Input placeholder="如：媒体报名表" maxLength={40} value={draft.title} onChange={b.setTitle} clearable />
        </FormField>
        <FormField label="填写说明" vertical error={errors.description}>
          <TextArea
            placeholder="告诉报名者需要注意什么（选填）"
            value={draft.description}
            onChange={b.setDescription}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={500}
            showCount
          />
        </FormField>
      </FormSection>
      <div className={styles.fieldsTitle}>
        报名字段<span>{draft.fields.length} / 30</span>
      </div>
      {draft.fields.length === 0 && <p className={styles.empty}>还没有字段，点击下方「添加字段」开始设计</p>}
      {draft.fields.map((f, i) => (
        <FieldEditor
          key={f.key}
          field={f}
          index={i}
          count={draft.fields.length}
          errors={errorsOfField(errors, i)}
          onChange={(patch) => b.update(i, patch)}
          onMove={(delta) => b.move(i, delta)}
          onRemove={() => void remove(i)}
        />
      ))}
      {errors.fields && (
        <p className={cx('field-error', styles.listError)} role="alert">
          {errors.fields}
        </p>
      )}
      {draft.fields.length < 30 && (
        <Button className={styles.addField} block fill="outline" color="primary" onClick={() => setChoosing(true)}>
          + 添加字段
        </Button>
      )}
      <FieldKindSheet visible={choosing} onClose={() => setChoosing(false)} onChoose={b.add} />
      <div className="form-actions">
        <Button color="primary" fill="outline" onClick={b.preview}>
          预览
        </Button>
        <Button color="primary" loading={b.saving} onClick={b.save}>
          保存
        </Button>
      </div>
    </div>
  );
}
