import { Button, Form, Input } from 'antd-mobile';
import type { Cert } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { useCertRegisterForm } from '../hooks/use-cert-register-form';
import styles from './cert-register-form.module.css';

/** 持证人姓名, 证件照 and an optional 身份证号 for one of my passes; 提交登记 in the bottom bar. */
export function CertRegisterForm({ cert, editing }: { cert: Cert; editing: boolean }) {
  const form = useCertRegisterForm(cert);
  return (
    <>
      {form.restored && <RestoredNotice />}
      <Form layout="horizontal" mode="card" className="form-section" requiredMarkStyle="none">
        <Form.Header>{editing ? '修改持证人信息' : '登记持证人信息'}</Form.Header>
        <FormField label="持证人姓名" required error={form.errors.holder_name}>
          <Input
            aria-label="持证人姓名"
            placeholder="请输入中文姓名"
            value={form.values.holder_name}
            onChange={(v) => form.set('holder_name', v)}
            maxLength={20}
            clearable
          />
        </FormField>
        <FormField label="证件照" required vertical error={form.errors.holder_photo}>
          <div className={styles.photoField} data-testid="cert-photo-field">
            <ImageField
              label="上传证件照"
              value={form.values.holder_photo}
              onChange={(url) => form.set('holder_photo', url)}
            />
            <p className={styles.hint}>请上传本人近期正面免冠照片，入场时核对</p>
          </div>
        </FormField>
        <FormField label="身份证号" error={form.errors.holder_id_number}>
          <Input
            aria-label="身份证号"
            placeholder="选填"
            value={form.values.holder_id_number}
            onChange={(v) => form.set('holder_id_number', v)}
            maxLength={18}
            clearable
          />
        </FormField>
      </Form>
      <p className="form-tip">证件登记后仅限持证人本人使用；首次使用后不能再修改。</p>
      <ActionBar>
        <Button color="primary" size="large" loading={form.saving} onClick={form.submit}>
          {editing ? '保存修改' : '提交登记'}
        </Button>
      </ActionBar>
    </>
  );
}
