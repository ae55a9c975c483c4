import { Button } from 'antd-mobile';
import { REAL_NAME_REVIEW_TEXT, realNameMethodLabel, type RealNameMethod } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import type { FieldErrors } from '../../../lib/form';
import styles from './real-name.module.css';

export interface Photos {
  front_image: string;
  back_image: string;
}

const DESCRIPTIONS: Record<RealNameMethod, string> = {
  liveness: '由人脸核身服务商比对您的人脸与身份信息，约1分钟出结果',
  manual: `上传身份证人像面和国徽面照片，${REAL_NAME_REVIEW_TEXT}`,
};

/**
 * 人脸识别 (only when the server offers it: the manual provider cannot) or 人工审核 with the ID card's two photos
 * through the signed uploads; then submit.
 */
export function MethodStep({
  liveness,
  method,
  photos,
  errors,
  sending,
  onMethod,
  onPhoto,
  onSubmit,
}: {
  liveness: boolean;
  method: RealNameMethod;
  photos: Photos;
  errors: FieldErrors<Photos>;
  sending: boolean;
  onMethod: (m: RealNameMethod) => void;
  onPhoto: (field: keyof Photos, url: string) => void;
  onSubmit: () => void;
}) {
  const methods: RealNameMethod[] = liveness ? ['liveness', 'manual'] : ['manual'];
  return (
    <div className="has-form-actions">
      <div className={styles.methods} role="radiogroup" aria-label="认证方式">
        {methods.map((m) => (
          <label key={m} className={m === method ? `${styles.method} ${styles.chosen}` : styles.method}>
            <input type="radio" name="real-name-method" checked={m === method} onChange={() => onMethod(m)} />
            <div>
              <strong>{realNameMethodLabel[m]}</strong>
              <span>{DESCRIPTIONS[m]}</span>
            </div>
          </label>
        ))}
        {!liveness && <p className={styles.hint}>人脸识别暂未开通，请选择人工审核。</p>}
      </div>
      {method === 'manual' && (
        <FormSection title="上传身份证照片">
          <FormField label="身份证人像面" required vertical error={errors.front_image}>
            <ImageField
              value={photos.front_image}
              onChange={(x) => onPhoto('front_image', x)}
              label="上传身份证人像面照片"
            />
          </FormField>
          <FormField label="身份证国徽面" required vertical error={errors.back_image}>
            <ImageField
              value={photos.back_image}
              onChange={(x) => onPhoto('back_image', x)}
              label="上传身份证国徽面照片"
            />
            <p className={styles.hint}>照片仅平台审核员可见，审核完成后立即删除。</p>
          </FormField>
        </FormSection>
      )}
      <ActionBar>
        <Button color="primary" block loading={sending} disabled={sending} onClick={onSubmit}>
          {method === 'liveness' ? '开始人脸识别' : '提交审核'}
        </Button>
      </ActionBar>
    </div>
  );
}
