import { useEffect } from 'react';
import { registerScanWorker } from './register-worker';

/**
 * Keeps the point's offline snapshot while a scan screen of it is open (offline-loop.ts, loaded after the screen:
 * the screen's own JS stays small), and registers the scan screens' service worker.
 */
export function useOfflinePoint(pointId: number): void {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    void registerScanWorker();
    void import('./offline-loop').then((m) => {
      if (!left) stop = m.startOfflineLoop(pointId);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pointId]);
}
