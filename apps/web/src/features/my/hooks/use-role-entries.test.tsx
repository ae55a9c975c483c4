import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { myBusinesses, userIndex, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { createQueryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { useRoleEntries } from './use-role-entries';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

const entriesOf = async (roles: string[]) => {
  vi.mocked(api.call).mockImplementation(((def: CallDef) =>
    Promise.resolve(
      def === myBusinesses
        ? { list: [{ business_id: 7, business_name: '示例车行', roles }] }
        : def === userIndex
          ? { roles: [] }
          : null,
    )) as typeof api.call);
  const { result } = renderHook(() => useRoleEntries(), { wrapper });
  // every role tested opens at least one entry (a publisher: 展车管理)
  await waitFor(() => expect(result.current.length).toBeGreaterThan(0));
  return result.current.map((e) => `${e.title} ${e.to}`);
};

beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  vi.mocked(api.call).mockReset();
});

describe('useRoleEntries: 数据统计 and 门岗大屏', () => {
  it('an owner or admin gets 数据统计 (/efficiency) and 门岗大屏 (/guard/index)', async () => {
    for (const role of ['owner', 'admin']) {
      const entries = await entriesOf([role]);
      expect(entries).toContain('数据统计 /efficiency');
      expect(entries).toContain('抽奖管理 /little-action/lottery/manage');
      expect(entries).toContain('门岗大屏 /guard/index');
    }
  });

  it('a checker gets 门岗大屏 only', async () => {
    const entries = await entriesOf(['checker']);
    expect(entries).toContain('门岗大屏 /guard/index');
    expect(entries).not.toContain('数据统计 /efficiency');
  });

  it('a publisher gets neither', async () => {
    const entries = await entriesOf(['publisher']);
    expect(entries.some((e) => e.startsWith('数据统计') || e.startsWith('门岗大屏'))).toBe(false);
  });
});
