import { useCallback, useEffect, useState } from 'react';
import type { AMapNamespace } from './amap-types';

export type AmapStatus = 'loading' | 'ready' | 'failed';

interface Outcome {
  attempt: number;
  AMap?: AMapNamespace;
}

/** Loads the maps service for a component; `retry` (刷新) starts a new attempt. `load` must be stable. */
export function useAmap(load: () => Promise<AMapNamespace>) {
  const [attempt, setAttempt] = useState(1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let live = true;
    void load().then(
      (AMap) => live && setOutcome({ attempt, AMap }),
      () => live && setOutcome({ attempt }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = outcome?.attempt === attempt ? outcome : null;
  const status: AmapStatus = !current ? 'loading' : current.AMap ? 'ready' : 'failed';
  return { status, AMap: current?.AMap, attempt, retry };
}
