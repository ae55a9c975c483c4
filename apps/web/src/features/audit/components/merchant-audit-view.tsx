import type { MerchantAudit } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';

/** The 商家入驻 audit's detail (issue 19: filled in by that work). */
export function MerchantAuditView({ merchant }: { merchant: MerchantAudit }) {
  return <KeyValueList title="商家入驻" rows={[{ label: '编号', value: String(merchant.id) }]} />;
}
