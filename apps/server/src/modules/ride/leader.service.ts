import {
  ErrorCode,
  rideLeaderStateLabel,
  type CallData,
  type CallQuery,
  type RideLeader,
  type rideLeaderApply,
  type rideLeaderMine,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { AuditRepository, AuditRow } from '../audit/audit.repository.js';
import { notify } from '../message/message.repository.js';
import { leaderRepository, type LeaderRow } from './leader.repository.js';

const toLeader = (r: { l: LeaderRow; nickname: string; avatar: string }): RideLeader => ({
  id: r.l.id,
  user_id: r.l.userId,
  nickname: r.nickname,
  avatar: r.avatar,
  state: r.l.state,
  state_label: rideLeaderStateLabel[r.l.state],
  licence_class: r.l.licenceClass,
  riding_years: r.l.ridingYears,
  bike: r.l.bike,
  experience: r.l.experience,
  licence_image: r.l.licenceImage,
  reject_reason: r.l.rejectReason,
  create_time: toSecs(r.l.createdAt),
});

/** why a person may not apply (again), or null */
const applyRefusal = (l: LeaderRow | undefined) =>
  l?.state === 'pending' ? '您的领队申请正在审核中' : l?.state === 'approved' ? '您已是认证领队' : null;

/** Ride leader applications (docs/ride.md): reviewed by the platform auditor through the audit queue. */
export function rideLeaderService(deps: { db: Db; audits: AuditRepository; clock: Clock }) {
  const { db, audits, clock } = deps;

  const repo = leaderRepository(db);

  return {
    mine: async (uid: number): Promise<CallData<typeof rideLeaderMine>> => {
      const r = await repo.ofUser(uid);
      return { leader: r ? toLeader(r) : null, can_create: r?.l.state === 'approved' };
    },

    /** A first application, or one again after a rejection: the row pending and its audit, in one transaction. */
    apply: async (uid: number, q: CallQuery<typeof rideLeaderApply>): Promise<RideLeader> => {
      const fields = {
        licenceClass: q.licence_class,
        ridingYears: q.riding_years,
        bike: q.bike,
        experience: q.experience,
        licenceImage: q.licence_image,
      };
      const id = await db.transaction(async (tx) => {
        const current = await repo.lockOfUser(tx, uid);
        const refusal = applyRefusal(current);
        if (refusal) throw new AppError(ErrorCode.CONFLICT, refusal);
        const row = current
          ? await repo.reapply(tx, current.id, fields, clock.now())
          : await repo.insert(tx, uid, fields);
        if (!row) throw new AppError(ErrorCode.CONFLICT, '您的领队申请正在审核中');
        const audit = await audits.create(tx, {
          businessId: null,
          type: 'ride_leader',
          targetId: row.id,
          changes: {},
          submittedBy: uid,
        });
        if (!audit) throw new AppError(ErrorCode.CONFLICT, '您的领队申请正在审核中');
        return row.id;
      });
      return toLeader((await repo.byId(id))!);
    },

    /** whether the person is an approved leader (may create rides) */
    isApproved: (uid: number): Promise<boolean> => repo.isApproved(uid),

    auditDetail: async (a: AuditRow): Promise<RideLeader> => {
      const r = await repo.byId(a.targetId);
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '领队申请不存在');
      return toLeader(r);
    },

    /** The auditor's decision, inside the audit's transaction; the applicant is told. */
    decide: async (tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number): Promise<void> => {
      const row = await repo.decide(tx, a.targetId, pass, remark, reviewer, clock.now());
      if (!row) throw new AppError(ErrorCode.CONFLICT, '领队申请已不在审核中');
      await notify(
        tx,
        row.userId,
        'audit',
        pass ? '领队申请已通过' : '领队申请未通过',
        pass ? '恭喜，您已成为认证领队，现在可以发起骑行了' : `您的领队申请未通过：${remark}`,
        '/funly/rideTogetherPlatform',
      );
    },
  };
}
export type RideLeaderService = ReturnType<typeof rideLeaderService>;
