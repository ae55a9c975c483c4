import type { RealNameAudit } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';

/** The 实名认证 audit's detail (issue 19: filled in by that work). */
export function RealNameAuditView({ realName }: { realName: RealNameAudit }) {
  return <KeyValueList title="实名认证" rows={[{ label: '编号', value: String(realName.id) }]} />;
}
