import { useQuery } from '@tanstack/react-query';
import { useMyBusinesses } from '../../../lib/business';
import { useIsLoggedIn } from '../../../lib/session';
import { userIndexQuery } from '../api/user-index';

/** Whether the caller is a platform auditor (from userIndex's roles; false while it loads). */
export function useIsAuditor(): boolean {
  const index = useQuery({ ...userIndexQuery, enabled: useIsLoggedIn() });
  return index.data?.roles.some((r) => r.role === 'auditor') ?? false;
}

/**
 * Entries that depend on roles: 商家中心, 活动管理, 数据统计 and 抽奖管理 for owners and admins of a business (what the item
 * screens need), 展车管理 for those who list its cars (owners, admins, publishers), 门岗大屏 for those who run its
 * gates (owners, admins, checkers), 审核 for auditors.
 */
export function useRoleEntries(): { title: string; to: string; kind: 'business' | 'audit' }[] {
  const businesses = useMyBusinesses();
  const auditor = useIsAuditor();
  const holds = (roles: readonly string[]) =>
    businesses.data?.list.some((b) => b.roles.some((r) => roles.includes(r))) ?? false;
  const manager = holds(['owner', 'admin']);
  const seller = holds(['owner', 'admin', 'publisher']);
  const gatekeeper = holds(['owner', 'admin', 'checker']);
  return [
    ...(manager ? [{ title: '商家中心', to: '/ticket-invitation', kind: 'business' as const }] : []),
    ...(manager ? [{ title: '活动管理', to: '/funly-manage/manage', kind: 'business' as const }] : []),
    ...(manager ? [{ title: '数据统计', to: '/efficiency', kind: 'business' as const }] : []),
    ...(manager ? [{ title: '抽奖管理', to: '/little-action/lottery/manage', kind: 'business' as const }] : []),
    ...(gatekeeper ? [{ title: '门岗大屏', to: '/guard/index', kind: 'business' as const }] : []),
    ...(seller ? [{ title: '展车管理', to: '/show-car/carSelfSalelist', kind: 'business' as const }] : []),
    ...(auditor ? [{ title: '审核', to: '/b/audit', kind: 'audit' as const }] : []),
  ];
}
