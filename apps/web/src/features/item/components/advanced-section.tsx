import { Input } from 'antd-mobile';
import { useState } from 'react';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { FormPicker } from '../../../components/ui/form-picker';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { OptionSelector } from '../../../components/ui/option-selector';
import {
  DISTRIBUTION_MODES,
  LIMIT_TYPES,
  PAYMENT_ORDERS,
  REGISTRATION_DISTRIBUTIONS,
  SHOP_KINDS,
  TEMPLATE_KINDS,
  WRITE_OFF_MODES,
} from '../../../lib/issuing';
import type { ItemForm } from '../hooks/use-item-form';
import { FIELD_HINTS } from '../utils/field-hints';
import type { ItemFormValues } from '../utils/item-form-values';
import { FieldHint } from './field-hint';
import { StylePicker } from './style-picker';

/** The fields of 高级设置: each has a default a new item starts with, so most issuers never open it. */
export const ADVANCED_FIELDS: (keyof ItemFormValues)[] = [
  'template_kind',
  'style_icon',
  'style_color',
  'write_off_mode',
  'shop_kind',
  'distribution_mode',
  'registration_distribution',
  'form_id',
  'payment_order',
  'limit_type',
  'limit_num',
];

/**
 * 高级设置, folded away: template, write-off, shop, settlement, sign-up form and its order, the write-off limit —
 * each with a one-line hint. It opens by itself when one of its fields has a message.
 */
export function AdvancedSection({ form }: { form: ItemForm }) {
  const { values: v, errors: e, set } = form;
  const [open, setOpen] = useState(false);
  const flagged = ADVANCED_FIELDS.some((f) => e[f]);
  const shown = open || flagged;
  return (
    <>
      <button
        type="button"
        className="item-advanced-toggle"
        aria-expanded={shown}
        aria-controls="item-advanced"
        onClick={() => setOpen(!shown)}
      >
        <strong>高级设置</strong>
        <span>{shown ? '以下均已按常用方式预设' : '核销、分账、报名表等，已按常用方式预设'}</span>
        <ChevronRightIcon />
      </button>
      {shown && (
        <div id="item-advanced">
          <FormSection title="票面与核销">
            <FormField label="模板类型" vertical error={e.template_kind}>
              <OptionSelector
                options={TEMPLATE_KINDS}
                value={v.template_kind}
                onChange={(x) => set('template_kind', x)}
              />
              <FieldHint>{FIELD_HINTS.template_kind}</FieldHint>
            </FormField>
            {v.template_kind === 2 && (
              <FormField label="图标与颜色" required vertical error={e.style_icon ?? e.style_color}>
                <StylePicker
                  icon={v.style_icon}
                  color={v.style_color}
                  onIcon={(x) => set('style_icon', x)}
                  onColor={(x) => set('style_color', x)}
                />
              </FormField>
            )}
            <FormField label="核销方式" vertical error={e.write_off_mode}>
              <OptionSelector
                options={WRITE_OFF_MODES}
                value={v.write_off_mode}
                onChange={(x) => set('write_off_mode', x)}
              />
              <FieldHint>{FIELD_HINTS.write_off_mode}</FieldHint>
            </FormField>
            <FormField label="门店类型" vertical error={e.shop_kind}>
              <OptionSelector options={SHOP_KINDS} value={v.shop_kind} onChange={(x) => set('shop_kind', x)} />
              <FieldHint>{FIELD_HINTS.shop_kind}</FieldHint>
            </FormField>
            <FormField label="核销限制" vertical error={e.limit_type}>
              <OptionSelector options={LIMIT_TYPES} value={v.limit_type} onChange={(x) => set('limit_type', x)} />
              <FieldHint>{FIELD_HINTS.limit_type}</FieldHint>
            </FormField>
            <FormField label={v.limit_type === 2 ? '每日可核销' : '共可核销'} extra="次" error={e.limit_num}>
              <Input
                placeholder="请输入次数"
                inputMode="numeric"
                value={v.limit_num}
                onChange={(x) => set('limit_num', x)}
              />
            </FormField>
          </FormSection>
          <FormSection title="结算与报名">
            <FormField label="分账方式" vertical error={e.distribution_mode}>
              <OptionSelector
                options={DISTRIBUTION_MODES}
                value={v.distribution_mode}
                onChange={(x) => set('distribution_mode', x)}
              />
              <FieldHint>{FIELD_HINTS.distribution_mode}</FieldHint>
            </FormField>
            <FormField label="报名表" vertical error={e.form_id}>
              <FormPicker value={v.form_id} onChange={(x) => set('form_id', x)} />
              <FieldHint>{FIELD_HINTS.form_id}</FieldHint>
            </FormField>
            <FormField label="报名发放" vertical error={e.registration_distribution}>
              <OptionSelector
                options={REGISTRATION_DISTRIBUTIONS}
                value={v.registration_distribution}
                onChange={(x) => set('registration_distribution', x)}
              />
              <FieldHint>{FIELD_HINTS.registration_distribution}</FieldHint>
            </FormField>
            <FormField label="支付顺序" vertical error={e.payment_order}>
              <OptionSelector
                options={PAYMENT_ORDERS}
                value={v.payment_order}
                onChange={(x) => set('payment_order', x)}
              />
              <FieldHint>{FIELD_HINTS.payment_order}</FieldHint>
            </FormField>
          </FormSection>
        </div>
      )}
    </>
  );
}
