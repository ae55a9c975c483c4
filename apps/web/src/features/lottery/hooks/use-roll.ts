import { useEffect, useRef, useState } from 'react';

/**
 * The rolling names of the big screen: when a new winner (by id) appears, masked mobiles roll for `ms` and land on
 * the winner the server already fixed. The winner shown when the screen opens (a refresh mid-draw) does not roll.
 */
export function useRoll(winnerId: number | null, names: string[], ms = 2400) {
  const seen = useRef<number | null | undefined>(undefined);
  const [rolling, setRolling] = useState<string | null>(null);
  useEffect(() => {
    const first = seen.current === undefined;
    const changed = seen.current !== winnerId;
    seen.current = winnerId;
    if (first || !changed || winnerId === null || names.length === 0) return;
    let i = 0;
    const timer = setInterval(() => setRolling(names[i++ % names.length]!), 70);
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
