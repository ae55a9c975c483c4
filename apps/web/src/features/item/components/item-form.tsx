import type { Item } from '@kc/shared';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { useItemForm } from '../hooks/use-item-form';
import { AdvancedSection } from './advanced-section';
import { BasicSection } from './basic-section';
import { PriceSection } from './price-section';
import { RulesSection } from './rules-section';
import { TimeSection } from './time-section';
import { DraftSubmitBar } from '../../../components/ui/draft-actions';

/**
 * The item form of the three product types, with 保存草稿 and 提交审核 (a live item: 提交审核 only): what an issuer must
 * fill is marked, the choices with defaults are folded into 高级设置.
 */
export function ItemForm({ productType, item }: { productType: number; item?: Item }) {
  const form = useItemForm(productType, item);
  return (
    <div className="has-form-actions item-form">
      {form.restored && <RestoredNotice />}
      {form.live && <p className="notice-warning item-form-notice">修改将提交审核，审核通过前仍按原内容发放</p>}
      {item?.reject_remark && <p className="notice-danger item-form-notice">驳回原因：{item.reject_remark}</p>}
      <BasicSection form={form} projectName={item?.project_name} productType={productType} isNew={!item} />
      <PriceSection form={form} />
      <TimeSection form={form} />
      <RulesSection form={form} />
      <AdvancedSection form={form} />
      <DraftSubmitBar live={form.live} busy={form.busy} saveDraft={form.saveDraft} submit={form.submit} />
    </div>
  );
}
