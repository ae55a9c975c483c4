import { useCallback, useState } from 'react';
import { addToHistory, readHistory, writeHistory } from '../utils/search-history';

/** Search history of spec 5 in localStorage under `key`: unique entries, newest first, at most 10. */
export function useSearchHistory(key: string) {
  const [list, setList] = useState(() => readHistory(key));
  const add = useCallback(
    (text: string) => {
      const next = addToHistory(readHistory(key), text);
      writeHistory(key, next);
      setList(next);
    },
    [key],
  );
  const clear = useCallback(() => {
    writeHistory(key, []);
    setList([]);
  }, [key]);
  return { list, add, clear };
}
