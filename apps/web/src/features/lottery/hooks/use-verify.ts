import { useState } from 'react';
import { verifyDraw, type LotteryDetail, type VerifyResult } from '@kc/shared';

/**
 * Recomputes a finished draw in the browser with the same shared function the server drew with
 * (packages/shared/src/lottery/fairness.ts): null until asked.
 */
export function useVerify(l: LotteryDetail) {
  const [result, setResult] = useState<VerifyResult | null>(null);
  const run = () =>
    setResult(
      verifyDraw({
        seed: l.fairness.seed,
        seed_hash: l.fairness.seed_hash,
        entrants: l.fairness.entrants,
        entrants_hash: l.fairness.entrants_hash,
        prizes: l.prizes,
        winners: l.winners,
      }),
    );
  return { result, run };
}
