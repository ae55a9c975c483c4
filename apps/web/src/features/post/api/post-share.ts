import { bbsShare } from '@kc/shared';
import { api } from '../../../lib/http';

/** The share content of a post, with the spm code that attributes visits to the sharer. */
export const fetchPostShare = (id: number) => api.call(bbsShare, { id });
