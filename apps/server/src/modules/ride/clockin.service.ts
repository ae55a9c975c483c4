import { createHash } from 'node:crypto';
import {
  ClockinStatus,
  clockinStatusLabel,
  ErrorCode,
  formatDate,
  type CallData,
  type CallQuery,
  type RideClockin,
  type RideRole,
  type rideClockin,
  type rideClockinMine,
  type rideClockinReview,
  type rideHeadcount,
  type rideLocation,
  type rideMark,
} from '@kc/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { Kv } from '../../plugins/app/kv.js';
import { clockinRepository, type CheckpointRow, type ClockinRow } from './clockin.repository.js';
import { haversineMeters } from './geo.js';
import type { RideAccess, RideRow } from './ride-access.js';
import { clockinRefusal, toCard, toCheckpoint } from './ride.view.js';

/** The channel a ride's clock-ins are announced on (every instance, through Kv): headcount long polls wake on it. */
export const rideChannel = (rideId: number) => `ride:${rideId}`;
const WATCH_MS = 25_000;
const DAY_MS = 86_400_000;

const clockinView = (c: ClockinRow): RideClockin => ({
  id: c.id,
  checkpoint_id: c.checkpointId,
  status: c.status,
  status_label: clockinStatusLabel[c.status] ?? '',
  distance_m: c.distanceM,
  reason: c.reason,
  create_time: toSecs(c.createdAt),
});

/**
 * The one clock-in decision (docs/ride.md): accepted within the radius AND the window (both bounds inclusive),
 * otherwise it waits for the leader with every reason that applies.
 */
export function decideClockin(p: CheckpointRow, at: { lat: number; lng: number }, now: Date) {
  const distance = Math.round(haversineMeters(at, { lat: p.latitude, lng: p.longitude }));
  const reasons: string[] = [];
  if (distance > p.radius) reasons.push(`距打卡点${distance}米，超出${p.radius}米打卡范围`);
  const t = now.getTime();
  if (t < p.opensAt.getTime() || t > p.closesAt.getTime())
    reasons.push(`不在打卡时间内（${formatDate(p.opensAt, 'h:i')}–${formatDate(p.closesAt, 'h:i')}）`);
  return {
    distance,
    status: reasons.length ? ClockinStatus.review : ClockinStatus.accepted,
    reason: reasons.join('；'),
  };
}

