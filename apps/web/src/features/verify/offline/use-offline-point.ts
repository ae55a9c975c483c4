import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { verifyKeys } from '../api/verify-keys';
import { registerScanWorker } from './register-worker';

/**
 * Keeps the point's offline snapshot while a scan screen of it is open (offline-loop.ts, loaded after the screen:
 * the screen's own JS stays small), and registers the scan screens' service worker. After an upload the server
 * answered, every write-off screen's data is refetched (今日核销, the point's records and conflicts).
 */
export function useOfflinePoint(pointId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onSynced = () => void queryClient.invalidateQueries({ queryKey: verifyKeys.all });
    let stop: (() => void) | null = null;
    let left = false;
    void registerScanWorker();
    void import('./offline-loop').then((m) => {
      if (!left) stop = m.startOfflineLoop(pointId, onSynced);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pointId, queryClient]);
}
