import type { ShowCarAudit } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';

/** The 车辆上架 audit's detail (issue 19: filled in by that work). */
export function ShowCarAuditView({ showCar }: { showCar: ShowCarAudit }) {
  return <KeyValueList title="车辆上架" rows={[{ label: '编号', value: String(showCar.id) }]} />;
}
