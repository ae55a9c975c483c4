import { Button, Form, Input, Popup } from 'antd-mobile';
import type { Received } from '@kc/shared';
import { FormField } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import { useClaimForm } from '../hooks/use-claim-form';
import { TagPicker } from './tag-picker';
import styles from './claim-popup.module.css';
import { UploadGuard } from '../../../components/ui/upload-guard';

function ClaimForm({ received, onDone }: { received: Received; onDone: () => void }) {
  const form = useClaimForm(received.holding_id, onDone);
  return (
    <div className={styles.form} data-testid="claim-form">
      <h3 className={styles.title}>领取「{received.item_name}」</h3>
      <Form layout="horizontal" className={styles.fields} requiredMarkStyle="none">
        <FormField label="姓名" required error={form.errors.holder_name}>
          <Input
            placeholder="持证人姓名"
            value={form.values.holder_name}
            onChange={(v) => form.set('holder_name', v)}
            maxLength={20}
          />
        </FormField>
        <FormField label="照片" required vertical error={form.errors.holder_photo} extra={<small>正方形裁切</small>}>
          <div className={styles.photoField}>
            <ImageField
              label="上传照片"
              value={form.values.holder_photo}
              onChange={(url) => form.set('holder_photo', url)}
            />
          </div>
        </FormField>
        <FormField label="标签" vertical error={form.errors.holder_tags}>
          <TagPicker value={form.values.holder_tags} onChange={(tags) => form.set('holder_tags', tags)} />
        </FormField>
      </Form>
      {received.rule_content && (
        <section className={styles.rule} aria-label="使用说明">
          <h4>使用说明</h4>
          <p>{received.rule_content}</p>
        </section>
      )}
      <UploadGuard>
        <Button block color="primary" size="large" loading={form.saving} onClick={form.submit}>
          确认领取
        </Button>
      </UploadGuard>
    </div>
  );
}

/** The claim form in a bottom popup; a new form each time it opens. */
export function ClaimPopup({ received, onClose }: { received: Received | null; onClose: () => void }) {
  return (
    <Popup
      visible={received !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.popup}
      destroyOnClose
    >
      {received && <ClaimForm key={received.holding_id} received={received} onDone={onClose} />}
    </Popup>
  );
}
