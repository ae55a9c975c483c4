import { Button, Input, Selector, Toast } from 'antd-mobile';
import { EXHIBITION_VARIANTS, VARIANTS, type ExhibitionInfo, type ExhibitionVariant } from '@kc/shared';
import { FormField, FormSection } from '../../../../components/ui/form-field';
import { LabelledTextArea } from '../../../../components/ui/labelled-text-area';
import { useFormState } from '../../../../lib/form';
import { showError } from '../../../../lib/http';
import { usePageSave } from '../../api/exhibition-page-save';
import { RichTextEditor } from '../../../../components/ui/rich-text-editor';
import styles from './manage.module.css';
import { UploadGuard } from '../../../../components/ui/upload-guard';

const NONE = 'none';
const VARIANT_OPTIONS = [
  ...EXHIBITION_VARIANTS.map((v) => ({ label: VARIANTS[v].title, value: v as string })),
  { label: '不属于品牌版本', value: NONE },
];
const coordinate = (v: string): number | null => (v.trim() === '' ? null : Number(v));

/** The page's own fields: brand variant, opening hours, introduction, motorhome zone, map position. */
export function PageForm({ info }: { info: ExhibitionInfo }) {
  const form = useFormState(() => ({
    variant: info.variant ?? NONE,
    opening_hours: info.opening_hours,
    introduction: info.introduction,
    motorhome: info.motorhome,
    lat: info.lat === null ? '' : String(info.lat),
    lng: info.lng === null ? '' : String(info.lng),
  }));
  const save = usePageSave();
  const { values: v, errors: e, set } = form;
  const submit = async () => {
    const lat = coordinate(v.lat);
    const lng = coordinate(v.lng);
    if (lat !== null && Number.isNaN(lat)) return form.setErrors({ lat: '纬度无效' });
    if (lng !== null && Number.isNaN(lng)) return form.setErrors({ lng: '经度无效' });
    try {
      await save.mutateAsync({
        project_id: info.id,
        variant: v.variant === NONE ? null : (v.variant as ExhibitionVariant),
        opening_hours: v.opening_hours,
        introduction: v.introduction,
        motorhome: v.motorhome,
        lat,
        lng,
      });
      form.markSaved();
      Toast.show({ icon: 'success', content: '已保存' });
    } catch (err) {
      if (!form.applyServerErrors(err)) showError(err);
    }
  };
  return (
    <>
      <FormSection title="展会页面">
        <FormField label="所属版本" vertical error={e.variant}>
          <Selector
            aria-label="所属版本"
            columns={2}
            options={VARIANT_OPTIONS}
            value={[v.variant]}
            onChange={(x) => x[0] && set('variant', x[0])}
          />
          <div className={styles.fieldHint}>该版本的展会首页显示此展会</div>
        </FormField>
        <FormField label="开放时间" vertical error={e.opening_hours}>
          <LabelledTextArea
            label="开放时间"
            placeholder="如：9:00-18:00（17:00 停止入场）"
            maxLength={100}
            rows={2}
            value={v.opening_hours}
            onChange={(x) => set('opening_hours', x)}
          />
        </FormField>
        <FormField label="展会介绍" vertical error={e.introduction}>
          <RichTextEditor
            label="展会介绍"
            imageAlt="展会介绍插图"
            value={info.introduction}
            onChange={(x) => set('introduction', x)}
          />
        </FormField>
        <FormField label="房车展区" vertical error={e.motorhome}>
          <RichTextEditor
            label="房车展区介绍"
            imageAlt="房车展区插图"
            value={info.motorhome}
            onChange={(x) => set('motorhome', x)}
          />
        </FormField>
        <FormField label="纬度" error={e.lat}>
          <Input
            aria-label="纬度"
            placeholder="选填，如 29.7255"
            inputMode="decimal"
            value={v.lat}
            onChange={(x) => set('lat', x)}
          />
        </FormField>
        <FormField label="经度" error={e.lng}>
          <Input
            aria-label="经度"
            placeholder="选填，如 106.5426"
            inputMode="decimal"
            value={v.lng}
            onChange={(x) => set('lng', x)}
          />
        </FormField>
      </FormSection>
      <p className={styles.hint}>经纬度为高德坐标，填写后展会页可查看地图。</p>
      <UploadGuard className={styles.saveBar}>
        <Button block color="primary" loading={save.isPending} onClick={() => void submit()}>
          保存页面
        </Button>
      </UploadGuard>
    </>
  );
}
