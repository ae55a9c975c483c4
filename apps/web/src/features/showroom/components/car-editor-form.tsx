import { Input, NoticeBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import {
  bodyTypeLabel,
  bodyTypesOf,
  CAR_BODY_TYPES,
  carConditionLabel,
  ENERGY_TYPES,
  energyTypeLabel,
  GEARBOXES,
  gearboxLabel,
  type CarCondition,
  type ShowCarManage,
} from '@kc/shared';
import { CarModelPicker, carPickText } from '../../../components/ui/car-model-picker';
import { DraftSubmitBar } from '../../../components/ui/draft-actions';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { LabelledTextArea } from '../../../components/ui/labelled-text-area';
import { OptionSelector } from '../../../components/ui/option-selector';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { AdvisorPicker } from './advisor-picker';
import { useCarEditor } from './car-editor-state';
import type { CarEditorValues } from './car-editor-values';
import { DayField } from './day-field';
import { InspectionField } from './inspection-field';
import { PhotosField } from './photos-field';
import styles from './car-editor.module.css';

const ENERGIES = ENERGY_TYPES.map((value) => ({ value, label: energyTypeLabel[value] }));
const GEARS = GEARBOXES.map((value) => ({ value, label: gearboxLabel[value] }));
const CONDITIONS = (['new', 'used'] as const).map((value) => ({ value, label: carConditionLabel[value] }));
const PRICE_MODES = [
  { value: 'single' as const, label: '一口价' },
  { value: 'range' as const, label: '价格区间' },
];
const YEAR_MS = 365 * 86400_000;
const Hint = ({ children }: { children: string }) => <p className={styles.hint}>{children}</p>;

type TextField = {
  [K in keyof CarEditorValues]: CarEditorValues[K] extends string ? K : never;
}[keyof CarEditorValues];

/**
 * The listing form (new, draft, rejected or listed): the model from the catalogue, photos, price in 万, specs, the
 * used-car data, colour and city, the sale advisors. 保存草稿 / 提交审核, or 提交修改 for a listed car (its price
 * and photos change only after review).
 */
export function CarEditorForm({ car }: { car?: ShowCarManage }) {
  const form = useCarEditor(car);
  const { values: v, errors: e, set } = form;
  const [picking, setPicking] = useState(false);
  // the form's moment: the date pickers' ranges
  const [now] = useState(() => Date.now());
  const bodies = (v.vehicle_type ? bodyTypesOf(v.vehicle_type) : CAR_BODY_TYPES).map((value) => ({
    value,
    label: bodyTypeLabel[value],
  }));
  const input = (
    field: TextField,
    label: string,
    placeholder: string,
    o?: { max?: number; mode?: 'decimal' | 'numeric' },
  ) => (
    <Input
      aria-label={label}
      placeholder={placeholder}
      maxLength={o?.max}
      inputMode={o?.mode}
      value={v[field]}
      onChange={(x) => set(field, x)}
      clearable={!o?.mode}
    />
  );
  const used = v.condition === 'used';

  return (
    <div className="has-form-actions">
      {form.restored && <RestoredNotice />}
      {car?.state === 'rejected' && car.reject_reason && (
        <NoticeBar color="error" wrap content={`未通过原因：${car.reject_reason}`} />
      )}
      {form.approved && (
        <NoticeBar
          color="info"
          wrap
          content="该车辆已上架：修改价格、照片等信息需重新审核，审核通过前展示原内容；销售顾问的调整立即生效"
        />
      )}
      {form.approved && car?.reject_reason && <NoticeBar color="error" wrap content={car.reject_reason} />}

      <FormSection title="车型">
        <FormField label="车型" required error={e.model_id} onClick={() => setPicking(true)}>
          <span className={v.pick_text ? undefined : styles.placeholder}>
            {v.pick_text || '选择品牌 / 车系 / 车型'}
          </span>
        </FormField>
        <FormField label="车况" required vertical error={e.condition}>
          <OptionSelector<CarCondition>
            options={CONDITIONS}
            value={v.condition}
            onChange={(x) => set('condition', x)}
          />
        </FormField>
        <FormField label="年款" required extra="年" error={e.year}>
          {input('year', '年款', '如：2024', { max: 4, mode: 'numeric' })}
        </FormField>
      </FormSection>

      <FormSection title="照片">
        <FormField label="车辆照片" required vertical error={e.photos}>
          <PhotosField value={v.photos} onChange={(x) => set('photos', x)} />
          <Hint>1-30张，第一张为封面，建议横拍外观、内饰、细节</Hint>
        </FormField>
      </FormSection>

      <FormSection title="价格">
        <FormField label="报价方式" vertical>
          <OptionSelector options={PRICE_MODES} value={v.price_mode} onChange={(x) => set('price_mode', x)} />
        </FormField>
        <FormField label={v.price_mode === 'single' ? '售价' : '最低价'} required extra="万" error={e.price_min}>
          {input('price_min', v.price_mode === 'single' ? '售价（万）' : '最低价（万）', '如：17.98', {
            mode: 'decimal',
          })}
        </FormField>
        {v.price_mode === 'range' && (
          <FormField label="最高价" required extra="万" error={e.price_max}>
            {input('price_max', '最高价（万）', '如：23.98', { mode: 'decimal' })}
          </FormField>
        )}
        <Hint>单位为万元，精确到百元，如 7.98 表示 7.98万</Hint>
      </FormSection>

      <FormSection title="参数">
        <FormField label="能源类型" required vertical error={e.energy}>
          <OptionSelector options={ENERGIES} value={v.energy} onChange={(x) => set('energy', x)} columns={3} />
        </FormField>
        <FormField label="车身类型" required vertical error={e.body}>
          <Selector
            columns={4}
            showCheckMark={false}
            className="option-selector"
            options={bodies}
            value={v.body ? [v.body] : []}
            onChange={(x) => x[0] && set('body', x[0])}
          />
        </FormField>
        <FormField label="变速箱" required vertical error={e.gearbox}>
          <OptionSelector options={GEARS} value={v.gearbox} onChange={(x) => set('gearbox', x)} columns={3} />
        </FormField>
        <FormField label="颜色" required error={e.colour}>
          {input('colour', '车身颜色', '如：极地白', { max: 10 })}
        </FormField>
        <FormField label="所在城市" required error={e.city}>
          {input('city', '所在城市', '如：重庆', { max: 20 })}
        </FormField>
      </FormSection>

      {used && (
        <FormSection title="二手车信息">
          <FormField label="行驶里程" required extra="公里" error={e.mileage_km}>
            {input('mileage_km', '行驶里程（公里）', '如：42000', { mode: 'numeric' })}
          </FormField>
          <FormField label="上牌日期" required error={e.registered_on}>
            <DayField
              title="上牌日期"
              placeholder="请选择上牌日期"
              value={v.registered_on}
              onChange={(x) => set('registered_on', x)}
              min={new Date(now - 30 * YEAR_MS)}
              max={new Date(now)}
            />
          </FormField>
          <FormField label="年检到期" required error={e.inspection_until}>
            <DayField
              title="年检到期日"
              placeholder="请选择年检到期日"
              value={v.inspection_until}
              onChange={(x) => set('inspection_until', x)}
              min={new Date(now - 2 * YEAR_MS)}
              max={new Date(now + 6 * YEAR_MS)}
            />
          </FormField>
          <FormField label="保险到期" required error={e.insurance_until}>
            <DayField
              title="保险到期日"
              placeholder="请选择保险到期日"
              value={v.insurance_until}
              onChange={(x) => set('insurance_until', x)}
              min={new Date(now - 2 * YEAR_MS)}
              max={new Date(now + 3 * YEAR_MS)}
            />
          </FormField>
          <FormField label="过户次数" required extra="次" error={e.transfers}>
            {input('transfers', '过户次数', '如：0', { max: 2, mode: 'numeric' })}
          </FormField>
          <FormField label="检测报告" required vertical error={e.inspection}>
            <InspectionField value={v.inspection} onChange={(x) => set('inspection', x)} />
          </FormField>
        </FormSection>
      )}

      <FormSection title="销售顾问">
        <FormField label="销售顾问" required vertical error={e.advisor_ids}>
          <AdvisorPicker value={v.advisor_ids} onChange={(x) => set('advisor_ids', x)} />
        </FormField>
      </FormSection>

      <FormSection title="车辆介绍">
        <FormField label="介绍" vertical error={e.description}>
          <LabelledTextArea
            label="车辆介绍"
            placeholder="配置亮点、优惠政策、车况说明等"
            value={v.description}
            onChange={(x) => set('description', x)}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={500}
            showCount
          />
        </FormField>
      </FormSection>

      <DraftSubmitBar
        live={form.approved}
        busy={form.busy}
        saveDraft={form.saveDraft}
        submit={form.submit}
        submitText={form.approved ? '提交修改' : '提交审核'}
      />

      <CarModelPicker
        visible={picking}
        vehicleType="both"
        title="选择车型"
        onClose={() => setPicking(false)}
        onSelect={(pick) => {
          setPicking(false);
          set('brand_id', pick.brand.id);
          set('series_id', pick.series?.id ?? null);
          set('model_id', pick.model?.id ?? null);
          set('pick_text', carPickText(pick));
          set('vehicle_type', pick.brand.vehicle_type);
          if (pick.model && !v.year) set('year', String(pick.model.year));
          if (v.body && !bodyTypesOf(pick.brand.vehicle_type).includes(v.body)) set('body', null);
        }}
      />
    </div>
  );
}
