import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, checkerItems, writeOff, type CallDef, type WriteOffResult } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { cardOf, okResult, refusedResult, renderAt } from '../test-helpers';
import BusinessResultPage from './business-result-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

let answer: () => Promise<WriteOffResult>;
const writeOffCalls = () =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === writeOff)
    .map(([, q]) => q as { code: string; point_id: number; nonce: string });

beforeEach(() => {
  answer = () => Promise.resolve(okResult());
  useSession.setState({ token: 't', uid: 3 });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    if (def === writeOff) return answer();
    if (def === checkerItems) return Promise.resolve({ list: [], count: 0, page_size: 100 });
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const CODE = 'hc.40.abc/def+1';
const open = (key?: string, code = CODE) =>
  renderAt(
    `/verification/business/result/${encodeURIComponent(code)}?point_id=7`,
    [
      { path: '/verification/business/result/:qrcode', element: <BusinessResultPage /> },
      { path: '/verification/scan/:id', element: <p>扫码页</p> },
    ],
    undefined,
    key,
  );

describe('BusinessResultPage', () => {
  it('writes the code off once at the point and shows 核销成功 with the item, masked holder and what is left', async () => {
    open();
    const outcome = await screen.findByRole('status', { name: '核销成功' });
    expect(outcome.textContent).toContain('✓');
    expect(outcome.textContent).toContain('车展门票');
    expect(outcome.textContent).toContain('观众小王 138****0001');
    expect(outcome.textContent).toContain('剩余 0 次');
    expect(outcome.textContent).not.toContain('13800000001');
    await waitFor(() => expect(document.getElementById('app-announcer')?.textContent).toBe('核销成功'));
    const calls = writeOffCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ code: CODE, point_id: 7 });
    expect(calls[0]!.nonce).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('a daily limit shows 今日剩余; a pass shows the holder photo', async () => {
    answer = () =>
      Promise.resolve(okResult({ card: cardOf({ limit_type: 2, remaining: 2 }), holder_photo: '/uploads/p.jpg' }));
    open();
    const outcome = await screen.findByRole('status', { name: '核销成功' });
    expect(outcome.textContent).toContain('今日剩余 2 次');
    expect(screen.getByAltText('持证人照片').getAttribute('src')).toBe('/uploads/p.jpg');
  });

  it('a refusal is a red ✕ with the reason and, for used, the last time', async () => {
    answer = () => Promise.resolve(refusedResult({ last_time: 1718000000 }));
    open();
    const outcome = await screen.findByRole('status', { name: '核销失败' });
    expect(outcome.textContent).toContain('✕');
    expect(outcome.textContent).toContain('已核销');
    expect(outcome.textContent).toContain('上次核销时间');
    expect(outcome.textContent).toContain('2024.06.10 14:13:20');
    // read out at once by screen readers, through the app's live region
    await waitFor(() => expect(document.getElementById('app-announcer')?.textContent).toMatch(/^核销失败，.*已核销/));
    expect(document.getElementById('app-announcer')?.getAttribute('aria-live')).toBe('assertive');
  });

  it('an unknown or expired code: the short headline 无效码, the sentence below it, not as the headline', async () => {
    answer = () =>
      Promise.resolve(
        refusedResult({
          reason: 'bad_code',
          message: '二维码无效或已过期，请让对方刷新后重新出示',
          card: null,
          last_time: null,
        }),
      );
    open();
    const outcome = await screen.findByRole('status', { name: '核销失败' });
    expect(within(outcome).getByRole('heading').textContent).toBe('无效码');
    expect(within(outcome).getByText('二维码无效或已过期，请让对方刷新后重新出示').tagName).toBe('P');
  });

  it('other refusals show their message without a time', async () => {
    answer = () =>
      Promise.resolve(refusedResult({ reason: 'wrong_point', message: '该票券不能在此核销点使用', last_time: null }));
    open();
    const outcome = await screen.findByRole('status', { name: '核销失败' });
    expect(outcome.textContent).toContain('该票券不能在此核销点使用');
    expect(outcome.textContent).not.toContain('上次核销时间');
  });

  it('a reload of the same visit sends the same nonce; a new visit a new one', async () => {
    open('visit-1');
    await screen.findByRole('status', { name: '核销成功' });
    cleanup();
    open('visit-1');
    await screen.findByRole('status', { name: '核销成功' });
    cleanup();
    open('visit-2');
    await screen.findByRole('status', { name: '核销成功' });
    const [a, b, c] = writeOffCalls();
    expect(a!.nonce).toBe(b!.nonce);
    expect(c!.nonce).not.toBe(a!.nonce);
  });

  it('a failed call without offline data offers 重试 with the same nonce, and 继续扫码 goes back to the scanner (replace)', async () => {
    answer = () => Promise.reject(new ApiError(ErrorCode.CLIENT_HTTP, '网络错误 - 1024', undefined, true));
    const router = open();
    // the device holds no snapshot of the point: it cannot decide offline either
    expect((await screen.findByRole('status', { name: '核销失败' })).textContent).toContain(
      '本机没有该核销点的离线数据',
    );
    answer = () => Promise.resolve(okResult({ replay: true }));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByRole('status', { name: '核销成功' })).textContent).toContain('重复提交，未重复核销');
    const [a, b] = writeOffCalls();
    expect(b!.nonce).toBe(a!.nonce);

    fireEvent.click(screen.getByRole('button', { name: '继续扫码' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/scan/7'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('without a point says so', async () => {
    renderAt('/verification/business/result/abc', [
      { path: '/verification/business/result/:qrcode', element: <BusinessResultPage /> },
    ]);
    expect(await screen.findByText('未找到该核销点')).toBeTruthy();
    expect(writeOffCalls()).toHaveLength(0);
  });
});
