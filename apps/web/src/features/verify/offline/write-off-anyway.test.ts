import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, type WriteOffResult } from '@kc/shared';
import { ApiError } from '../../../lib/http';
import { callWriteOff } from '../api/write-off';
import { writeOffOnDevice } from './device-write-off';
import { setMode, useOfflineState } from './offline-state';
import { ONLINE_WAIT_MS, writeOffAnyway } from './write-off-anyway';

vi.mock('../api/write-off', () => ({ callWriteOff: vi.fn() }));
vi.mock('./device-write-off', () => ({ writeOffOnDevice: vi.fn(), OfflineUnavailable: class extends Error {} }));

const answer = (ok: boolean): WriteOffResult => ({
  ok,
  reason: ok ? null : 'used',
  message: '',
  replay: false,
  record: null,
  last_time: null,
  card: null,
  holder_photo: '',
});
const device = { result: answer(true), itemName: '车展门票', pointName: '1号馆入口', scannedAt: 1 };

beforeEach(() => {
  setMode('online');
  vi.mocked(writeOffOnDevice).mockResolvedValue(device);
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(callWriteOff).mockReset();
  vi.mocked(writeOffOnDevice).mockReset();
  vi.unstubAllGlobals();
});

describe('the 3-second switch', () => {
  it('online: the server’s answer, no offline decision', async () => {
    vi.mocked(callWriteOff).mockResolvedValue(answer(false));
    await expect(writeOffAnyway('K2.c', 7, 'n1')).resolves.toEqual({ result: answer(false), offline: false });
    expect(writeOffOnDevice).not.toHaveBeenCalled();
  });

  it('no answer in 3 s: the call is aborted and the device decides with the same nonce', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.mocked(callWriteOff).mockImplementation(
      (_c, _p, _n, s) =>
        new Promise((_, reject) => {
          signal = s;
          s?.addEventListener('abort', () => reject(new ApiError(ErrorCode.CLIENT_HTTP, '请求已取消')));
        }),
    );
    const pending = writeOffAnyway('K2.c', 7, 'n1');
    await vi.advanceTimersByTimeAsync(ONLINE_WAIT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ offline: true, result: { ok: true }, pointName: '1号馆入口' });
    expect(signal?.aborted).toBe(true);
    expect(writeOffOnDevice).toHaveBeenCalledWith('K2.c', 7, 'n1');
    expect(useOfflineState.getState().mode).toBe('offline');
  });

  it('a network error switches too; offline mode then decides at once without calling', async () => {
    vi.mocked(callWriteOff).mockRejectedValue(new ApiError(ErrorCode.CLIENT_HTTP, '网络错误 - 1024'));
    await expect(writeOffAnyway('K2.c', 7, 'n1')).resolves.toMatchObject({ offline: true });
    vi.mocked(callWriteOff).mockClear();
    await writeOffAnyway('K2.d', 7, 'n2');
    expect(callWriteOff).not.toHaveBeenCalled();
  });

  it('navigator.onLine false: decides on the device without calling', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await expect(writeOffAnyway('K2.c', 7, 'n1')).resolves.toMatchObject({ offline: true });
    expect(callWriteOff).not.toHaveBeenCalled();
  });

  it('a server’s refusal of the call (not the network) is an error, not an offline decision', async () => {
    vi.mocked(callWriteOff).mockRejectedValue(new ApiError(10001, '请求编号格式错误'));
    await expect(writeOffAnyway('K2.c', 7, 'bad')).rejects.toMatchObject({ code: 10001 });
    expect(writeOffOnDevice).not.toHaveBeenCalled();
  });
});
