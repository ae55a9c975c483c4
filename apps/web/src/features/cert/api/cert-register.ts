import { useMutation, useQueryClient } from '@tanstack/react-query';
import { certRegister, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { certKeys } from './cert-keys';

export type CertRegisterInput = CallQuery<typeof certRegister>;

/** Registers (or edits) the named holder of one of my passes; the pass screens refetch. */
export function useCertRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: CertRegisterInput) => api.call(certRegister, q),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: certKeys.all }),
  });
}
