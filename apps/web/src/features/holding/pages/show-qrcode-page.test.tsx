import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdingCode, holdingWatch, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { scanCode } from '../../../lib/scan';
import { cardOf, recordOf, renderAt } from '../test-helpers';
import ShowQrcodePage from './show-qrcode-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../lib/scan', () => ({ scanCode: vi.fn() }));

/** a watch that never answers until the test aborts it */
const pending = (_d: unknown, _q: unknown, opts?: { signal?: AbortSignal }) =>
  new Promise((_, reject) => opts?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));

let card = cardOf();
let watch: (def: CallDef, q: unknown, opts?: { signal?: AbortSignal }) => Promise<unknown>;

beforeEach(() => {
  card = cardOf();
  watch = pending;
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: unknown, opts?: { signal?: AbortSignal }) => {
    if (def === holdingCode)
      return Promise.resolve({
        code: `K.21.${card.used}.sig`,
        short_code: `123456789${card.used}`,
        expires_at: 0,
        refresh_in: 30,
        card,
      });
    if (def === holdingWatch) return watch(def, q, opts);
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const qr = () => screen.queryByRole('img', { name: '核销二维码' });

const open = (url = '/verification/show-qrcode/ticket/21') =>
  renderAt(url, [
    { path: '/verification/show-qrcode/:id', element: <ShowQrcodePage /> },
    { path: '/verification/show-qrcode/ticket/:id', element: <ShowQrcodePage /> },
  ]);

describe('ShowQrcodePage', () => {
  it('draws the code as a QR with the refresh note, the uses left and the card', async () => {
    open();
    await waitFor(() => expect(qr()?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect(qr()?.getAttribute('data-code')).toBe('K.21.0.sig');
    expect(screen.getByText('二维码每30秒自动刷新，截图无效')).toBeTruthy();
    expect(screen.getAllByText('剩余 2/2 次').length).toBeGreaterThan(0);
    expect(screen.getByText('摩博会普通门票')).toBeTruthy();
    expect(screen.getByText('2025.06.01 - 2025.06.30')).toBeTruthy();
    expect(vi.mocked(api.call).mock.calls.find(([d]) => d === holdingCode)?.[1]).toEqual({
      holding_id: 21,
      print: false,
    });
    // the live watch starts from the count shown
    await waitFor(() =>
      expect(vi.mocked(api.call).mock.calls.find(([d]) => d === holdingWatch)?.[1]).toEqual({
        holding_id: 21,
        used: 0,
      }),
    );
    expect(screen.queryByRole('button', { name: '扫码核销' })).toBeNull();
  });

  it('shows the short code under the QR, grouped for reading aloud, and a fresh one with the next code', async () => {
    open();
    const digits = await screen.findByTestId('short-code');
    expect(digits.textContent).toBe('1234 5678 90');
    expect(screen.getByRole('group', { name: '数字核销码' }).textContent).toContain('请核销员输入此数字码');
    card = cardOf({ used: 1, remaining: 1 });
    fireEvent.click(screen.getByRole('button', { name: '立即刷新' }));
    await waitFor(() => expect(screen.getByTestId('short-code').textContent).toBe('1234 5678 91'));
  });

  it('shows the state in big letters and no code when the item is not usable', async () => {
    card = cardOf({ state: 'used', state_label: '已使用', used: 2, remaining: 0, last_used_time: 1748750400 });
    open();
    expect(await screen.findByText('已使用', { selector: '.qr-state-label' })).toBeTruthy();
    expect(screen.getByText('最近核销 2025.06.01 12:00')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '核销二维码' })).toBeNull();
    expect(screen.queryByText('二维码每30秒自动刷新，截图无效')).toBeNull();
  });

  it('shows 已核销 with when and where as soon as the watch reports a write-off, then a fresh code', async () => {
    let answered = false;
    watch = (def, q, opts) => {
      if (answered) return pending(def, q, opts);
      answered = true;
      card = cardOf({ used: 1, remaining: 1 });
      return Promise.resolve({ changed: true, card, last: recordOf({ point_name: '南门1号口' }) });
    };
    open();
    expect(await screen.findByText('已核销')).toBeTruthy();
    expect(screen.getByText('核销地点 南门1号口')).toBeTruthy();
    expect(screen.getByText(/核销时间 2025\.06\.01/)).toBeTruthy();
    // the code is fetched again for the next use
    await waitFor(() => expect(vi.mocked(api.call).mock.calls.filter(([d]) => d === holdingCode)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '继续出示二维码' }));
    await waitFor(() => expect(qr()?.getAttribute('data-code')).toBe('K.21.1.sig'));
    // the next watch goes on from the new count
    await waitFor(() =>
      expect(
        vi
          .mocked(api.call)
          .mock.calls.filter(([d]) => d === holdingWatch)
          .at(-1)?.[1],
      ).toEqual({
        holding_id: 21,
        used: 1,
      }),
    );
  });

  it('stops watching when the page is hidden and when it is left', async () => {
    const signals: AbortSignal[] = [];
    watch = (def, q, opts) => {
      if (opts?.signal) signals.push(opts.signal);
      return pending(def, q, opts);
    };
    const router = open();
    await waitFor(() => expect(signals).toHaveLength(1));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(signals[0]!.aborted).toBe(true));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(signals).toHaveLength(2));
    await router.navigate('/elsewhere');
    await waitFor(() => expect(signals[1]!.aborted).toBe(true));
  });

  it('interactive items offer 扫码核销: the scanned point code opens the self write-off', async () => {
    card = cardOf({ write_off_mode: 2 });
    vi.mocked(scanCode).mockResolvedValue('https://h.example/static-kc2/p/kcp_abcdef?x=1');
    const router = open();
    fireEvent.click(await screen.findByRole('button', { name: '扫码核销' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/result/kcp_abcdef'));
  });

  it('links to the records, and a coupon to its stores', async () => {
    card = cardOf({ product_type: 2 });
    const router = open('/verification/show-qrcode/21');
    fireEvent.click(await screen.findByRole('button', { name: '适用门店' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/offline-store/21'));
  });

  it('shows the server’s refusal for someone else’s item', async () => {
    vi.mocked(api.call).mockImplementation(((def: CallDef) =>
      def === holdingCode
        ? Promise.reject(new (class extends Error {})('没有找到这张票券'))
        : Promise.reject(new Error('no'))) as never);
    open();
    expect(await screen.findByText('没有找到这张票券')).toBeTruthy();
  });
});
