import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rolling names of the big screen: when a new winner (by id) appears, masked mobiles roll for `ms` and land on
 * the winner the server already fixed. The winner shown when the screen opens (a refresh mid-draw) does not roll.
 * A layout effect: the roll starts before the new winner is painted, so 确认领奖 is never enabled (and clickable, only
 * to be disabled under the finger) for a frame before the roll (a click there was lost: e2e, a loaded machine).
 */
export function useRoll(winnerId: number | null, names: string[], ms = 2400) {
  const seen = useRef<number | null | undefined>(undefined);
  const [rolling, setRolling] = useState<string | null>(null);
  useLayoutEffect(() => {
    const first = seen.current === undefined;
    const changed = seen.current !== winnerId;
    seen.current = winnerId;
    if (first || !changed || winnerId === null || names.length === 0) return;
    let i = 0;
    const next = () => setRolling(names[i++ % names.length]!);
    // the first name at once, not at the first tick 70 ms later: until then the winner and an enabled 确认领奖 showed
    next();
    const timer = setInterval(next, 70);
    const stop = setTimeout(() => {
      clearInterval(timer);
      setRolling(null);
    }, ms);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
      setRolling(null);
    };
  }, [winnerId, names, ms]);
  return rolling;
}
