import {
  ErrorCode,
  rideApplyStatusLabel,
  type CallData,
  type FieldError,
  type RideDetail,
  type RideRole,
  type rideLike,
  type rideList,
  type rideManageList,
  type rideRevoke,
  type rideSave,
  type rideShow,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { toSecs } from '../../lib/time.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import { notify } from '../message/message.repository.js';
import type { RideAccess, RideRow } from './ride-access.js';
import type { RideLeaderService } from './leader.service.js';
import { rideRepository, type CheckpointRow, type RideInsert } from './ride.repository.js';
import {
  CHECKPOINT_SLACK_MS,
  editRefusal,
  manageActions,
  revokeRefusal,
  rideActions,
  toCard,
  toCheckpoint,
  type Parsed,
} from './ride.view.js';

type SaveQuery = Parsed<typeof rideSave>;
type CheckpointInput = NonNullable<SaveQuery['checkpoints']>[number];
type Pos = { lat?: number; lng?: number };

const date = (s: number | undefined) => (s === undefined ? undefined : new Date(s * 1000));

/** The columns the leader's fields set; fields left out stay as they are. */
export function toColumns(q: SaveQuery): Partial<RideInsert> {
  const c: Partial<RideInsert> = {};
  if (q.title !== undefined) c.title = q.title;
  if (q.cover !== undefined) c.cover = q.cover;
  if (q.start_time !== undefined) c.startAt = date(q.start_time);
  if (q.end_time !== undefined) c.endAt = date(q.end_time);
  if (q.signup_end !== undefined) c.signupEnd = date(q.signup_end);
  if (q.meeting_place !== undefined) c.meetingPlace = q.meeting_place;
  if (q.meeting_address !== undefined) c.meetingAddress = q.meeting_address;
  if (q.meeting_latitude !== undefined) c.latitude = q.meeting_latitude;
  if (q.meeting_longitude !== undefined) c.longitude = q.meeting_longitude;
  if (q.route_start !== undefined) c.routeStart = q.route_start;
  if (q.route_end !== undefined) c.routeEnd = q.route_end;
  // stored in tenths of a km
  if (q.distance_km !== undefined) c.distance = Math.round(q.distance_km * 10);
  if (q.pace !== undefined) c.pace = q.pace;
  if (q.difficulty !== undefined) c.difficulty = q.difficulty;
  if (q.min_displacement !== undefined) c.minDisplacement = q.min_displacement;
  if (q.bike_types !== undefined) c.bikeTypes = [...new Set(q.bike_types)];
  if (q.capacity !== undefined) c.capacity = q.capacity;
  if (q.fee !== undefined) c.fee = q.fee;
  if (q.fee_note !== undefined) c.feeNote = q.fee_note;
  if (q.risk_notice !== undefined) c.riskNotice = q.risk_notice;
  if (q.description !== undefined) c.description = q.description;
  return c;
}

/** A checkpoint as it will be stored (an existing one keeps its id). */
interface PlannedCheckpoint {
  id?: number;
  name: string;
  latitude: number;
  longitude: number;
  radius: number;
  opensAt: Date;
  closesAt: Date;
}

const fromInput = (c: CheckpointInput): PlannedCheckpoint => ({
  ...(c.id !== undefined ? { id: c.id } : {}),
  name: c.name,
  latitude: c.latitude,
  longitude: c.longitude,
  radius: c.radius,
  opensAt: new Date(c.open_time * 1000),
  closesAt: new Date(c.close_time * 1000),
});

/** whether the list sent differs from the stored checkpoints (order, ids or any field) */
const checkpointsDiffer = (sent: PlannedCheckpoint[], stored: CheckpointRow[]) =>
  sent.length !== stored.length ||
  sent.some((c, i) => {
    const s = stored[i]!;
    return (
      c.id !== s.id ||
      c.name !== s.name ||
      c.latitude !== s.latitude ||
      c.longitude !== s.longitude ||
      c.radius !== s.radius ||
      c.opensAt.getTime() !== s.opensAt.getTime() ||
      c.closesAt.getTime() !== s.closesAt.getTime()
    );
  });

/**
 * What every save checks, a draft too: each checkpoint closes after it opens (the table refuses the rest), and the
 * meeting point has both coordinates or neither.
 */
function alwaysProblems(r: Pick<RideRow, 'latitude' | 'longitude'>, cps: PlannedCheckpoint[]): FieldError[] {
  const point: FieldError[] =
    (r.latitude === null) === (r.longitude === null)
      ? []
      : [{ field: r.latitude === null ? 'meeting_latitude' : 'meeting_longitude', message: '经度和纬度需一起填写' }];
  return [
    ...point,
    ...cps.flatMap((c, i) =>
      c.closesAt <= c.opensAt ? [{ field: `checkpoints.${i}.close_time`, message: '打卡关闭时间须晚于开放时间' }] : [],
    ),
  ];
}

/**
 * What a published ride needs (every problem named by its field): the fields, at least one checkpoint, the order of
 * the times (end after start, sign-up closing no later than the start, a start still to come when `startToCome`),
 * every checkpoint window inside [start − 2 h, end + 2 h], capacity 0 or not below the places taken.
 */
export function completenessProblems(
  r: RideRow,
  cps: PlannedCheckpoint[],
  now: Date,
  startToCome: boolean,
): FieldError[] {
  const p: FieldError[] = [];
  if (!r.title) p.push({ field: 'title', message: '请输入骑行名称' });
  if (!r.startAt) p.push({ field: 'start_time', message: '请选择开始时间' });
  if (!r.endAt) p.push({ field: 'end_time', message: '请选择结束时间' });
  if (!r.signupEnd) p.push({ field: 'signup_end', message: '请选择报名截止时间' });
  if (!r.meetingPlace) p.push({ field: 'meeting_place', message: '请输入集合地点' });
  if (!r.routeStart) p.push({ field: 'route_start', message: '请输入起点' });
  if (!r.routeEnd) p.push({ field: 'route_end', message: '请输入终点' });
  if (r.distance <= 0) p.push({ field: 'distance_km', message: '请输入路线里程' });
  if (!r.riskNotice) p.push({ field: 'risk_notice', message: '请填写风险告知' });
  if (cps.length === 0) p.push({ field: 'checkpoints', message: '请至少添加一个打卡点' });
  const { startAt: start, endAt: end, signupEnd } = r;
  if (start && end && end <= start) p.push({ field: 'end_time', message: '结束时间须晚于开始时间' });
  if (start && signupEnd && signupEnd > start) p.push({ field: 'signup_end', message: '报名截止时间不能晚于开始时间' });
  if (startToCome && start && start <= now) p.push({ field: 'start_time', message: '开始时间须晚于当前时间' });
  if (start && end)
    cps.forEach((c, i) => {
      if (c.opensAt.getTime() < start.getTime() - CHECKPOINT_SLACK_MS)
        p.push({ field: `checkpoints.${i}.open_time`, message: '打卡开放时间不能早于骑行开始前2小时' });
      if (c.closesAt.getTime() > end.getTime() + CHECKPOINT_SLACK_MS)
        p.push({ field: `checkpoints.${i}.close_time`, message: '打卡关闭时间不能晚于骑行结束后2小时' });
    });
  if (r.capacity > 0 && r.capacity < r.taken)
    p.push({ field: 'capacity', message: `人数上限不能少于已报名的${r.taken}人` });
  return p;
}

/** Rides (docs/ride.md): created and published by approved leaders; listed, shown, liked and shared. */
export function rideService(deps: {
  db: Db;
  access: RideAccess;
  leaders: RideLeaderService;
  clock: Clock;
  /** tells the ride's live headcount screens that its riders changed (rideClockins.announce) */
  announce: (rideId: number) => Promise<void>;
}) {
  const { db, access, clock, announce } = deps;
  const repo = rideRepository(db);

  /** the ride as its detail for a caller */
  const detail = async (id: number, uid: number | null, pos: Pos = {}): Promise<RideDetail> => {
    const at = pos.lat !== undefined && pos.lng !== undefined ? { lat: pos.lat, lng: pos.lng } : undefined;
    const card = await repo.card(id, at);
    if (!card) throw new AppError(ErrorCode.NOT_FOUND, '骑行不存在');
    const r = card.r;
    const now = clock.now();
    const [caller, cps, going, liked, accepted] = await Promise.all([
      access.callerOf(uid, r),
      repo.checkpoints(id),
      repo.going(id),
      uid === null ? false : repo.liked(id, uid),
      uid === null ? new Map<number, number>() : repo.acceptedClockins(uid, [id]),
    ]);
    const mine = caller.application;
    return {
      ...toCard(card, now),
      meeting_address: r.meetingAddress,
      meeting_latitude: r.latitude,
      meeting_longitude: r.longitude,
      signup_end: toSecs(r.signupEnd),
      min_displacement: r.minDisplacement,
      bike_types: r.bikeTypes,
      fee_note: r.feeNote,
      risk_notice: r.riskNotice,
      description: r.description,
      checkpoints: cps.map(toCheckpoint),
      crew: [
        {
          application_id: 0,
          user_id: r.leaderId,
          nickname: card.leaderName,
          avatar: card.leaderAvatar,
          role: 'leader' as const,
        },
        ...going.crew.map((c) => ({
          application_id: c.a.id,
          user_id: c.a.userId,
          nickname: c.nickname,
          avatar: c.avatar,
          role: c.a.role as RideRole,
        })),
      ],
      going_count: going.goingCount,
      liked,
      mine: mine && {
        id: mine.id,
        status: mine.status,
        status_label: rideApplyStatusLabel[mine.status] ?? '',
        passengers: mine.passengers,
        remark: mine.remark,
        location_on: mine.locationOn,
      },
      my_role: caller.role,
      checkpoints_open: r.startAt === null || now < r.startAt,
      actions: rideActions(r, now, uid, caller, accepted.get(id) ?? 0),
      updated_at: toSecs(r.updatedAt),
    };
  };

  /** the list sent, resolved against the stored checkpoints: ids must be this ride's (10004), once each */
  const plan = (sent: CheckpointInput[], stored: CheckpointRow[]): PlannedCheckpoint[] => {
    const ids = sent.flatMap((c) => (c.id === undefined ? [] : [c.id]));
    if (new Set(ids).size !== ids.length) throw validationError([{ field: 'checkpoints', message: '打卡点重复' }]);
    if (ids.some((id) => !stored.some((s) => s.id === id))) throw new AppError(ErrorCode.NOT_FOUND, '打卡点不存在');
    return sent.map(fromInput);
  };

  /** the stored set replaced by the planned one: kept ids keep their row, the rest soft-deleted (none with clock-ins) */
  const writeCheckpoints = async (tx: Tx, rideId: number, planned: PlannedCheckpoint[], stored: CheckpointRow[]) => {
    const now = clock.now();
    const kept = new Set(planned.flatMap((c) => (c.id === undefined ? [] : [c.id])));
    const removed = stored.filter((s) => !kept.has(s.id)).map((s) => s.id);
    if ((await repo.withClockins(tx, removed)).length > 0)
      throw new AppError(ErrorCode.CONFLICT, '打卡点已有打卡记录，不能删除');
    await repo.deleteCheckpoints(tx, removed, now);
    for (const [i, c] of planned.entries()) {
      const { id, ...set } = c;
      if (id === undefined) await repo.insertCheckpoint(tx, { ...set, rideId, seq: i + 1 });
      else await repo.updateCheckpoint(tx, id, { ...set, seq: i + 1 });
    }
  };

  return {
    detail,

    /** Create (an approved leader) or change (the creator) a ride; submit publishes a complete draft. */
    save: async (uid: number, q: SaveQuery): Promise<CallData<typeof rideSave>> => {
      const cols = toColumns(q);
      const now = clock.now();
      if (q.id === undefined) {
        if (!(await deps.leaders.isApproved(uid))) throw new AppError(ErrorCode.FORBIDDEN, '认证领队才能发起骑行');
        const planned = plan(q.checkpoints ?? [], []);
        const draft = { ...blankRide(uid, now), ...cols } as RideRow;
        const problems = [
          ...alwaysProblems(draft, planned),
          ...(q.submit ? completenessProblems(draft, planned, now, true) : []),
        ];
        if (problems.length) throw validationError(problems);
        const id = await db.transaction(async (tx) => {
          const row = await repo.insert(tx, { ...cols, leaderId: uid, state: q.submit ? 'published' : 'draft' });
          await writeCheckpoints(tx, row.id, planned, []);
          return row.id;
        });
        return detail(id, uid);
      }
      const id = q.id;
      // (checked on `db` before the transaction: PGlite has one connection)
      await access.require(uid, id, 'creator');
      await db.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '骑行不存在');
        const refusal = editRefusal(row, now);
        if (refusal) throw new AppError(ErrorCode.CONFLICT, refusal);
        const stored = await repo.checkpoints(id, tx);
        const planned = q.checkpoints === undefined ? stored.map(storedPlan) : plan(q.checkpoints, stored);
        const started = row.state === 'published' && row.startAt !== null && now >= row.startAt;
        const startChanged = cols.startAt !== undefined && cols.startAt?.getTime() !== row.startAt?.getTime();
        const endChanged = cols.endAt !== undefined && cols.endAt?.getTime() !== row.endAt?.getTime();
        if (started && q.checkpoints !== undefined && checkpointsDiffer(planned, stored))
          throw new AppError(ErrorCode.CONFLICT, '骑行已开始，打卡点不能修改');
        if (started && (startChanged || endChanged))
          throw new AppError(ErrorCode.CONFLICT, '骑行已开始，开始和结束时间不能修改');
        const publishing = row.state === 'draft' && q.submit;
        const merged = { ...row, ...cols } as RideRow;
        const problems = [
          ...alwaysProblems(merged, planned),
          ...(publishing || row.state === 'published'
            ? completenessProblems(merged, planned, now, publishing || startChanged)
            : []),
        ];
        if (problems.length) throw validationError(problems);
        if (q.checkpoints !== undefined) await writeCheckpoints(tx, id, planned, stored);
        const updated = await repo.update(tx, id, { ...cols, ...(publishing ? { state: 'published' as const } : {}) });
        if (!updated) throw validationError([{ field: 'capacity', message: `人数上限不能少于已报名的${row.taken}人` }]);
      });
      return detail(id, uid);
    },

    /** The creator cancels a published ride (riders told, places freed) or deletes a draft. */
    revoke: async (uid: number, q: Parsed<typeof rideRevoke>): Promise<CallData<typeof rideRevoke>> => {
      await access.require(uid, q.id, 'creator');
      const done = await db.transaction(async (tx) => {
        const row = await repo.lock(tx, q.id);
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '骑行不存在');
        if (row.state === 'draft') {
          await repo.deleteDraft(tx, row.id);
          return { id: row.id, state: null };
        }
        const refused = revokeRefusal(row, clock.now());
        if (refused) throw new AppError(ErrorCode.CONFLICT, refused);
        await repo.update(tx, row.id, { state: 'revoked' });
        const told = await repo.closeForRevoke(tx, row.id);
        const why = q.reason ? `：${q.reason}` : '';
        for (const userId of new Set(told))
          await notify(
            tx,
            userId,
            'audit',
            '骑行已取消',
            `「${row.title}」已被领队取消${why}，您的报名已取消`,
            `/funly/rideTogether?id=${row.id}`,
          );
        return { id: row.id, state: 'revoked' as const };
      });
      if (done.state) await announce(done.id);
      return done;
    },

    manageList: async (uid: number, q: Parsed<typeof rideManageList>): Promise<CallData<typeof rideManageList>> => {
      const now = clock.now();
      const { list, count } = await repo.managePage(uid, q);
      const ids = list.map((c) => c.r.id);
      const [counts, roles] = await Promise.all([repo.countsByStatus(ids), repo.rolesOf(uid, ids)]);
      return {
        list: list.map((c) =>
          toCard(c, now, {
            apply_counts: counts.get(c.r.id) ?? {},
            my_role: c.r.leaderId === uid ? 'leader' : ((roles.get(c.r.id) as RideRole | undefined) ?? null),
            manage_actions: manageActions(c.r, now, c.r.leaderId === uid),
          }),
        ),
        count,
        page_size: q.page_size,
      };
    },

    list: async (q: Parsed<typeof rideList>): Promise<CallData<typeof rideList>> => {
      const now = clock.now();
      const { list, count } = await repo.publicPage(q, now);
      return { list: list.map((c) => toCard(c, now)), count, page_size: q.page_size };
    },

    /** Published and revoked rides to everyone; a draft to its creator only. */
    show: async (uid: number | null, q: Parsed<typeof rideShow>): Promise<CallData<typeof rideShow>> => {
      const r = await repo.ride(q.id);
      if (!r || (r.state === 'draft' && r.leaderId !== uid)) throw new AppError(ErrorCode.NOT_FOUND, '骑行不存在');
      return detail(r.id, uid, q);
    },

    /** Like or unlike a published ride; the count changes only by the row that did. */
    like: async (uid: number, q: Parsed<typeof rideLike>): Promise<CallData<typeof rideLike>> => {
      const r = await repo.ride(q.id);
      if (!r || r.state !== 'published') throw new AppError(ErrorCode.NOT_FOUND, '骑行不存在');
      const changed = await db.transaction((tx) =>
        q.like === 1 ? repo.like(tx, r.id, uid) : repo.unlike(tx, r.id, uid),
      );
      return { liked: q.like === 1, like_count: changed ?? (await repo.ride(r.id))!.likeCount };
    },

    /** a published ride for the share call (else 10004) */
    shareable: async (id: number): Promise<RideRow> => {
      const r = await repo.ride(id);
      if (!r || r.state !== 'published') throw new AppError(ErrorCode.NOT_FOUND, '骑行不存在');
      return r;
    },
  };
}
export type RideService = ReturnType<typeof rideService>;

const storedPlan = (s: CheckpointRow): PlannedCheckpoint => ({
  id: s.id,
  name: s.name,
  latitude: s.latitude,
  longitude: s.longitude,
  radius: s.radius,
  opensAt: s.opensAt,
  closesAt: s.closesAt,
});

/** a new ride's row before the fields (the table's defaults) */
const blankRide = (uid: number, now: Date): RideRow => ({
  id: 0,
  leaderId: uid,
  state: 'draft',
  title: '',
  cover: '',
  startAt: null,
  endAt: null,
  signupEnd: null,
  meetingPlace: '',
  meetingAddress: '',
  latitude: null,
  longitude: null,
  routeStart: '',
  routeEnd: '',
  distance: 0,
  pace: 1,
  difficulty: 1,
  minDisplacement: 0,
  bikeTypes: [],
  capacity: 0,
  taken: 0,
  fee: 0,
  feeNote: '',
  riskNotice: '',
  description: '',
  likeCount: 0,
  positionsPurgedAt: null,
  createdAt: now,
  updatedAt: now,
});
