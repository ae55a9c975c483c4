import { useMutation, useQuery } from '@tanstack/react-query';
import { receiveSurveySubmit, surveyInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { holdingKeys } from './holding-keys';

/** The questions of a survey type (1 follows receiving). */
export function useSurveyInfo(type: number, enabled: boolean) {
  return useQuery({
    queryKey: holdingKeys.survey(type),
    queryFn: () => api.call(surveyInfo, { type }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** Answers the survey that follows receiving one of the caller's items. */
export function useReceiveSurveySubmit() {
  return useMutation({
    mutationFn: (q: { holdingId: number; type: number; value: Record<string, string> }) =>
      api.call(receiveSurveySubmit, { id: q.holdingId, type: q.type, value: q.value }),
  });
}
