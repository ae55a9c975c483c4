import { useQuery } from '@tanstack/react-query';
import { blindBoxInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { useIsLoggedIn } from '../../../lib/session';
import { blindBoxKeys } from './blindbox-keys';

/** A box (by id, else the current one) with its prizes and odds, and whether the caller may buy (the server says). */
export function useBoxInfo(id: number | undefined) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...blindBoxKeys.info(id), loggedIn],
    queryFn: () => api.call(blindBoxInfo, id ? { id } : {}),
  });
}
