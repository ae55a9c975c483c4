import { DEFAULT_PAGE_SIZE, campaignList } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the campaigns, newest first, with the current business's application state. */
export const fetchCampaigns = (page: number) => api.call(campaignList, { page, page_size: DEFAULT_PAGE_SIZE });
