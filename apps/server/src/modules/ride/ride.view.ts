import type { z } from 'zod';
import {
  RIDE_PHASE_LABELS,
  type CallDef,
  rideApplyStatusLabel,
  type RideApplication,
  type RideCard,
  type RideCheckpoint,
  type RideDetail,
  type RideRole,
} from '@kc/shared';
import { toSecs } from '../../lib/time.js';
import type { RideApplicationRow, RideCaller, RideRow } from './ride-access.js';
import type { CheckpointRow } from './ride.repository.js';

/** A call's query as the handler gets it (parsed: defaults filled in). */
export type Parsed<C> = C extends CallDef<infer Q, z.ZodType> ? z.output<Q> : never;

/**
 * The phase shown, the one home of it: draft 0; revoked 5; a published ride is 1 before its sign-up closes, 2 until
 * it starts, 3 until its end (inclusive) and 4 after.
 */
export function ridePhase(r: Pick<RideRow, 'state' | 'startAt' | 'endAt' | 'signupEnd'>, now: Date): number {
  if (r.state === 'draft') return 0;
  if (r.state === 'revoked') return 5;
  const t = now.getTime();
  if (r.signupEnd && t < r.signupEnd.getTime()) return 1;
  if (r.startAt && t < r.startAt.getTime()) return 2;
  if (!r.endAt || t <= r.endAt.getTime()) return 3;
  return 4;
}

/** The latest a checkpoint's window may close after the ride's end (ride.service checks windows against it). */
export const CHECKPOINT_SLACK_MS = 2 * 3600_000;

/**
 * Why the ride takes no clock-in now, or null: a published ride takes them until the latest a checkpoint may close
 * (its end + 2 h); within that, each checkpoint's window decides (outside it a clock-in waits for the crew). The sign
 * call refuses with this and the ride's `actions.clockin` shows it.
 */
export function clockinRefusal(r: Pick<RideRow, 'state' | 'endAt'>, now: Date): string | null {
  if (r.state === 'revoked') return '骑行已取消';
  if (r.state !== 'published') return '骑行尚未发布';
  if (r.endAt && now.getTime() > r.endAt.getTime() + CHECKPOINT_SLACK_MS) return '骑行已结束';
  return null;
}

/** A ride as lists show it, with what the card query adds. */
export interface CardRow {
  r: RideRow;
  leaderName: string;
  leaderAvatar: string;
  checkpointCount: number;
  distanceKm: number | null;
}

export function toCard(
  c: CardRow,
  now: Date,
  extra: Pick<RideCard, 'apply_counts' | 'my_role' | 'manage_actions'> = {},
): RideCard {
  const r = c.r;
  const phase = ridePhase(r, now);
  return {
    id: r.id,
    title: r.title,
    cover: r.cover,
    state: r.state,
    phase,
    phase_label: RIDE_PHASE_LABELS[phase] ?? '',
    start_time: toSecs(r.startAt),
    end_time: toSecs(r.endAt),
    meeting_place: r.meetingPlace,
    route_start: r.routeStart,
    route_end: r.routeEnd,
    distance_km: r.distance / 10,
    pace: r.pace,
    difficulty: r.difficulty,
    away_km: c.distanceKm,
    capacity: r.capacity,
    taken: r.taken,
    fee: r.fee,
    like_count: r.likeCount,
    leader_name: c.leaderName,
    leader_avatar: c.leaderAvatar,
    checkpoint_count: c.checkpointCount,
    ...extra,
  };
}

export const toCheckpoint = (p: CheckpointRow): RideCheckpoint => ({
  id: p.id,
  seq: p.seq,
  name: p.name,
  latitude: p.latitude,
  longitude: p.longitude,
  radius: p.radius,
  open_time: toSecs(p.opensAt),
  close_time: toSecs(p.closesAt),
});

/**
 * Why the caller may not apply now (places aside), or null — the one home of it: the apply call refuses with it
 * and the detail sends it as `apply_hint`. Places are decided by apply's conditional UPDATE.
 */
