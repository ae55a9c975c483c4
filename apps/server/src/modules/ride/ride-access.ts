import { ErrorCode, type RideRole } from '@kc/shared';
import type { rideApplications, rides } from '../../db/schema.js';
import { AppError } from '../../plugins/app/errors.js';

export type RideRow = typeof rides.$inferSelect;
export type RideApplicationRow = typeof rideApplications.$inferSelect;

/**
 * Who the caller is for one ride: its creator (the leader who published it), a rider given a role (领队 / 领骑 /
 * 收队), an approved rider, or nobody. What a call needs:
 * - `creator`: edit, cancel the ride, give roles;
 * - `approve`: the creator or a 领队 (approve and decline applications);
 * - `crew`: the creator or any role (applications, the headcount with positions, clock-in review);
 * - `rider`: an approved application or the crew (clock in, the mark).
 */
export type RideNeed = 'creator' | 'approve' | 'crew' | 'rider';

export interface RideCaller {
  /** the creator is 'leader'; a rider given a role has it; null otherwise */
  role: RideRole | null;
  creator: boolean;
  /** the caller's live application (pending or approved), if any */
  application: RideApplicationRow | null;
}

const allowed = (c: RideCaller, need: RideNeed): boolean => {
  if (c.creator) return true;
  if (need === 'creator') return false;
  if (need === 'approve') return c.role === 'leader';
  if (need === 'crew') return c.role !== null;
  return c.role !== null || c.application?.status === 1;
};

/** The one access decision for ride-scoped calls (docs/ride.md). A deleted draft is gone (10004). */
export function rideAccess(repo: {
  ride(id: number): Promise<RideRow | undefined>;
  liveApplicationOf(rideId: number, uid: number): Promise<RideApplicationRow | undefined>;
}) {
  const ride = (id: number) => repo.ride(id);

  async function callerOf(uid: number | null, row: RideRow): Promise<RideCaller> {
    if (uid === null) return { role: null, creator: false, application: null };
    const creator = row.leaderId === uid;
    const application = await repo.liveApplicationOf(row.id, uid);
    return { creator, role: creator ? 'leader' : (application?.role ?? null), application: application ?? null };
  }

  return {
    ride,
    callerOf,
    allowed,
    /** the ride and the caller when they may act on it; 10004 骑行不存在, 10003 无权操作该骑行 */
    async require(uid: number, rideId: number, need: RideNeed): Promise<{ row: RideRow; caller: RideCaller }> {
      const row = await ride(rideId);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '骑行不存在');
      const caller = await callerOf(uid, row);
      if (!allowed(caller, need)) throw new AppError(ErrorCode.FORBIDDEN, '无权操作该骑行');
      return { row, caller };
    },
  };
}
export type RideAccess = ReturnType<typeof rideAccess>;
