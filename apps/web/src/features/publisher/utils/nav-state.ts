import type { PublisherQuota } from '@kc/shared';

/** Navigation state: the quota a records page was opened for (lists pass it, so the page can say whose it is). */
export type QuotaState = { quota?: PublisherQuota } | null;
/** Navigation state: the add page was opened from the publisher list, so 确定 can simply go back to it. */
export type FromListState = { fromList?: boolean } | null;
