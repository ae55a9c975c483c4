import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkerItems, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { scanCode } from '../../../lib/scan';
import { useSession } from '../../../lib/session';
import { checkerItemOf, renderAt } from '../test-helpers';
import ScanPage from './scan-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../lib/scan', () => ({ scanCode: vi.fn() }));

beforeEach(() => {
  useSession.setState({ token: 't', uid: 3 });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    if (def === checkerItems) return Promise.resolve({ list: [checkerItemOf()], count: 1, page_size: 100 });
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const open = () =>
  renderAt('/verification/scan/7', [
    { path: '/verification/scan/:id', element: <ScanPage /> },
    { path: '/verification/business/result/:qrcode', element: <p>结果页</p> },
  ]);

describe('ScanPage', () => {
  it('shows the point and today’s count; a typed code opens the result screen', async () => {
    const router = open();
    const banner = await screen.findByRole('region', { name: '当前核销点' });
    expect(banner.textContent).toContain('1号馆入口');
    expect(banner.textContent).toContain('今日核销2');
    fireEvent.click(screen.getByRole('button', { name: '核销' }));
    expect(await screen.findByText('请输入核销码')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '手动输入核销码' }), { target: { value: ' a/b+c ' } });
    fireEvent.click(screen.getByRole('button', { name: '核销' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/business/result/a%2Fb%2Bc'));
    expect(router.state.location.search).toBe('?point_id=7');
  });

  it('the holder’s digits typed with spaces open the result screen as bare digits', async () => {
    const router = open();
    const input = await screen.findByRole('textbox', { name: '手动输入核销码' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('输入持有人二维码下方的数字码，可不输空格')).toBeTruthy();
    fireEvent.change(input, { target: { value: ' 1234 5678 90 ' } });
    fireEvent.click(screen.getByRole('button', { name: '核销' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/business/result/1234567890'));
    expect(router.state.location.search).toBe('?point_id=7');
  });

  it('扫一扫 opens the result screen with the code read; a cancel stays', async () => {
    vi.mocked(scanCode).mockResolvedValueOnce(null).mockResolvedValueOnce('HC123');
    const router = open();
    fireEvent.click(await screen.findByRole('button', { name: '扫一扫' }));
    await waitFor(() => expect(scanCode).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/verification/scan/7');
    // the button is busy until the cancelled scan has settled: tap again until the second scan starts
    await waitFor(() => {
      if (vi.mocked(scanCode).mock.calls.length < 2) fireEvent.click(screen.getByRole('button', { name: '扫一扫' }));
      expect(scanCode).toHaveBeenCalledTimes(2);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/business/result/HC123'));
  });

  it('a point I do not check says so', async () => {
    renderAt('/verification/scan/99', [{ path: '/verification/scan/:id', element: <ScanPage /> }]);
    expect(await screen.findByText('未找到该核销点')).toBeTruthy();
  });
});
