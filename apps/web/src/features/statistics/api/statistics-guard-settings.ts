import { useMutation } from '@tanstack/react-query';
import { statisticsGuardSettings, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';

export type GuardSettingsQuery = CallQuery<typeof statisticsGuardSettings>;

/** Sets a project's venue capacity and per-point alert threshold. */
export function useGuardSettings() {
  return useMutation({ mutationFn: (q: GuardSettingsQuery) => api.call(statisticsGuardSettings, q) });
}
