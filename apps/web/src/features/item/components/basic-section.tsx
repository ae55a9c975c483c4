import { Input, Switch } from 'antd-mobile';
import { FormField, FormSection } from '../../../components/ui/form-field';
import type { ItemForm } from '../hooks/use-item-form';
import { FIELD_HINTS } from '../utils/field-hints';
import { FieldHint } from './field-hint';
import { ProjectPicker } from './project-picker';

/** Project, name and (tickets) whether it is a pass. */
export function BasicSection({
  form,
  projectName,
  productType,
  isNew,
}: {
  form: ItemForm;
  projectName?: string;
  productType: number;
  isNew: boolean;
}) {
  const { values: v, errors: e, set } = form;
  return (
    <FormSection title="基本信息">
      <FormField label="所属项目" required error={e.project_id}>
        <ProjectPicker value={v.project_id} fallbackName={projectName} onChange={(x) => set('project_id', x)} />
      </FormField>
      <FormField label="名称" required error={e.name}>
        <Input placeholder="如：普通观展票" maxLength={40} value={v.name} onChange={(x) => set('name', x)} clearable />
      </FormField>
      {productType === 1 && (
        <FormField label="证件" extra={v.is_cert ? '实名持证' : '普通门票'}>
          <Switch checked={v.is_cert} disabled={!isNew} onChange={(x) => set('is_cert', x)} aria-label="证件" />
          <FieldHint>{FIELD_HINTS.is_cert}</FieldHint>
        </FormField>
      )}
    </FormSection>
  );
}
