import { Input } from 'antd-mobile';
import { FormField, FormSection } from '../../../components/ui/form-field';
import type { ItemForm } from '../hooks/use-item-form';
import { FIELD_HINTS } from '../utils/field-hints';
import { FieldHint } from './field-hint';

/** Sell and par value in 元 (sent as 分), total stock and the per-user limit. */
export function PriceSection({ form }: { form: ItemForm }) {
  const { values: v, errors: e, set } = form;
  return (
    <FormSection title="价格与数量">
      <FormField label="售价" extra="元" error={e.sell_value}>
        <Input
          placeholder="0.00 为免费"
          inputMode="decimal"
          value={v.sell_value}
          onChange={(x) => set('sell_value', x)}
        />
        <FieldHint>{FIELD_HINTS.sell_value}</FieldHint>
      </FormField>
      <FormField label="面值" extra="元" error={e.par_value}>
        <Input placeholder="0.00" inputMode="decimal" value={v.par_value} onChange={(x) => set('par_value', x)} />
        <FieldHint>{FIELD_HINTS.par_value}</FieldHint>
      </FormField>
      <FormField label="发放总量" required extra="张" error={e.total_stock}>
        <Input
          placeholder="请输入发放总量"
          inputMode="numeric"
          value={v.total_stock}
          onChange={(x) => set('total_stock', x)}
        />
      </FormField>
      <FormField label="每人限领" extra="张" error={e.per_user_limit}>
        <Input
          placeholder="请输入每人限领数量"
          inputMode="numeric"
          value={v.per_user_limit}
          onChange={(x) => set('per_user_limit', x)}
        />
        <FieldHint>{FIELD_HINTS.per_user_limit}</FieldHint>
      </FormField>
    </FormSection>
  );
}
