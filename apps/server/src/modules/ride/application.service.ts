import {
  ErrorCode,
  RideApplyStatus,
  rideApplyStatusLabel,
  type CallData,
  type RideRole,
  type rideApply,
  type rideApplyAudit,
  type rideApplyInfo,
  type rideApplyList,
  type rideCancel,
  type rideMyList,
  type rideRoleSet,
} from '@kc/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../plugins/app/errors.js';
import { notify } from '../message/message.repository.js';
import type { RideAccess, RideApplicationRow, RideCaller } from './ride-access.js';
import { LIVE, rideRepository } from './ride.repository.js';
import { applicationActions, applyRefusal, clockinRefusal, toApplication, toCard, type Parsed } from './ride.view.js';

const places = (a: { passengers: number }) => 1 + a.passengers;
const rideLink = (rideId: number) => `/funly/rideTogether?id=${rideId}`;

/** Rider applications (docs/ride.md): apply with bike, licence, emergency contact and risk notice; the leader decides. */
export function rideApplicationService(deps: {
  db: Db;
  access: RideAccess;
  clock: Clock;
  /** tells the ride's live headcount screens that its riders changed (rideClockins.announce) */
  announce: (rideId: number) => Promise<void>;
}) {
  const { db, access, clock, announce } = deps;
  const repo = rideRepository(db);

  const answer = async (id: number, caller: RideCaller) => toApplication((await repo.meta(id))!, caller);

  /** the application and the caller's standing on its ride, when they may `need` it (10004 for an unknown id) */
  const managed = async (uid: number, id: number, need: 'creator' | 'approve' | 'crew') => {
    const a = await repo.application(id);
    if (!a) throw new AppError(ErrorCode.NOT_FOUND, '报名记录不存在');
    const { row, caller } = await access.require(uid, a.rideId, need);
    return { a, row, caller };
  };

  return {
    /**
     * Applies to a ride signing up: not its creator, the displacement required, one live application a person;
     * places (1 + passengers) taken by one conditional UPDATE in the application's transaction.
     */
    apply: async (uid: number, q: Parsed<typeof rideApply>): Promise<CallData<typeof rideApply>> => {
      const now = clock.now();
      const r = await repo.ride(q.id);
      if (!r || r.state === 'draft') throw new AppError(ErrorCode.NOT_FOUND, '骑行不存在');
      const live = await repo.live(r.id, uid);
      const refusal = applyRefusal(r, now, uid, live !== undefined);
      if (refusal === '你已报名') throw new AppError(ErrorCode.LIMIT_REACHED, '你已报名该骑行');
      if (refusal) throw new AppError(ErrorCode.CONFLICT, refusal);
      if (q.displacement < r.minDisplacement)
        throw new AppError(ErrorCode.CONFLICT, `车辆排量低于本次骑行要求的${r.minDisplacement}cc`);
      const id = await db.transaction(async (tx) => {
        if (!(await repo.takePlaces(tx, r.id, places(q), now))) {
          const after = await repo.ride(r.id, tx);
          const late = after ? applyRefusal(after, now, uid, false) : '骑行已取消';
          throw late ? new AppError(ErrorCode.CONFLICT, late) : new AppError(ErrorCode.SOLD_OUT, '名额已满');
        }
        const a = await repo.insertApplication(tx, {
          rideId: r.id,
          userId: uid,
          status: RideApplyStatus.pending,
          passengers: q.passengers,
          bikeBrand: q.bike_brand,
          bikeModel: q.bike_model,
          displacement: q.displacement,
          plate: q.plate,
          licenceClass: q.licence_class,
          emergencyName: q.emergency_name,
          emergencyMobile: q.emergency_mobile,
          riskAcceptedAt: now,
          remark: q.remark,
        });
        // a parallel application of the same person: the unique index decides (the place is given back by rollback)
        if (!a) throw new AppError(ErrorCode.LIMIT_REACHED, '你已报名该骑行');
        return a.id;
      });
      return { id, status: RideApplyStatus.pending, status_label: rideApplyStatusLabel[RideApplyStatus.pending]! };
    },

    /** Withdraws one's own live application before the ride starts; the places are freed. */
    cancel: async (uid: number, q: Parsed<typeof rideCancel>): Promise<CallData<typeof rideCancel>> => {
      const a0 = await repo.application(q.id);
      if (!a0 || a0.userId !== uid) throw new AppError(ErrorCode.NOT_FOUND, '报名记录不存在');
      await db.transaction(async (tx) => {
        const r = (await repo.lock(tx, a0.rideId))!;
        if (r.startAt && clock.now() >= r.startAt) throw new AppError(ErrorCode.CONFLICT, '骑行已开始，不能取消报名');
        const a = await repo.move(tx, a0.id, LIVE, { status: RideApplyStatus.cancelled, role: null });
        if (!a) throw new AppError(ErrorCode.CONFLICT, '当前状态不允许该操作');
        await repo.freePlaces(tx, r.id, places(a));
      });
      await announce(a0.rideId);
      return { id: a0.id, status: RideApplyStatus.cancelled };
    },

    /** The caller's applications, newest first, with each ride's card and the checkpoints reached. */
    myList: async (uid: number, q: Parsed<typeof rideMyList>): Promise<CallData<typeof rideMyList>> => {
      const now = clock.now();
      const { list, count } = await repo.minePage(uid, q);
      const rideIds = [...new Set(list.map((a) => a.rideId))];
      const [cards, reached] = await Promise.all([repo.cardsByIds(rideIds), repo.acceptedClockins(uid, rideIds)]);
      const byId = new Map(cards.map((c) => [c.r.id, c]));
      return {
        list: list.flatMap((a: RideApplicationRow) => {
          const c = byId.get(a.rideId);
          if (!c) return [];
          return [
            {
              ...toCard(c, now, { my_role: (a.role as RideRole | null) ?? null }),
              application_id: a.id,
              status: a.status,
              status_label: rideApplyStatusLabel[a.status] ?? '',
              reached: reached.get(a.rideId) ?? 0,
              // the ride page's rules for an approved rider: clock in while the ride takes them, the mark once reached
              actions: {
                clockin: a.status === RideApplyStatus.going && clockinRefusal(c.r, now) === null,
                mark: a.status === RideApplyStatus.going && (reached.get(a.rideId) ?? 0) > 0,
              },
            },
          ];
        }),
        count,
        page_size: q.page_size,
      };
    },

    /** A ride's applications with counts per status; the crew only. */
    applyList: async (uid: number, q: Parsed<typeof rideApplyList>): Promise<CallData<typeof rideApplyList>> => {
      const { caller } = await access.require(uid, q.id, 'crew');
      const [{ list, count }, counts] = await Promise.all([repo.applicationPage(q.id, q), repo.countsByStatus([q.id])]);
      return {
        list: list.map((m) => toApplication(m, caller)),
        count,
        page_size: q.page_size,
        counts: counts.get(q.id) ?? {},
      };
    },

    applyInfo: async (uid: number, q: Parsed<typeof rideApplyInfo>): Promise<CallData<typeof rideApplyInfo>> => {
      const { a, caller } = await managed(uid, q.id, 'crew');
      return answer(a.id, caller);
    },

    /** Approves (the rider is told) or declines (with the reason; places freed) a pending application. */
    applyAudit: async (uid: number, q: Parsed<typeof rideApplyAudit>): Promise<CallData<typeof rideApplyAudit>> => {
      const { a: a0, caller } = await managed(uid, q.id, 'approve');
      await db.transaction(async (tx) => {
        const r = (await repo.lock(tx, a0.rideId))!;
        const reviewed = { reviewedBy: uid, reviewedAt: clock.now() };
        const a = q.pass
          ? await repo.move(tx, a0.id, [RideApplyStatus.pending], { ...reviewed, status: RideApplyStatus.going })
          : await repo.move(tx, a0.id, [RideApplyStatus.pending], {
              ...reviewed,
              status: RideApplyStatus.declined,
              remark: q.remark,
            });
        if (!a) throw new AppError(ErrorCode.CONFLICT, '当前状态不允许该操作');
        if (!q.pass) await repo.freePlaces(tx, r.id, places(a));
        await notify(
          tx,
          a.userId,
          'audit',
          q.pass ? '骑行报名已通过' : '骑行报名未通过',
          q.pass ? `您报名的「${r.title}」已通过领队审核` : `您报名的「${r.title}」未通过：${q.remark}`,
          rideLink(r.id),
        );
      });
      await announce(a0.rideId);
      return answer(a0.id, caller);
    },

    /** The creator gives an approved rider a role (or takes it away). */
    setRole: async (uid: number, q: Parsed<typeof rideRoleSet>): Promise<CallData<typeof rideRoleSet>> => {
      const { a: a0, caller } = await managed(uid, q.id, 'creator');
      if (!applicationActions(a0, caller).role) throw new AppError(ErrorCode.CONFLICT, '只能给已通过的骑手设置角色');
      const moved = await db.transaction((tx) => repo.move(tx, a0.id, [RideApplyStatus.going], { role: q.role }));
      if (!moved) throw new AppError(ErrorCode.CONFLICT, '只能给已通过的骑手设置角色');
      await announce(a0.rideId);
      return answer(a0.id, caller);
    },
  };
}
export type RideApplicationService = ReturnType<typeof rideApplicationService>;
