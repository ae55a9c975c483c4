import { Button, Form, Input, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsFor } from '../../../lib/form';
import { useGuardSettings } from '../api/statistics-guard-settings';
import { checkGuardSettings, type GuardSettingsValues } from './guard-settings-rules';
import styles from './guard.module.css';

export interface GuardSettingsPopupProps {
  project: { id: number; name: string; capacity: number; alert_per_minute: number };
  onClose: () => void;
  onSaved: () => void;
}

/** 设置: the project's venue capacity and the entries a minute at one point above which the point shows 预警. */
export function GuardSettingsPopup({ project, onClose, onSaved }: GuardSettingsPopupProps) {
  const save = useGuardSettings();
  const [values, setValues] = useState<GuardSettingsValues>({
    capacity: String(project.capacity),
    alert_per_minute: String(project.alert_per_minute),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof GuardSettingsValues, string>>>({});
  const set = (field: keyof GuardSettingsValues) => (text: string) => {
    setValues((v) => ({ ...v, [field]: text }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = () => {
    const checked = checkGuardSettings(project.id, values);
    if ('errors' in checked) return setErrors(checked.errors);
    save.mutate(checked.query, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: '已保存' });
        onSaved();
      },
      onError: (e) => setErrors(fieldErrorsFor(e, values)),
    });
  };
  return (
    <Popup visible onMaskClick={onClose} bodyClassName={styles.sheet} aria-label="门岗设置">
      <h3 className={styles.sheetTitle}>门岗设置 · {project.name}</h3>
      <Form layout="horizontal">
        <FormField label="场馆容量" error={errors.capacity} extra="人，0为不设置">
          <Input
            aria-label="场馆容量"
            inputMode="numeric"
            value={values.capacity}
            onChange={set('capacity')}
            placeholder="今日可入场的总人数"
          />
        </FormField>
        <FormField label="预警值" error={errors.alert_per_minute} extra="人次/分钟，0为不预警">
          <Input
            aria-label="预警值"
            inputMode="numeric"
            value={values.alert_per_minute}
            onChange={set('alert_per_minute')}
            placeholder="单个核销点每分钟入场"
          />
        </FormField>
      </Form>
      <div className={styles.sheetActions}>
        <Button block onClick={onClose}>
          取消
        </Button>
        <Button block color="primary" loading={save.isPending} onClick={submit}>
          保存
        </Button>
      </div>
    </Popup>
  );
}
