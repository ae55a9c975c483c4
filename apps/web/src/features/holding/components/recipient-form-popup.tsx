import { Button, Form, Input, Popup } from 'antd-mobile';
import { FormField } from '../../../components/ui/form-field';
import { useRecipientForm } from '../hooks/use-recipient-form';
import styles from './recipients.module.css';

export interface RecipientFormPopupProps {
  /** null: closed */
  mode: 'self' | 'family' | null;
  onClose: () => void;
}

/** 本人信息 or 添加家人: name, mobile and optional ID number, checked here and by the server. */
export function RecipientFormPopup({ mode, onClose }: RecipientFormPopupProps) {
  return (
    <Popup visible={mode !== null} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      {mode && <RecipientForm self={mode === 'self'} onDone={onClose} />}
    </Popup>
  );
}

function RecipientForm({ self, onDone }: { self: boolean; onDone: () => void }) {
  const f = useRecipientForm(self, onDone);
  const title = self ? '本人信息' : '添加家人';
  return (
    <div className={styles.form} role="dialog" aria-label={title}>
      <h3>{title}</h3>
      <Form layout="horizontal" mode="card" className="form-section" requiredMarkStyle="asterisk">
        <FormField label="姓名" required error={f.errors.name}>
          <Input placeholder="请输入中文姓名" value={f.values.name} onChange={(v) => f.set('name', v)} maxLength={20} />
        </FormField>
        <FormField label="手机号" required error={f.errors.mobile}>
          <Input
            placeholder="请输入手机号"
            type="tel"
            value={f.values.mobile}
            onChange={(v) => f.set('mobile', v)}
            maxLength={20}
          />
        </FormField>
        <FormField label="身份证号" error={f.errors.id_number}>
          <Input placeholder="选填" value={f.values.id_number} onChange={(v) => f.set('id_number', v)} maxLength={18} />
        </FormField>
      </Form>
      <div className="block-button">
        <Button block color="primary" loading={f.saving} onClick={f.submit}>
          保存
        </Button>
      </div>
    </div>
  );
}
