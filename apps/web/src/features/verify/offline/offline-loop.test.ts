import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/http';
import { closeOfflineDb } from './offline-db';
import { offlineRound } from './offline-loop';
import { setMode, useOfflineState } from './offline-state';
import { refreshSnapshot } from './snapshot';
import { syncQueue } from './sync';

vi.mock('./snapshot', () => ({ refreshSnapshot: vi.fn() }));
vi.mock('./sync', () => ({ syncQueue: vi.fn() }));

beforeEach(() => {
  setMode('offline');
  useOfflineState.setState({ pending: 2 });
  vi.mocked(refreshSnapshot).mockResolvedValue(undefined as never);
  vi.spyOn(api, 'call').mockResolvedValue({ list: [], count: 0, page_size: 20 } as never);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeOfflineDb();
});

describe('offlineRound', () => {
  it('back online with a queue: uploads it, and an answered upload makes the screens refetch (今日核销)', async () => {
    vi.mocked(syncQueue).mockResolvedValue(2);
    const onSynced = vi.fn();
    await offlineRound(7, onSynced);
    expect(useOfflineState.getState().mode).toBe('online');
    expect(syncQueue).toHaveBeenCalledTimes(1);
    expect(onSynced).toHaveBeenCalledTimes(1);
  });

  it('an upload nobody answered (the network failed again) refetches nothing', async () => {
    vi.mocked(syncQueue).mockResolvedValue(0);
    const onSynced = vi.fn();
    await offlineRound(7, onSynced);
    expect(syncQueue).toHaveBeenCalled();
    expect(onSynced).not.toHaveBeenCalled();
  });
});
