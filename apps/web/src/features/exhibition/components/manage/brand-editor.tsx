import { Input } from 'antd-mobile';
import type { ExhibitionBrand } from '@kc/shared';
import { FormField, FormSection } from '../../../../components/ui/form-field';
import { ImageField } from '../../../../components/ui/image-field';
import { useFormState } from '../../../../lib/form';
import { useBrandSave } from '../../api/exhibition-brand-save';
import { EditorSheet, saveThenClose } from './editor-sheet';

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
    await saveThenClose(form, onClose, () =>
      save.mutateAsync({ project_id: projectId, ...(brand ? { id: brand.id } : {}), ...v }),
    );
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
