import type { CallData, CallQuery, rideLike, rideList, rideManageList, rideRevoke, rideSave, rideShow } from '@kc/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RideAccess, RideRow } from './ride-access.js';
import type { RideLeaderService } from './leader.service.js';

const notYet = (): never => {
  throw new Error('rides: not built yet');
};

/** Rides (docs/ride.md): created and published by approved leaders; listed, shown, liked and shared. */
export function rideService(deps: { db: Db; access: RideAccess; leaders: RideLeaderService; clock: Clock }) {
  void deps;
  return {
    save: async (uid: number, q: CallQuery<typeof rideSave>): Promise<CallData<typeof rideSave>> => notYet(),
    revoke: async (uid: number, q: CallQuery<typeof rideRevoke>): Promise<CallData<typeof rideRevoke>> => notYet(),
    manageList: async (uid: number, q: CallQuery<typeof rideManageList>): Promise<CallData<typeof rideManageList>> =>
      notYet(),
    list: async (q: CallQuery<typeof rideList>): Promise<CallData<typeof rideList>> => notYet(),
    show: async (uid: number | null, q: CallQuery<typeof rideShow>): Promise<CallData<typeof rideShow>> => notYet(),
    like: async (uid: number, q: CallQuery<typeof rideLike>): Promise<CallData<typeof rideLike>> => notYet(),
    /** a published ride for the share call (else 10004) */
    shareable: async (id: number): Promise<RideRow> => notYet(),
  };
}
