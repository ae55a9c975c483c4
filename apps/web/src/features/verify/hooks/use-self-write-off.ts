import { useState } from 'react';
import { showError } from '../../../lib/http';
import { LOCATION_FAIL_MSG, resolveLocation } from '../../../lib/location';
import { useSelfWriteOff as useSelfWriteOffCall } from '../api/self-write-off';
import { pendingNonce, settleNonce, storeOutcome, storedOutcome, type StoredOutcome } from '../utils/pending-write-off';

export type WriteOffPhase = 'idle' | 'locating' | 'sending';

/**
 * The holder's own write-off at a scanned point: a fresh position from the app's location chain (no IP
 * positioning: a city centre says nothing about being at the point), then selfWriteOff with the nonce kept for
 * this point and holding until the server answers — pressing again after a lost answer or a reload replays the
 * first request instead of writing off twice. The answer is kept too, so a reload shows it again.
 */
export function useSelfWriteOff(pointCode: string) {
  const call = useSelfWriteOffCall();
  const [phase, setPhase] = useState<WriteOffPhase>('idle');
  const [locateError, setLocateError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<StoredOutcome | null>(() => storedOutcome(pointCode));

  const confirm = async (holdingId: number) => {
    if (phase !== 'idle') return;
    setLocateError(null);
    setPhase('locating');
    const located = await resolveLocation({ allowIp: false });
    if (located.status !== 'ok') {
      setPhase('idle');
      setLocateError(located.error || LOCATION_FAIL_MSG);
      return;
    }
    setPhase('sending');
    try {
      const result = await call.mutateAsync({
        point_code: pointCode,
        holding_id: holdingId,
        latitude: located.pos.lat,
        longitude: located.pos.lng,
        nonce: pendingNonce(pointCode, holdingId),
      });
      settleNonce(pointCode, holdingId);
      const answer = { holding_id: holdingId, result };
      storeOutcome(pointCode, answer);
      setOutcome(answer);
    } catch (e) {
      // no answer (network) or a refused request: the nonce stays for the next press
      showError(e);
    } finally {
      setPhase('idle');
    }
  };

  /** Back to the point's items (after reading the outcome). */
  const dismiss = () => {
    storeOutcome(pointCode, null);
    setOutcome(null);
  };

  return { phase, locateError, outcome, confirm, dismiss };
}
