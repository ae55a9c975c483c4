import type { WriteOffResult } from '@kc/shared';
import { callWriteOff } from '../api/write-off';
import { isOfflineMode, setMode } from './offline-state';
import { isTransportFailure } from './transport';

/** How long a write-off may go unanswered before the device decides on its own. */
export const ONLINE_WAIT_MS = 3000;

/** A write-off's answer: the server's, or the device's (offline: queued; item and point from the snapshot). */
export interface Decided {
  result: WriteOffResult;
  offline: boolean;
  itemName?: string;
  pointName?: string;
}

/**
 * The checker's write-off, online when it can be: the call waits at most 3 s (then it is aborted); a timeout, a
 * network error or `navigator.onLine === false` switches to offline mode, where the device decides (same nonce:
 * if the aborted request did reach the server, the upload is a replay). In offline mode it decides at once; the
 * snapshot loop switches back.
 */
export async function writeOffAnyway(code: string, pointId: number, nonce: string): Promise<Decided> {
  const online = async (): Promise<Decided | null> => {
    const ctl = new AbortController();
    const timer = setTimeout(() => ctl.abort(), ONLINE_WAIT_MS);
    try {
      return { result: await callWriteOff(code, pointId, nonce, ctl.signal), offline: false };
    } catch (e) {
      if (!isTransportFailure(e)) throw e;
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  const tried = !isOfflineMode() && navigator.onLine !== false;
  if (tried) {
    const answered = await online();
    if (answered) return answered;
  }
  const { OfflineUnavailable, writeOffOnDevice } = await import('./device-write-off');
  try {
    const d = await writeOffOnDevice(code, pointId, nonce);
    setMode('offline');
    return { result: d.result, offline: true, itemName: d.itemName, pointName: d.pointName };
  } catch (e) {
    // no snapshot of this point on the device: only the server can answer (重试 calls it again)
    if (e instanceof OfflineUnavailable && !tried && navigator.onLine !== false) {
      const answered = await online();
      if (answered) return answered;
    }
    throw e;
  }
}
