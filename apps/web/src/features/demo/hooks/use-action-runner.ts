import { useCallback, useRef, useState } from 'react';
import type { DemoAction } from '../utils/bridge-actions';

export interface ActionRun {
  /** increases with every fired action */
  id: number;
  label: string;
  running: boolean;
  result?: unknown;
}

/** Fires a demo action and keeps the latest one's result (an earlier, slower answer never overwrites it). */
export const useActionRunner = () => {
  const [last, setLast] = useState<ActionRun | null>(null);
  const seq = useRef(0);
  const run = useCallback((action: DemoAction) => {
    const id = ++seq.current;
    const finish = (result: unknown) => {
      if (seq.current === id) setLast({ id, label: action.label, running: false, result: result ?? { status: 'ok' } });
    };
    setLast({ id, label: action.label, running: true });
    void Promise.resolve()
      .then(action.run)
      .then(finish, (e: unknown) => finish({ status: 'fail', message: e instanceof Error ? e.message : String(e) }));
  }, []);
  return { last, run };
};
