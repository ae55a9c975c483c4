import { useVersionPoll } from '../../../lib/http/long-poll';
import { fetchRideHeadcount } from '../api/ride-headcount';

/**
 * The live headcount of a ride: the first call without a version, then long polls with the last version while
 * mounted (each answers when a clock-in or the riders change, or after 25 s). Aborted on unmount; failures wait
 * a little longer each time; a refusal stops the loop and is reported.
 */
export function useHeadcount(rideId: number) {
  return useVersionPoll((version, signal) => fetchRideHeadcount(rideId, version, signal), [rideId]);
}
