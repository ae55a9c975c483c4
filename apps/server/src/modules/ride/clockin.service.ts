import type {
  CallData,
  CallQuery,
  rideClockin,
  rideClockinMine,
  rideClockinReview,
  rideHeadcount,
  rideLocation,
  rideMark,
} from '@kc/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Kv } from '../../plugins/app/kv.js';
import type { RideAccess } from './ride-access.js';

const notYet = (): never => {
  throw new Error('ride clock-in: not built yet');
};

/** Clock-in at checkpoints, decided on the server; the live headcount; the mark; positions deleted after N days. */
export function rideClockinService(deps: { db: Db; access: RideAccess; kv: Kv; clock: Clock; positionDays: number }) {
  void deps;
  return {
    mine: async (uid: number, q: CallQuery<typeof rideClockinMine>): Promise<CallData<typeof rideClockinMine>> =>
      notYet(),
    location: async (uid: number, q: CallQuery<typeof rideLocation>): Promise<CallData<typeof rideLocation>> =>
      notYet(),
    sign: async (uid: number, q: CallQuery<typeof rideClockin>): Promise<CallData<typeof rideClockin>> => notYet(),
    headcount: async (uid: number, q: CallQuery<typeof rideHeadcount>): Promise<CallData<typeof rideHeadcount>> =>
      notYet(),
    review: async (uid: number, q: CallQuery<typeof rideClockinReview>): Promise<CallData<typeof rideClockinReview>> =>
      notYet(),
    mark: async (uid: number, q: CallQuery<typeof rideMark>): Promise<CallData<typeof rideMark>> => notYet(),
    /** the scheduled job: positions of rides over for `positionDays` are deleted */
    purgePositions: async (): Promise<number> => notYet(),
    /** ends every waiting headcount long poll (server shutdown) */
    wakeAll: (): void => {},
  };
}
