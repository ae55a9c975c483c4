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
 * Entries that depend on roles: 商家中心 and 活动管理 for owners and admins of a business (what the item screens need),
 * 展车管理 for those who list its cars (owners, admins, publishers), 审核 for auditors.
 */
export function useRoleEntries(): { title: string; to: string; kind: 'business' | 'audit' }[] {
  const businesses = useMyBusinesses();
  const auditor = useIsAuditor();
  const manager = businesses.data?.list.some((b) => b.roles.some((r) => r === 'owner' || r === 'admin')) ?? false;
  const seller =
    businesses.data?.list.some((b) => b.roles.some((r) => r === 'owner' || r === 'admin' || r === 'publisher')) ??
    false;
  return [
    ...(manager ? [{ title: '商家中心', to: '/ticket-invitation', kind: 'business' as const }] : []),
    ...(manager ? [{ title: '活动管理', to: '/funly-manage/manage', kind: 'business' as const }] : []),
    ...(seller ? [{ title: '展车管理', to: '/show-car/carSelfSalelist', kind: 'business' as const }] : []),
    ...(auditor ? [{ title: '审核', to: '/b/audit', kind: 'audit' as const }] : []),
  ];
}
