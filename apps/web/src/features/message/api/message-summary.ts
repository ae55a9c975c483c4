import { queryOptions } from '@tanstack/react-query';
import { messageList } from '@kc/shared';
import { api } from '../../../lib/http';
import { messagesKey } from './message-list';

/** The unread count of the caller's notices (a one-row page of the list). */
export const messageSummaryQuery = queryOptions({
  queryKey: [...messagesKey, 'summary'],
  queryFn: () => api.call(messageList, { page: 1, page_size: 1 }),
  staleTime: 0,
});
