import type {
  CallData,
  CallQuery,
  rideApply,
  rideApplyAudit,
  rideApplyInfo,
  rideApplyList,
  rideCancel,
  rideMyList,
  rideRoleSet,
} from '@kc/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RideAccess } from './ride-access.js';

const notYet = (): never => {
  throw new Error('ride applications: not built yet');
};

/** Rider applications (docs/ride.md): apply with bike, licence, emergency contact and risk notice; the leader decides. */
export function rideApplicationService(deps: { db: Db; access: RideAccess; clock: Clock }) {
  void deps;
  return {
    apply: async (uid: number, q: CallQuery<typeof rideApply>): Promise<CallData<typeof rideApply>> => notYet(),
    cancel: async (uid: number, q: CallQuery<typeof rideCancel>): Promise<CallData<typeof rideCancel>> => notYet(),
    myList: async (uid: number, q: CallQuery<typeof rideMyList>): Promise<CallData<typeof rideMyList>> => notYet(),
    applyList: async (uid: number, q: CallQuery<typeof rideApplyList>): Promise<CallData<typeof rideApplyList>> =>
      notYet(),
    applyInfo: async (uid: number, q: CallQuery<typeof rideApplyInfo>): Promise<CallData<typeof rideApplyInfo>> =>
      notYet(),
    applyAudit: async (uid: number, q: CallQuery<typeof rideApplyAudit>): Promise<CallData<typeof rideApplyAudit>> =>
      notYet(),
    setRole: async (uid: number, q: CallQuery<typeof rideRoleSet>): Promise<CallData<typeof rideRoleSet>> => notYet(),
  };
}
