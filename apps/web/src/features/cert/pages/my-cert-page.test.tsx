import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdingList } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { holdingOf, renderAt } from '../test-helpers';
import MyCertPage from './my-cert-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/my/cert', element: <MyCertPage /> },
  { path: '/my/cert/history', element: <MyCertPage /> },
];

beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockResolvedValue({
    list: [
      holdingOf({ holding_id: 42, registered: true, holder_name: '王*明', ticket_name: '嘉宾证' }),
      holdingOf({ holding_id: 43, cert_sn: 'fedcba9876543210', ticket_name: '媒体证' }),
    ],
    count: 2,
  });
});

describe('MyCertPage', () => {
  it('lists my usable passes: holder or 待登记, validity', async () => {
    renderAt('/my/cert', routes);
    const guest = await screen.findByRole('article', { name: '嘉宾证' });
    expect(vi.mocked(api.call).mock.calls[0]?.slice(0, 2)).toEqual([
      holdingList,
      { is_cert: true, scope: 'valid', keyword: '', page: 1, page_size: 10 },
    ]);
    expect(within(guest).getByText('王*明')).toBeTruthy();
    expect(within(guest).getByText('已登记')).toBeTruthy();
    expect(within(guest).getByText(/2025\.06\.01 - 2025\.06\.30/)).toBeTruthy();
    const media = screen.getByRole('article', { name: '媒体证' });
    expect(within(media).getAllByText('待登记').length).toBeGreaterThan(0);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('a registered pass opens its QR screen', async () => {
    const { path } = renderAt('/my/cert', routes);
    fireEvent.click(await screen.findByRole('link', { name: '嘉宾证' }));
    await waitFor(() => expect(path()).toBe('/verification/show-qrcode/42?isCert=1'));
  });

  it('an unregistered pass opens the registration', async () => {
    const { path } = renderAt('/my/cert', routes);
    fireEvent.click(await screen.findByRole('link', { name: '媒体证' }));
    await waitFor(() => expect(path()).toBe('/cert/register?cert_sn=fedcba9876543210'));
  });

  it('history lists used and expired passes and links back', async () => {
    vi.mocked(api.call).mockResolvedValue({
      list: [holdingOf({ state: 'expired', state_label: '已过期', registered: true, holder_name: '王*明' })],
      count: 1,
    });
    const { path } = renderAt('/my/cert/history', routes);
    expect(await screen.findByText('已过期')).toBeTruthy();
    expect((vi.mocked(api.call).mock.calls[0]?.[1] as { scope: string }).scope).toBe('old');
    fireEvent.click(screen.getByRole('button', { name: '可用证件' }));
    await waitFor(() => expect(path()).toBe('/my/cert'));
  });

  it('empty: 暂无可用证件', async () => {
    vi.mocked(api.call).mockResolvedValue({ list: [], count: 0 });
    renderAt('/my/cert', routes);
    expect(await screen.findByText('暂无可用证件')).toBeTruthy();
  });
});
