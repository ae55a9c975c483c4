import { Input, Toast } from 'antd-mobile';
import type { ExhibitionBrand } from '@kc/shared';
import { FormField, FormSection } from '../../../../components/ui/form-field';
import { ImageField } from '../../../../components/ui/image-field';
import { useFormState } from '../../../../lib/form';
import { showError } from '../../../../lib/http';
import { useBrandSave } from '../../api/exhibition-brand-save';
import { EditorSheet } from './editor-sheet';

/** Adds or edits an exhibiting brand: name, index letter, hall, booth, logo. */
export function BrandEditor({
  projectId,
  brand,
  onClose,
}: {
  projectId: number;
  brand?: ExhibitionBrand;
  onClose: () => void;
}) {
  const form = useFormState(() => ({
    name: brand?.name ?? '',
    letter: brand?.letter ?? '',
    hall: brand?.hall ?? '',
    booth: brand?.booth ?? '',
    logo: brand?.logo ?? '',
  }));
  const save = useBrandSave();
  const { values: v, errors: e, set } = form;
  const submit = async () => {
    const errors: typeof e = {};
    if (!v.name.trim()) errors.name = '请输入品牌名称';
    if (!/^[A-Za-z]$/.test(v.letter.trim())) errors.letter = '首字母为A-Z中的一个字母';
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    try {
      await save.mutateAsync({ project_id: projectId, ...(brand ? { id: brand.id } : {}), ...v });
      Toast.show({ icon: 'success', content: '已保存' });
      onClose();
    } catch (err) {
      if (!form.applyServerErrors(err)) showError(err);
    }
  };
  return (
    <EditorSheet
      title={brand ? '编辑品牌' : '添加品牌'}
      saving={save.isPending}
      onSave={() => void submit()}
      onClose={onClose}
    >
      <FormSection title="品牌信息">
        <FormField label="品牌名称" required error={e.name}>
          <Input
            aria-label="品牌名称"
            placeholder="1-30个字"
            maxLength={30}
            value={v.name}
            onChange={(x) => set('name', x)}
          />
        </FormField>
        <FormField label="首字母" required error={e.letter}>
          <Input
            aria-label="品牌首字母"
            placeholder="A-Z，如长安填 C"
            maxLength={1}
            value={v.letter}
            onChange={(x) => set('letter', x.toUpperCase())}
          />
        </FormField>
        <FormField label="展馆" error={e.hall}>
          <Input
            aria-label="展馆"
            placeholder="如：N1 馆"
            maxLength={20}
            value={v.hall}
            onChange={(x) => set('hall', x)}
          />
        </FormField>
        <FormField label="展位号" error={e.booth}>
          <Input
            aria-label="展位号"
            placeholder="如：N1-08"
            maxLength={20}
            value={v.booth}
            onChange={(x) => set('booth', x)}
          />
        </FormField>
        <FormField label="品牌标志" vertical error={e.logo}>
          <ImageField value={v.logo} onChange={(x) => set('logo', x)} label="上传品牌标志" />
        </FormField>
      </FormSection>
    </EditorSheet>
  );
}
