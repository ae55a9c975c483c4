import { formatDate, type MerchantApplication } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';

/** What was submitted (in review, or approved). */
export function ApplicationSummary({ application: a }: { application: MerchantApplication }) {
  return (
    <KeyValueList
      title="入驻信息"
      rows={[
        { label: '企业名称', value: a.name },
        { label: '统一社会信用代码', value: a.credit_code },
        { label: '商家类型', value: a.shop_kind_label },
        { label: '商家标签', value: a.tags.join('、') },
        { label: '法定代表人', value: a.legal_person },
        { label: '申请人', value: a.applicant_name },
        ...(a.submit_time ? [{ label: '提交时间', value: formatDate(a.submit_time) }] : []),
      ]}
    />
  );
}
