import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { verifyKeys } from '../api/verify-keys';
import { writeOffAnyway } from '../offline/write-off-anyway';
import { nonceForVisit } from '../utils/nonce';

/**
 * The write-off of one result screen, sent once: its nonce lives in sessionStorage for this visit, so a reload
 * (or 重试 after a network failure) sends the same nonce and the server answers the first result again. Without an
 * answer in 3 s the device decides offline with the same nonce (writeOffAnyway).
 */
export function useWriteOffOnce(code: string, pointId: number) {
  const queryClient = useQueryClient();
  const { key } = useLocation();
  const [nonce] = useState(() => nonceForVisit(code, pointId, key));
  return useQuery({
    // outside ['verify']: invalidating the screens never sends it again
    queryKey: ['write-off', pointId, code, nonce],
    queryFn: async () => {
      const r = await writeOffAnyway(code, pointId, nonce);
      void queryClient.invalidateQueries({ queryKey: verifyKeys.checkerItems });
      void queryClient.invalidateQueries({ queryKey: verifyKeys.logs(pointId) });
      return r;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // offline it runs too: the device decides
    networkMode: 'always',
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
