import { playShare } from '@kc/shared';
import { api } from '../../../lib/http';

/** The share content of an event, with the spm code that attributes visits to the sharer. */
export const fetchPlayShare = (id: number) => api.call(playShare, { play_id: id });
