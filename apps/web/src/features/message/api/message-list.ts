import { DEFAULT_PAGE_SIZE, messageList } from '@kc/shared';
import { api } from '../../../lib/http';

export const messagesKey = ['messages'] as const;
/** the /my counters (userinfo and userIndex, under ['user', …]) hold the unread count too */
export const userKey = ['user'] as const;

/** One page of the caller's notices, newest first, with the unread count. */
export const fetchMessagePage = (page: number) => api.call(messageList, { page, page_size: DEFAULT_PAGE_SIZE });
