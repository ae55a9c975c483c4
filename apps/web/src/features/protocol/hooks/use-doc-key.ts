import { useSearchParams } from 'react-router';

/** The document key of the page's `?key=` (the same rule as the server's: a–z and _, at most 32), or null. */
export function useDocKey(): string | null {
  const key = useSearchParams()[0].get('key');
  return key && /^[a-z_]{1,32}$/.test(key) ? key : null;
}
