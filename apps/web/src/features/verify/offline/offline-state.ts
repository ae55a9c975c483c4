import { create } from 'zustand';
import type { StoredConflict } from './offline-db';

/**
 * The device's write-off mode, shown by the scan screens' banner: `offline` after a write-off went unanswered for
 * 3 s, a network error or `navigator.onLine === false`; back to `online` by itself when a probe answers (the
 * `online` event or the 5-s snapshot loop). `pending`: queued write-offs not yet uploaded; `conflicts`: those the
 * server refused, of the points the device keeps.
 */
export interface OfflineState {
  mode: 'online' | 'offline';
  pending: number;
  conflicts: StoredConflict[];
}

export const useOfflineState = create<OfflineState>(() => ({ mode: 'online', pending: 0, conflicts: [] }));

export const setMode = (mode: OfflineState['mode']): void => {
  if (useOfflineState.getState().mode !== mode) useOfflineState.setState({ mode });
};

export const isOfflineMode = (): boolean => useOfflineState.getState().mode === 'offline';
