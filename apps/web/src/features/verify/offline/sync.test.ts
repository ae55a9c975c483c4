import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, newNonce, type WriteOffResult } from '@kc/shared';
import { ApiError, api } from '../../../lib/http';
import { closeOfflineDb, offlineDb, type QueuedWriteOff } from './offline-db';
import { setMode, useOfflineState } from './offline-state';
import { nextBatch, syncQueue } from './sync';
import { conflictOf, snapshotOf, storeSnapshot } from './test-kit';

const okResult: WriteOffResult = {
  ok: true,
  reason: null,
  message: '',
  replay: false,
  record: null,
  last_time: null,
  card: null,
  holder_photo: '',
};
const entry = (over: Partial<QueuedWriteOff> = {}): QueuedWriteOff => ({
  point_id: 7,
  code: 'K2.code',
  nonce: newNonce(),
  scanned_at: 1_750_000_000,
  holding_id: 40,
  result: okResult,
  ...over,
});

beforeEach(() => setMode('online'));
afterEach(async () => {
  vi.restoreAllMocks();
  const db = await offlineDb();
  await Promise.all([db.clear('queue'), db.clear('conflicts'), db.clear('snapshots')]);
  await closeOfflineDb();
});

describe('the upload batches', () => {
  it('keep the queue’s order: the oldest entries of one point, at most 50', () => {
    const q = [...Array.from({ length: 60 }, (_, i) => entry({ seq: i + 1 })), entry({ seq: 61, point_id: 8 })];
    expect(nextBatch(q).map((e) => e.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(nextBatch([entry({ seq: 1 }), entry({ seq: 2, point_id: 8 }), entry({ seq: 3 })])).toHaveLength(1);
    expect(nextBatch([])).toEqual([]);
  });
});

describe('syncQueue', () => {
  it('uploads in order with the nonces; accepted ones leave the queue, refused ones become kept conflicts', async () => {
    await storeSnapshot(snapshotOf());
    const db = await offlineDb();
    const a = entry({ code: 'K2.a', holding_id: 40 });
    const b = entry({ code: 'K2.b', holding_id: 41, scanned_at: 1_750_000_005 });
    await db.add('queue', a);
    await db.add('queue', b);
    const call = vi.spyOn(api, 'call').mockResolvedValue({
      results: [
        { nonce: a.nonce, status: 'ok', result: okResult, conflict: null },
        {
          nonce: b.nonce,
          status: 'conflict',
          result: { ...okResult, ok: false, reason: 'used' },
          conflict: conflictOf({ holding_id: 41 }),
        },
      ],
    });
    // both answered: the screens' counts are refreshed (use-offline-point.ts)
    expect(await syncQueue()).toBe(2);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![1]).toEqual({
      point_id: 7,
      entries: [
        { code: 'K2.a', nonce: a.nonce, scanned_at: a.scanned_at },
        { code: 'K2.b', nonce: b.nonce, scanned_at: b.scanned_at },
      ],
    });
    expect(await db.count('queue')).toBe(0);
    expect(await db.getAll('conflicts')).toMatchObject([{ id: 1, holding_id: 41, nonce: b.nonce }]);
    // the accepted one is counted on the device until the next delta
    const snap = await db.get('snapshots', 7);
    expect(snap?.holdings[40]).toMatchObject({ period: 'all', period_uses: 1, last_used_at: a.scanned_at });
    expect(snap?.point.used).toBe(1);
    expect(useOfflineState.getState()).toMatchObject({ pending: 0, conflicts: [{ id: 1 }] });
  });

  it('no network: the entries stay queued and the device stays offline', async () => {
    const db = await offlineDb();
    await db.add('queue', entry());
    vi.spyOn(api, 'call').mockRejectedValue(new ApiError(ErrorCode.CLIENT_HTTP, '网络错误 - 1024'));
    expect(await syncQueue()).toBe(0);
    expect(await db.count('queue')).toBe(1);
    expect(useOfflineState.getState()).toMatchObject({ mode: 'offline', pending: 1 });
  });
});
