import { Button, Input, Popup, Toast } from 'antd-mobile';
import { type SaleAdvisor } from '@kc/shared';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import { useFormState } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useSaleAdvisorSave } from '../api/sale-advisor-save';
import styles from './showroom.module.css';
import { UploadGuard } from '../../../components/ui/upload-guard';

interface AdvisorValues {
  name: string;
  mobile: string;
  wechat: string;
  title: string;
  avatar: string;
}

/**
 * Adds or edits a sale advisor of the business (name, mobile, WeChat id, title, avatar) in a bottom popup; the
 * server's field messages land under the fields.
 */
export function AdvisorEditor({
  advisor,
  onClose,
  onSaved,
}: {
  /** the advisor to edit; undefined adds one */
  advisor?: SaleAdvisor;
  onClose: () => void;
  onSaved?: (a: SaleAdvisor) => void;
}) {
  const form = useFormState<AdvisorValues>(() => ({
    name: advisor?.name ?? '',
    mobile: advisor?.mobile ?? '',
    wechat: advisor?.wechat ?? '',
    title: advisor?.title ?? '销售顾问',
    avatar: advisor?.avatar ?? '',
  }));
  const save = useSaleAdvisorSave();
  const { values: v, errors: e, set } = form;
  const submit = async () => {
    const errors: Partial<Record<keyof AdvisorValues, string>> = {};
    if (!v.name.trim()) errors.name = '请输入姓名';
    if (!v.mobile.trim()) errors.mobile = '请输入手机号';
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    try {
      const saved = await save.mutateAsync({
        ...(advisor ? { id: advisor.id } : {}),
        ...v,
        title: v.title || '销售顾问',
      });
      Toast.show({ icon: 'success', content: '已保存' });
      onSaved?.(saved);
      onClose();
    } catch (err) {
      if (!form.applyServerErrors(err)) showError(err);
    }
  };
  const text = (field: keyof AdvisorValues, label: string, placeholder: string, max: number, mode?: 'tel') => (
    <Input
      aria-label={label}
      placeholder={placeholder}
      maxLength={max}
      inputMode={mode}
      value={v[field]}
      onChange={(x) => set(field, x)}
      clearable
    />
  );
  return (
    <Popup
      visible
      onMaskClick={onClose}
      bodyClassName={styles.sheet}
      aria-label={advisor ? '编辑销售顾问' : '添加销售顾问'}
    >
      <h2 className={styles.sheetTitle}>{advisor ? '编辑销售顾问' : '添加销售顾问'}</h2>
      <FormSection title="顾问信息">
        <FormField label="姓名" required error={e.name}>
          {text('name', '顾问姓名', '如：张伟', 10)}
        </FormField>
        <FormField label="手机号" required error={e.mobile}>
          {text('mobile', '顾问手机号', '客户拨打的号码', 20, 'tel')}
        </FormField>
        <FormField label="微信号" error={e.wechat}>
          {text('wechat', '顾问微信号', '选填，客户可复制添加', 20)}
        </FormField>
        <FormField label="职位" error={e.title}>
          {text('title', '顾问职位', '如：销售顾问', 10)}
        </FormField>
        <FormField label="头像" vertical error={e.avatar}>
          <ImageField value={v.avatar} onChange={(x) => set('avatar', x)} label="上传顾问头像" />
        </FormField>
      </FormSection>
      <UploadGuard className={styles.sheetButtons}>
        <Button block onClick={onClose}>
          取消
        </Button>
        <Button block color="primary" loading={save.isPending} onClick={() => void submit()}>
          保存
        </Button>
      </UploadGuard>
    </Popup>
  );
}
