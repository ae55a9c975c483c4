import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, NONCE_PATTERN, pointByCode, selfWriteOff, type HoldingCard, type WriteOffResult } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { resolveLocation } from '../../../lib/location';
import { useSession } from '../../../lib/session';
import { holdingOf, renderAt, writeOffOf } from '../test-helpers';
import SelfWriteOffPage from './self-write-off-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../lib/location', () => ({ LOCATION_FAIL_MSG: '定位失败', resolveLocation: vi.fn() }));

const POINT = { id: 3, point_name: '北门入口', point_location: '重庆悦来国际会议中心北门', item_name: '嘉宾证' };
const HERE = { status: 'ok' as const, pos: { lat: 29.557153, lng: 106.55372 }, source: 'browser' as const, city: null };

const open = (code = 'pt_AbC123') => {
  const router = renderAt(`/verification/result/${code}`, [
    { path: '/verification/result/:qrcode?', element: <SelfWriteOffPage /> },
  ]);
  return { router, path: () => router.state.location.pathname + router.state.location.search };
};

/** pointByCode answers `holdings`; each selfWriteOff takes the next of `answers`. */
const serve = (holdings: HoldingCard[], ...answers: (() => Promise<WriteOffResult>)[]) => {
  const queue = [...answers];
  vi.mocked(api.call).mockImplementation(((def: unknown) => {
    if (def === pointByCode) return Promise.resolve({ point: POINT, holdings });
    if (def === selfWriteOff) return (queue.shift() ?? (() => Promise.reject(new Error('no answer'))))();
    return Promise.reject(new Error('unexpected call'));
  }) as typeof api.call);
};
const writeOffCalls = () => vi.mocked(api.call).mock.calls.filter((c) => c[0] === selfWriteOff);
const confirmButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /确认核销/ });

beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  vi.mocked(api.call).mockReset();
  vi.mocked(resolveLocation).mockReset();
  vi.mocked(resolveLocation).mockResolvedValue(HERE);
});

describe('SelfWriteOffPage', () => {
  it('shows the point and writes off the only item with my position and a nonce', async () => {
    serve([holdingOf()], () => Promise.resolve(writeOffOf()));
    open('pt%5FAbC123');
    expect(await screen.findByText('北门入口')).toBeTruthy();
    expect(screen.getByText('重庆悦来国际会议中心北门')).toBeTruthy();
    expect(vi.mocked(api.call).mock.calls[0]?.slice(0, 2)).toEqual([pointByCode, { point_code: 'pt_AbC123' }]);
    expect(screen.getByRole('radio', { name: '嘉宾证' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(confirmButton());
    expect(await screen.findByText('核销成功')).toBeTruthy();
    expect(resolveLocation).toHaveBeenCalledWith({ allowIp: false });
    const q = writeOffCalls()[0]?.[1] as Record<string, unknown>;
    expect(q).toMatchObject({ point_code: 'pt_AbC123', holding_id: 42, latitude: 29.557153, longitude: 106.55372 });
    expect(q.nonce).toMatch(NONCE_PATTERN);
    expect(screen.getByText('剩余 0 次')).toBeTruthy();
  });

  it('with several items the holder picks one first', async () => {
    serve([holdingOf(), holdingOf({ holding_id: 43, ticket_name: '停车券', is_cert: false })], () =>
      Promise.resolve(writeOffOf()),
    );
    open();
    await screen.findByText('请选择要核销的票券');
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '停车券' }));
    fireEvent.click(confirmButton());
    await screen.findByText('核销成功');
    expect((writeOffCalls()[0]?.[1] as { holding_id: number }).holding_id).toBe(43);
  });

  it('nothing usable here: says so', async () => {
    serve([]);
    open();
    expect(await screen.findByText('你没有可在此核销点使用的票券')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /确认核销/ })).toBeNull();
  });

  it('an unknown point code shows the server message, without 重试 (it could not help)', async () => {
    vi.mocked(api.call).mockRejectedValue(new ApiError(ErrorCode.NOT_FOUND, '核销点不存在'));
    open();
    expect(await screen.findByText('核销点不存在')).toBeTruthy();
    expect(screen.getByText('链接可能有误，或内容已被删除')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('out of range: ✕ and 不在核销点范围内; 重新核销 sends a new nonce', async () => {
    serve(
      [holdingOf()],
      () =>
        Promise.resolve(
          writeOffOf({ ok: false, reason: 'out_of_range', message: '距离核销点 12.3 公里', record: null, card: null }),
        ),
      () => Promise.resolve(writeOffOf()),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: /确认核销/ }));
    expect(await screen.findByText('不在核销点范围内，请到现场后再试')).toBeTruthy();
    expect(screen.getByText('核销失败')).toBeTruthy();
    // the refusal carries no card: the item and point come from what the page knows
    expect(screen.getByText('北门入口')).toBeTruthy();
    expect(screen.getByText('嘉宾证')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新核销' }));
    fireEvent.click(await screen.findByRole('button', { name: /确认核销/ }));
    await screen.findByText('核销成功');
    const [first, second] = writeOffCalls().map((c) => (c[1] as { nonce: string }).nonce);
    expect(second).not.toBe(first);
  });

  it('locating fails: 定位失败 with 重试, nothing sent until a position is found', async () => {
    vi.mocked(resolveLocation).mockResolvedValueOnce({ status: 'fail', error: 'User denied Geolocation' });
    serve([holdingOf()], () => Promise.resolve(writeOffOf()));
    open();
    fireEvent.click(await screen.findByRole('button', { name: /确认核销/ }));
    expect(await screen.findByText('定位失败')).toBeTruthy();
    expect(writeOffCalls()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('核销成功')).toBeTruthy();
  });

  it('no answer (network): pressing again replays the same nonce', async () => {
    serve(
      [holdingOf()],
      () => Promise.reject(new ApiError(ErrorCode.CLIENT_HTTP, '网络错误 - 1024', undefined, true)),
      () => Promise.resolve(writeOffOf({ replay: true })),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: /确认核销/ }));
    await waitFor(() => expect(writeOffCalls()).toHaveLength(1));
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    await screen.findByText('核销成功');
    const [first, second] = writeOffCalls().map((c) => (c[1] as { nonce: string }).nonce);
    expect(second).toBe(first);
  });

  it('a reload shows the last answer again instead of the picker', async () => {
    serve([holdingOf()], () => Promise.resolve(writeOffOf()));
    open();
    fireEvent.click(await screen.findByRole('button', { name: /确认核销/ }));
    await screen.findByText('核销成功');
    cleanup();
    const { path } = open();
    expect(await screen.findByText('核销成功')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看我的票券' }));
    await waitFor(() => expect(path()).toBe('/verification/show-qrcode/42?isCert=1'));
  });
});
