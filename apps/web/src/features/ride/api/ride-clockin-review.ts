import { useMutation } from '@tanstack/react-query';
import { rideClockinReview } from '@kc/shared';
import { api } from '../../../lib/http';

/** Accepts or refuses a clock-in waiting for review (the headcount's long poll brings the change). */
export function useRideClockinReview() {
  return useMutation({
    mutationFn: (q: { id: number; pass: boolean }) => api.call(rideClockinReview, q),
  });
}
