import { useEffect, useState } from 'react';

/**
 * Seconds left until `deadline` (unix seconds), ticking every second and stopping at 0; undefined without
 * a deadline.
 */
export function useSecondsLeft(deadline: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline === undefined ? undefined : Math.max(0, Math.ceil(deadline - now / 1000));
  const running = left !== undefined && left > 0;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, deadline]);
  return left;
}

/** When an unpaid order expires (unix seconds): expire_time itself, or a duration after create_time. */
export const deadlineOf = (o: { create_time: number; expire_time: number }): number =>
  o.expire_time > 1_000_000_000 ? o.expire_time : o.create_time + o.expire_time;