/** Clock-in at checkpoints, decided on the server; the live headcount; the mark; positions deleted after N days. */
export function rideClockinService(deps: { db: Db; access: RideAccess; kv: Kv; clock: Clock; positionDays: number }) {
  const { access, kv, clock } = deps;
  const repo = clockinRepository(deps.db);
  const waiting = new Set<() => void>();

  // best effort (Kv.publish never throws): a lost notice costs a headcount screen one 25 s poll
  const announce = (rideId: number) => kv.publish(rideChannel(rideId), String(Date.now()));

  /** What the crew sees now, and its version (changes with any clock-in or approved rider). */
  async function headcountOf(row: RideRow): Promise<CallData<typeof rideHeadcount>> {
    const [checkpoints, clockins, going, creator] = await Promise.all([
      repo.checkpoints(row.id),
      repo.ofRide(row.id),
      repo.going(row.id),
      repo.user(row.leaderId),
    ]);
    const riders = [
      {
        application_id: 0,
        user_id: row.leaderId,
        nickname: creator?.nickname ?? '',
        avatar: creator?.avatar ?? '',
        role: 'leader' as RideRole | null,
        passengers: 0,
      },
      ...going
        .filter((g) => g.userId !== row.leaderId)
        .map((g) => ({
          application_id: g.applicationId,
          user_id: g.userId,
          nickname: g.nickname,
          avatar: g.avatar,
          role: g.role,
          passengers: g.passengers,
        })),
    ];
    const cpNames = new Map(checkpoints.map((p) => [p.id, p.name]));
    const version = createHash('sha1')
      .update(clockins.map((r) => `${r.c.id}:${r.c.status}`).join(','))
      .update('|')
      .update(riders.map((r) => `${r.application_id}:${r.user_id}:${r.role ?? ''}:${r.passengers}`).join(','))
      .digest('hex')
      .slice(0, 24);
    return {
      version,
      riders,
      checkpoints: checkpoints.map((p) => {
        // a refused clock-in does not count as there: that rider is still missing
        const here = clockins.filter((r) => r.c.checkpointId === p.id && r.c.status !== ClockinStatus.refused);
        const there = new Set(here.map((r) => r.c.userId));
        return {
          ...toCheckpoint(p),
          reached: here.map((r) => ({
            user_id: r.c.userId,
            nickname: r.nickname,
            time: toSecs(r.c.createdAt),
            status: r.c.status,
          })),
          missing: riders
            .filter((r) => !there.has(r.user_id))
            .map((r) => ({ user_id: r.user_id, nickname: r.nickname })),
        };
      }),
      review: clockins
        .filter((r) => r.c.status === ClockinStatus.review)
        .map((r) => ({
          ...clockinView(r.c),
          user_id: r.c.userId,
          nickname: r.nickname,
          checkpoint_name: cpNames.get(r.c.checkpointId) ?? '',
          lat: r.c.latitude,
          lng: r.c.longitude,
        })),
    };
  }

  return {
    async mine(uid: number, q: CallQuery<typeof rideClockinMine>): Promise<CallData<typeof rideClockinMine>> {
      const { row, caller } = await access.require(uid, q.id, 'rider');
      const [checkpoints, mine, leader] = await Promise.all([
        repo.checkpoints(row.id),
        repo.mine(row.id, uid),
        repo.user(row.leaderId),
      ]);
      const at = new Map(mine.map((c) => [c.checkpointId, c]));
      const card = {
        r: row,
        leaderName: leader?.nickname ?? '',
        leaderAvatar: leader?.avatar ?? '',
        checkpointCount: checkpoints.length,
        distanceKm: null,
      };
      return {
        ride: toCard(card, clock.now(), { my_role: caller.role }),
        location_on: caller.creator || (caller.application?.locationOn ?? false),
        checkpoints: checkpoints.map((p) => {
          const c = at.get(p.id);
          return { ...toCheckpoint(p), mine: c ? clockinView(c) : null };
        }),
      };
    },

    async location(uid: number, q: CallQuery<typeof rideLocation>): Promise<CallData<typeof rideLocation>> {
      const { caller } = await access.require(uid, q.id, 'rider');
      // the creator has no application: clocking in is their job, their position always goes with it
      if (caller.creator || !caller.application) return { location_on: true };
      return { location_on: await repo.setLocation(caller.application.id, q.on, clock.now()) };
    },

    async sign(uid: number, q: CallQuery<typeof rideClockin>): Promise<CallData<typeof rideClockin>> {
      const { row, caller } = await access.require(uid, q.id, 'rider');
      const closed = clockinRefusal(row, clock.now());
      if (closed) throw new AppError(ErrorCode.CONFLICT, closed);
      const p = await repo.checkpoint(row.id, q.checkpoint_id);
      if (!p) throw new AppError(ErrorCode.NOT_FOUND, '打卡点不存在');
      if (!caller.creator && !caller.application?.locationOn)
        throw new AppError(ErrorCode.CONFLICT, '请先开启本次骑行的位置打卡');
      const now = clock.now();
      const d = decideClockin(p, { lat: q.lat, lng: q.lng }, now);
      const saved = await repo.insert({
        rideId: row.id,
        checkpointId: p.id,
        userId: uid,
        status: d.status,
        latitude: q.lat,
        longitude: q.lng,
        distanceM: d.distance,
        reason: d.reason,
        createdAt: now,
      });
      if (!saved) throw new AppError(ErrorCode.LIMIT_REACHED, '已在该打卡点打卡');
      await announce(row.id);
      return clockinView(saved);
    },

    /**
     * With `version`: a long poll — subscribed first, then read, so a clock-in between the two is not missed;
     * answers at once when the version differs, else on the next announcement or after 25 s (or at shutdown).
     */
    async headcount(uid: number, q: CallQuery<typeof rideHeadcount>): Promise<CallData<typeof rideHeadcount>> {
      const { row } = await access.require(uid, q.id, 'crew');
      if (q.version === undefined) return headcountOf(row);
      let wake: () => void = () => {};
      const woken = new Promise<void>((resolve) => (wake = resolve));
      const unsubscribe = await kv.subscribe(rideChannel(row.id), () => wake());
      waiting.add(wake);
      const timer = setTimeout(wake, WATCH_MS);
      try {
        const now = await headcountOf(row);
        if (now.version !== q.version) return now;
        await woken;
        return await headcountOf(row);
      } finally {
        clearTimeout(timer);
        waiting.delete(wake);
        await unsubscribe();
      }
    },

    async review(uid: number, q: CallQuery<typeof rideClockinReview>): Promise<CallData<typeof rideClockinReview>> {
      const c = await repo.byId(q.id);
      if (!c) throw new AppError(ErrorCode.NOT_FOUND, '打卡记录不存在');
      await access.require(uid, c.rideId, 'crew');
      if (c.status !== ClockinStatus.review) throw new AppError(ErrorCode.CONFLICT, '该打卡已处理');
      const status = q.pass ? ClockinStatus.accepted : ClockinStatus.refused;
      const decided = await repo.review(c.id, status, uid, clock.now());
      if (!decided) throw new AppError(ErrorCode.CONFLICT, '该打卡已处理');
      await announce(c.rideId);
      return clockinView(decided);
    },

    async mark(uid: number, q: CallQuery<typeof rideMark>): Promise<CallData<typeof rideMark>> {
      const { row } = await access.require(uid, q.id, 'rider');
      const [reached, checkpoints, me] = await Promise.all([
        repo.reached(row.id, uid),
        repo.checkpoints(row.id),
        repo.user(uid),
      ]);
      if (!reached.length) throw new AppError(ErrorCode.CONFLICT, '还没有成功打卡，完成打卡后可生成纪念标记');
      return {
        ride_title: row.title,
        date: row.startAt ? formatDate(row.startAt, 'y.m.d') : '',
        distance_km: row.distance / 10,
        route: `${row.routeStart} → ${row.routeEnd}`,
        nickname: me?.nickname ?? '',
        avatar: me?.avatar ?? '',
        reached: reached.map((r) => ({ name: r.name, time: toSecs(r.at) })),
        checkpoint_count: checkpoints.length,
      };
    },

    /** the scheduled job: positions of rides over for `positionDays` are deleted */
    purgePositions: async (): Promise<number> => {
      const now = clock.now();
      return repo.purgePositions(new Date(now.getTime() - deps.positionDays * DAY_MS), now);
    },

    /** ends every waiting headcount long poll (server shutdown) */
    wakeAll: (): void => waiting.forEach((w) => w()),

    /** wakes the ride's headcount long polls (a clock-in here; riders approved, cancelled or given a role elsewhere) */
    announce,
  };
}
