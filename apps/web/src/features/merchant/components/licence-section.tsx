import { Toast } from 'antd-mobile';
import type { MerchantApplication } from '@kc/shared';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import { showError } from '../../../lib/http';
import { useMerchantSave } from '../api/merchant-save';
import styles from './merchant.module.css';

/**
 * The business licence photo, saved with the draft as soon as it is uploaded. When the recognition provider reads it,
 * the empty enterprise fields are filled from it and what was entered differently is named; otherwise the auditor
 * reads the photo.
 */
export function LicenceSection({ application: a }: { application: MerchantApplication | null }) {
  const save = useMerchantSave();
  const change = async (url: string) => {
    try {
      const next = await save.mutateAsync({ licence_image: url });
      if (url && next.recognised) Toast.show({ content: '已识别营业执照，企业信息已按执照填写' });
    } catch (e) {
      showError(e);
    }
  };
  return (
    <FormSection title="营业执照">
      <FormField label="营业执照照片" required vertical>
        <ImageField value={a?.licence_image ?? ''} onChange={(url) => void change(url)} label="上传营业执照照片" />
        {a?.licence_image && !a.recognised && (
          <p className={styles.hint}>营业执照将由平台审核人员人工核对，请确保照片清晰完整</p>
        )}
        {!a?.licence_image && <p className={styles.hint}>请上传清晰的营业执照正本或副本照片，仅平台审核人员可见</p>}
        {a?.mismatches.map((m) => (
          <p key={m.field} className={styles.warn} role="alert">
            {m.label}与营业执照不一致：执照为“{m.recognised}”，你填写的是“{m.entered}”
          </p>
        ))}
      </FormField>
    </FormSection>
  );
}
