import { Input, TextArea } from 'antd-mobile';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { FormPicker } from '../../../components/ui/form-picker';
import { OptionSelector } from '../../../components/ui/option-selector';
import {
  DISTRIBUTION_MODES,
  LIMIT_TYPES,
  PAYMENT_ORDERS,
  REGISTRATION_DISTRIBUTIONS,
  SHOP_KINDS,
  WRITE_OFF_MODES,
} from '../../../lib/issuing';
import type { ItemForm } from '../hooks/use-item-form';

/** Write-off, shop, distribution, registration, payment order, write-off limit and the rule text. */
export function RulesSection({ form }: { form: ItemForm }) {
  const { values: v, errors: e, set } = form;
  return (
    <FormSection title="核销与规则">
      <FormField label="核销方式" required vertical error={e.write_off_mode}>
        <OptionSelector options={WRITE_OFF_MODES} value={v.write_off_mode} onChange={(x) => set('write_off_mode', x)} />
      </FormField>
      <FormField label="门店类型" required vertical error={e.shop_kind}>
        <OptionSelector options={SHOP_KINDS} value={v.shop_kind} onChange={(x) => set('shop_kind', x)} />
      </FormField>
      <FormField label="分账方式" required vertical error={e.distribution_mode}>
        <OptionSelector
          options={DISTRIBUTION_MODES}
          value={v.distribution_mode}
          onChange={(x) => set('distribution_mode', x)}
        />
      </FormField>
      <FormField label="报名发放" required vertical error={e.registration_distribution}>
        <OptionSelector
          options={REGISTRATION_DISTRIBUTIONS}
          value={v.registration_distribution}
          onChange={(x) => set('registration_distribution', x)}
        />
      </FormField>
      <FormField label="报名表" vertical error={e.form_id}>
        <FormPicker value={v.form_id} onChange={(x) => set('form_id', x)} />
      </FormField>
      <FormField label="支付顺序" required vertical error={e.payment_order}>
        <OptionSelector options={PAYMENT_ORDERS} value={v.payment_order} onChange={(x) => set('payment_order', x)} />
      </FormField>
      <FormField label="核销限制" required vertical error={e.limit_type}>
        <OptionSelector options={LIMIT_TYPES} value={v.limit_type} onChange={(x) => set('limit_type', x)} />
      </FormField>
      <FormField label={v.limit_type === 2 ? '每日可核销' : '共可核销'} required extra="次" error={e.limit_num}>
        <Input placeholder="请输入次数" inputMode="numeric" value={v.limit_num} onChange={(x) => set('limit_num', x)} />
      </FormField>
      <FormField label="使用规则" vertical error={e.rule_content}>
        <TextArea
          placeholder="如：凭票入场，一人一票，过期作废"
          value={v.rule_content}
          onChange={(x) => set('rule_content', x)}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={5000}
          showCount
        />
      </FormField>
    </FormSection>
  );
}
