import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkerItems, writeOff, type CallDef, type WriteOffResult } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { checkerItemOf, okResult, refusedResult, renderAt } from '../test-helpers';
import PcScanPage from './pc-scan-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

let answer: (q: { code: string; nonce: string }) => Promise<WriteOffResult>;
const items = [
  checkerItemOf(),
  checkerItemOf({
    item_id: 6,
    name: '媒体证',
    is_cert: true,
    points: [{ id: 8, point_name: '媒体通道', point_location: '南门', write_off_type: 1, used: 0, today: 0 }],
  }),
];
const writeOffCalls = () =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === writeOff)
    .map(([, q]) => q as { code: string; point_id: number; nonce: string });

beforeEach(() => {
  const seen = new Set<string>();
  answer = ({ nonce }) => {
    const replay = seen.has(nonce);
    seen.add(nonce);
    return Promise.resolve(okResult({ replay }));
  };
  useSession.setState({ token: 't', uid: 3 });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: never) => {
    if (def === writeOff) return answer(q);
    if (def === checkerItems) return Promise.resolve({ list: items, count: items.length, page_size: 100 });
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});
afterEach(() => vi.useRealTimers());

const routes = [{ path: '/pc/scan', element: <PcScanPage /> }];
const gunInput = () => screen.getByRole('textbox', { name: '核销码' }) as HTMLInputElement;
const gunRead = (code: string) => {
  const input = gunInput();
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('PcScanPage', () => {
  it('asks for the point first, then shows it with today’s count and a focused input', async () => {
    const router = renderAt('/pc/scan', routes);
    const picker = await screen.findByRole('list', { name: '选择核销点' });
    fireEvent.click(within(picker).getByText('媒体通道'));
    await waitFor(() => expect(router.state.location.search).toBe('?point_id=8'));
    const banner = await screen.findByRole('region', { name: '当前核销点' });
    expect(banner.textContent).toContain('媒体通道');
    expect(banner.textContent).toContain('媒体证');
    expect(document.activeElement).toBe(gunInput());
  });

  it('writes each read off at once and shows the result big, the input emptied and focused', async () => {
    renderAt('/pc/scan?point_id=7', routes);
    await screen.findByRole('region', { name: '当前核销点' });
    gunRead('CODE-A');
    expect(await screen.findByRole('status', { name: '核销成功' })).toBeTruthy();
    expect(gunInput().value).toBe('');
    expect(document.activeElement).toBe(gunInput());
    expect(writeOffCalls()).toEqual([
      { code: 'CODE-A', point_id: 7, nonce: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as string },
    ]);

    answer = () => Promise.resolve(refusedResult({ reason: 'used', message: '已核销' }));
    gunRead('CODE-B');
    await waitFor(() => expect(screen.getByRole('status', { name: '核销失败' }).textContent).toContain('已核销'));
    const history = screen.getByRole('region', { name: '最近核销' });
    expect(history.querySelectorAll('li')).toHaveLength(2);
    expect(history.querySelector('li.is-refused')).toBeTruthy();
    expect(history.querySelector('li.is-ok')).toBeTruthy();
  });

  it('the holder’s digits typed on the keyboard are sent bare; typed again with spaces they are the same read', async () => {
    renderAt('/pc/scan?point_id=7', routes);
    await screen.findByRole('region', { name: '当前核销点' });
    expect(screen.getByText('用扫码枪扫描核销码，扫描后自动核销；也可键入持有人的数字码后按回车')).toBeTruthy();
    gunRead('1234 5678 90');
    await screen.findByRole('status', { name: '核销成功' });
    gunRead('1234567890');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '最近核销' }).textContent).toContain('重复读取 2 次'),
    );
    expect(writeOffCalls().every((c) => c.code === '1234567890')).toBe(true);
    expect(new Set(writeOffCalls().map((c) => c.nonce)).size).toBe(1);
  });

  it('the same code twice within 3 s is one read: the same nonce, one line', async () => {
    renderAt('/pc/scan?point_id=7', routes);
    await screen.findByRole('region', { name: '当前核销点' });
    gunRead('CODE-A');
    gunRead('CODE-A');
    await screen.findByRole('status', { name: '核销成功' });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '最近核销' }).textContent).toContain('重复读取 2 次'),
    );
    const calls = writeOffCalls();
    // the second read joined the first request, or replayed it: never a second nonce
    expect(new Set(calls.map((c) => c.nonce)).size).toBe(1);
    expect(screen.getByRole('region', { name: '最近核销' }).querySelectorAll('li')).toHaveLength(1);
  });

  it('the same code after 3 s, or another code, is a new read with a new nonce', async () => {
    let now = 1_000_000;
    const spy = vi.spyOn(Date, 'now').mockImplementation(() => now);
    renderAt('/pc/scan?point_id=7', routes);
    await screen.findByRole('region', { name: '当前核销点' });
    gunRead('CODE-A');
    await screen.findByRole('status', { name: '核销成功' });
    now += 3500;
    await act(async () => gunRead('CODE-A'));
    now += 100;
    await act(async () => gunRead('CODE-C'));
    await waitFor(() => expect(writeOffCalls()).toHaveLength(3));
    expect(new Set(writeOffCalls().map((c) => c.nonce)).size).toBe(3);
    spy.mockRestore();
  });

  it('a point I do not check says so', async () => {
    renderAt('/pc/scan?point_id=99', routes);
    expect(await screen.findByText('未找到该核销点')).toBeTruthy();
  });
});
