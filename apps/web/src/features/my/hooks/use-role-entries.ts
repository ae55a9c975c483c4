import { useQuery } from '@tanstack/react-query';
import { useMyBusinesses } from '../../../lib/business';
import { useIsLoggedIn } from '../../../lib/session';
import { userIndexQuery } from '../api/user-index';

/** Entries that depend on roles: 商家中心 for members of a business, 审核 for auditors. */
export function useRoleEntries(): { title: string; to: string; kind: 'business' | 'audit' }[] {
  const businesses = useMyBusinesses();
  const index = useQuery({ ...userIndexQuery, enabled: useIsLoggedIn() });
  const auditor = index.data?.roles.some((r) => r.role === 'auditor') ?? false;
  return [
    ...((businesses.data?.list.length ?? 0) > 0
      ? [{ title: '商家中心', to: '/ticket-invitation', kind: 'business' as const }]
      : []),
    ...(auditor ? [{ title: '审核', to: '/b/audit', kind: 'audit' as const }] : []),
  ];
}
