import { partyShare } from '@kc/shared';
import { api } from '../../../lib/http';

/** The share content of a ride, with the spm code that attributes visits to the sharer. */
export const fetchPartyShare = (id: number) => api.call(partyShare, { id });
