import { Input, Switch } from 'antd-mobile';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { OptionSelector } from '../../../components/ui/option-selector';
import { TEMPLATE_KINDS } from '../../../lib/issuing';
import type { ItemForm } from '../hooks/use-item-form';
import { ProjectPicker } from './project-picker';
import { StylePicker } from './style-picker';

/** Project, name and template (custom: style icon and colour). */
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
        </FormField>
      )}
      <FormField label="模板类型" required error={e.template_kind}>
        <OptionSelector options={TEMPLATE_KINDS} value={v.template_kind} onChange={(x) => set('template_kind', x)} />
      </FormField>
      {v.template_kind === 2 && (
        <FormField label="图标与颜色" required vertical error={e.style_icon ?? e.style_color}>
          <StylePicker
            icon={v.style_icon}
            color={v.style_color}
            onIcon={(x) => set('style_icon', x)}
            onColor={(x) => set('style_color', x)}
          />
        </FormField>
      )}
    </FormSection>
  );
}
