import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addFeedback,
  feedbackQueue,
  feedbackQueueInfo,
  infoFeedback,
  listFeedback,
  replyFeedback,
  type CallQuery,
  type Feedback,
} from '@kc/shared';
import { api } from '../../../lib/http';

/** Query keys of the feedback screens: everything under ['feedback']. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  mine: ['feedback', 'mine'] as const,
  /** the auditor's queue: 1 waiting, 2 answered */
  queue: (status: number) => ['feedback', 'queue', status] as const,
  info: (id: number, queue: boolean) => ['feedback', 'info', id, queue] as const,
};

export const FEEDBACK_PAGE_SIZE = 20;

/** One page of my feedback, newest first (for ListView). */
export const fetchMyFeedback = (page: number) => api.call(listFeedback, { page, page_size: FEEDBACK_PAGE_SIZE });

/** One page of everyone's feedback for the auditor: waiting oldest first, answered newest first. */
export const fetchFeedbackQueue = (status: 1 | 2) => (page: number) =>
  api.call(feedbackQueue, { status, page, page_size: FEEDBACK_PAGE_SIZE });

/** One feedback with its reply: mine, or (`queue`) the auditor's view with `actions` reply while unanswered. */
export const feedbackInfoQuery = (id: number, queue: boolean) =>
  queryOptions({
    queryKey: feedbackKeys.info(id, queue),
    queryFn: () => api.call(queue ? feedbackQueueInfo : infoFeedback, { id }),
    staleTime: 0,
  });

/** Sends feedback; my list is refreshed. */
export function useAddFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: CallQuery<typeof addFeedback>) => api.call(addFeedback, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

/** The auditor's reply; the detail takes the answer, the lists are refreshed. */
export function useReplyFeedback(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: string) => api.call(replyFeedback, { id, reply }),
    onSuccess: (f: Feedback) => {
      queryClient.setQueryData(feedbackKeys.info(id, true), f);
      void queryClient.invalidateQueries({ queryKey: ['feedback', 'queue'] });
    },
  });
}
