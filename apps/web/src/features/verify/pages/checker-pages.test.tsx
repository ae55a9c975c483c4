import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkerItems, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { checkerItemOf, renderAt } from '../test-helpers';
import CertScanPage from './cert-scan-page';
import CheckListPage from './check-list-page';
import CheckerItemPage from './checker-item-page';
import TicketListPage from './ticket-list-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const items = [
  checkerItemOf({
    points: [
      { id: 7, point_name: '1号馆入口', point_location: '1号馆', write_off_type: 1, used: 3, today: 2 },
      { id: 9, point_name: '2号馆入口', point_location: '2号馆', write_off_type: 1, used: 1, today: 1 },
    ],
  }),
  checkerItemOf({
    item_id: 6,
    name: '媒体证',
    is_cert: true,
    points: [{ id: 8, point_name: '媒体通道', point_location: '南门', write_off_type: 1, used: 0, today: 0 }],
  }),
];

beforeEach(() => {
  useSession.setState({ token: 't', uid: 3 });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: { item_id?: number }) => {
    if (def === checkerItems) {
      const list = q.item_id ? items.filter((i) => i.item_id === q.item_id) : items;
      return Promise.resolve({ list, count: list.length, page_size: 10 });
    }
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const others = [
  { path: '/ticket-invitation/checker/:id', element: <CheckerItemPage /> },
  { path: '/verification/scan/:id', element: <p>扫码页</p> },
  { path: '/pc/scan', element: <p>扫码枪页</p> },
  { path: '/checkpoint/logs/:id', element: <p>记录页</p> },
];

describe('the checker’s screens', () => {
  it('我的核销 lists the items I check with my points and today’s counts; tap opens the item', async () => {
    const router = renderAt('/ticket-invitation/check/list', [
      { path: '/ticket-invitation/check/list', element: <CheckListPage /> },
      ...others,
    ]);
    const card = await screen.findByRole('article', { name: '车展门票' });
    expect(card.textContent).toContain('示例车展运营公司');
    expect(card.textContent).toContain('1号馆入口今日核销 2');
    expect(card.textContent).toContain('今日合计 3');
    expect(screen.getByRole('article', { name: '媒体证' }).textContent).toContain('证件');
    fireEvent.click(card);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket-invitation/checker/5'));

    // the item: my points there, each with 扫码核销, 扫码枪, 记录
    const point = await screen.findByRole('article', { name: '2号馆入口' });
    expect(
      vi.mocked(api.call).mock.calls.some(([d, q]) => d === checkerItems && (q as { item_id?: number }).item_id === 5),
    ).toBe(true);
    fireEvent.click(within(point).getByRole('button', { name: '扫码枪' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/pc/scan?point_id=9'),
    );
    void router.navigate(-1);
    fireEvent.click(
      within(await screen.findByRole('article', { name: '2号馆入口' })).getByRole('button', { name: '记录' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkpoint/logs/9'));
    void router.navigate(-1);
    fireEvent.click(
      within(await screen.findByRole('article', { name: '1号馆入口' })).getByRole('button', { name: '扫码核销' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/scan/7'));
  });

  it('an item I check no point of says so', async () => {
    renderAt('/ticket-invitation/checker/99', others);
    expect(await screen.findByText('暂无核销点')).toBeTruthy();
  });

  it('the ticket list picks any of my points; the pass scan only passes', async () => {
    const router = renderAt('/verification/ticket-list', [
      { path: '/verification/ticket-list', element: <TicketListPage /> },
      { path: '/cert/scan', element: <CertScanPage /> },
      ...others,
    ]);
    const picker = await screen.findByRole('list', { name: '选择核销点' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((b) => b.querySelector('strong')?.textContent),
    ).toEqual(['1号馆入口', '2号馆入口', '媒体通道']);
    fireEvent.click(within(picker).getByText('2号馆入口'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/scan/9'));

    void router.navigate('/cert/scan');
    await screen.findByText('选择要核验证件的核销点');
    const certs = await screen.findByRole('list', { name: '选择核销点' });
    expect(within(certs).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(certs).getByText('媒体通道'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/scan/8'));
  });
});