export function applyRefusal(r: RideRow, now: Date, uid: number | null, live: boolean): string | null {
  if (r.state === 'revoked') return '骑行已取消';
  if (r.state === 'draft') return r.leaderId === uid ? '你是本次骑行的领队' : '骑行未发布';
  if (ridePhase(r, now) !== 1) return '报名已截止';
  if (uid === null) return '请先登录';
  if (r.leaderId === uid) return '你是本次骑行的领队';
  if (live) return '你已报名';
  return null;
}

/** Whether one more rider fits (capacity 0 = unlimited). */
export const hasPlace = (r: Pick<RideRow, 'capacity' | 'taken'>) => r.capacity === 0 || r.taken < r.capacity;

/** Who may do what with a ride now: the one home of these rules (the calls refuse what this says no to). */
export function rideActions(
  r: RideRow,
  now: Date,
  uid: number | null,
  c: RideCaller,
  acceptedClockins: number,
): RideDetail['actions'] {
  const refusal = applyRefusal(r, now, uid, c.application !== null);
  const hint = refusal ?? (hasPlace(r) ? '' : '名额已满');
  const crew = c.creator || c.role !== null;
  const rider = crew || c.application?.status === 1;
  const started = r.startAt !== null && now.getTime() >= r.startAt.getTime();
  return {
    apply: hint === '',
    apply_hint: hint,
    cancel: c.application !== null && r.state === 'published' && !started,
    clockin: rider && clockinRefusal(r, now) === null,
    mark: rider && acceptedClockins > 0,
    edit: c.creator && editRefusal(r, now) === null,
    manage: crew,
    headcount: crew,
  };
}

/** Why the creator may not cancel the ride, or null (a draft is deleted instead). */
export function revokeRefusal(r: RideRow, now: Date): string | null {
  if (r.state === 'revoked') return '骑行已取消';
  if (ridePhase(r, now) === 4) return '骑行已结束，不能取消';
  return null;
}

/** What the leader's list offers on a ride: the edit, revoke and delete the calls accept. */
export const manageActions = (r: RideRow, now: Date, creator: boolean) => ({
  edit: creator && editRefusal(r, now) === null,
  revoke: creator && r.state === 'published' && revokeRefusal(r, now) === null,
  delete: creator && r.state === 'draft',
});

/** Why the creator may not change the ride any more, or null. */
export function editRefusal(r: RideRow, now: Date): string | null {
  if (r.state === 'revoked') return '骑行已取消，不能修改';
  if (ridePhase(r, now) === 4) return '骑行已结束，不能修改';
  return null;
}

/** What the caller may do with an application now (applyaudit and role refuse the rest). */
export const applicationActions = (a: Pick<RideApplicationRow, 'status'>, c: RideCaller) => ({
  approve: a.status === 2 && (c.creator || c.role === 'leader'),
  decline: a.status === 2 && (c.creator || c.role === 'leader'),
  role: c.creator && a.status === 1,
});

export interface ApplicationMeta {
  a: RideApplicationRow;
  nickname: string;
  avatar: string;
  rideTitle: string;
}

/** An application as the crew sees it: emergency mobile and plate in full (they need them on the road). */
export const toApplication = (m: ApplicationMeta, c: RideCaller): RideApplication => ({
  id: m.a.id,
  ride_id: m.a.rideId,
  ride_title: m.rideTitle,
  user_id: m.a.userId,
  nickname: m.nickname,
  avatar: m.avatar,
  status: m.a.status,
  status_label: rideApplyStatusLabel[m.a.status] ?? '',
  passengers: m.a.passengers,
  bike_brand: m.a.bikeBrand,
  bike_model: m.a.bikeModel,
  displacement: m.a.displacement,
  plate: m.a.plate,
  licence_class: m.a.licenceClass,
  emergency_name: m.a.emergencyName,
  emergency_mobile: m.a.emergencyMobile,
  remark: m.a.remark,
  role: m.a.role as RideRole | null,
  risk_accepted_at: toSecs(m.a.riskAcceptedAt),
  create_time: toSecs(m.a.createdAt),
  actions: applicationActions(m.a, c),
});
