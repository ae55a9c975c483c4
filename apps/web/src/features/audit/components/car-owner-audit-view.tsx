import type { CarOwnerAudit } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';

/** The 车主认证 audit's detail (issue 19: filled in by that work). */
export function CarOwnerAuditView({ carOwner }: { carOwner: CarOwnerAudit }) {
  return <KeyValueList title="车主认证" rows={[{ label: '编号', value: String(carOwner.id) }]} />;
}
