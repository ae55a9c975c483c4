import type { CallData, CallQuery, RideLeader, rideLeaderApply, rideLeaderMine } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditRepository, AuditRow } from '../audit/audit.repository.js';

const notYet = (): never => {
  throw new Error('ride leaders: not built yet');
};

/** Ride leader applications (docs/ride.md): reviewed by the platform auditor through the audit queue. */
export function rideLeaderService(deps: { db: Db; audits: AuditRepository; clock: Clock }) {
  void deps;
  return {
    mine: async (uid: number): Promise<CallData<typeof rideLeaderMine>> => notYet(),
    apply: async (uid: number, q: CallQuery<typeof rideLeaderApply>): Promise<RideLeader> => notYet(),
    /** whether the caller is an approved leader (may create rides) */
    isApproved: async (uid: number): Promise<boolean> => notYet(),
    auditDetail: async (a: AuditRow): Promise<RideLeader> => notYet(),
    decide: async (tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number): Promise<void> => notYet(),
  };
}
export type RideLeaderService = ReturnType<typeof rideLeaderService>;
