import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  formatDate,
  rideClockin,
  rideClockinMine,
  rideClockinReview,
  rideHeadcount,
  rideLocation,
  rideMark,
} from '@kc/shared';
import { rideApplications, rideCheckpoints, rideClockins, rides, users } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../db/seed.js';
import { testApp, type TestApp } from '../../test/test-app.js';
import { demoTokens } from '../../test/fixtures.js';
import { EARTH_RADIUS_M, haversineMeters } from './geo.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;
/** demo users: owner leads the rides, visitor and checker ride (approved), auditor only applied (pending) */
const uid = { visitor: 0, owner: 0, checker: 0, auditor: 0 };
const realNow = () => new Date();
const HOUR = 3600_000;
const DAY_MS = 24 * HOUR;
/** whole seconds, as the API answers */
const base = new Date(Math.floor(Date.now() / 1000) * 1000);
const at = (ms: number) => new Date(base.getTime() + ms);
const setNow = (d: Date) => (t.services.clock.now = () => d);

const CP = { lat: 29.5, lng: 106.5 };
/** the point `m` metres north of CP along its meridian (where the great circle is exactly R·Δφ) */
const north = (m: number) => ({ lat: CP.lat + (m / EARTH_RADIUS_M) * (180 / Math.PI), lng: CP.lng });

const db = () => t.database.db;

/** A published ride led by owner (started an hour ago, ends in 5 h) with approved riders; its id. */
async function ride(fields: Partial<typeof rides.$inferInsert> = {}): Promise<number> {
  const [r] = await db()
    .insert(rides)
    .values({
      leaderId: uid.owner,
      state: 'published',
      title: '周末环湖骑',
      startAt: at(-HOUR),
      endAt: at(5 * HOUR),
      signupEnd: at(-2 * HOUR),
      meetingPlace: '南滨路',
      routeStart: '南滨路',
      routeEnd: '长寿湖',
      distance: 1234,
      riskNotice: '摩托车骑行存在风险，请佩戴头盔并遵守交通规则。',
      ...fields,
    })
    .returning({ id: rides.id });
  const application = (userId: number, status: number, locationOn: boolean) => ({
    rideId: r!.id,
    userId,
    status,
    locationOn,
    bikeBrand: '本田',
    bikeModel: 'CB400',
    displacement: 400,
    plate: '渝A12345',
    licenceClass: 'E' as const,
    emergencyName: '王小明',
    emergencyMobile: '13900000000',
    riskAcceptedAt: at(-3 * HOUR),
  });
  await db()
    .insert(rideApplications)
    .values([application(uid.visitor, 1, true), application(uid.checker, 1, false), application(uid.auditor, 2, true)]);
  return r!.id;
}

/** A checkpoint at CP (radius 100 m, open from an hour ago for two hours unless changed); its id. */
async function checkpoint(rideId: number, fields: Partial<typeof rideCheckpoints.$inferInsert> = {}) {
  const [c] = await db()
    .insert(rideCheckpoints)
    .values({
      rideId,
      seq: 1,
      name: '服务区',
      latitude: CP.lat,
      longitude: CP.lng,
      radius: 100,
      opensAt: at(-HOUR),
      closesAt: at(HOUR),
      ...fields,
    })
    .returning({ id: rideCheckpoints.id });
  return c!.id;
}

const sign = (token: string, id: number, checkpoint_id: number, p: { lat: number; lng: number } = CP) =>
  t.call(rideClockin, { id, checkpoint_id, lat: p.lat, lng: p.lng }, { token });

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
  const names = ['visitor', 'owner', 'checker', 'auditor'] as const;
  for (const [i, a] of DEMO_ACCOUNTS.entries())
    uid[names[i]!] = (await db().select({ id: users.id }).from(users).where(eq(users.mobile, a.mobile)))[0]!.id;
});
afterAll(() => t.close());
afterEach(() => {
  t.services.clock.now = realNow;
});

describe('signing in at a checkpoint', () => {
  it('accepts at radius − 1 and exactly at the radius, sends radius + 1 to review with the reason', async () => {
    const id = await ride();
    setNow(base);
    for (const m of [99, 100, 101]) expect(Math.round(haversineMeters(north(m), CP))).toBe(m);
    const [a, b, c] = [await checkpoint(id), await checkpoint(id, { seq: 2 }), await checkpoint(id, { seq: 3 })];

    const inside = await sign(tok.visitor, id, a, north(99));
    expect(inside.code).toBe(0);
    expect(inside.data).toMatchObject({
      checkpoint_id: a,
      status: 1,
      status_label: '已打卡',
      distance_m: 99,
      reason: '',
    });
    expect((await sign(tok.visitor, id, b, north(100))).data).toMatchObject({ status: 1, distance_m: 100 });
    const outside = await sign(tok.visitor, id, c, north(101));
    expect(outside.data).toMatchObject({ status: 2, status_label: '待领队确认', distance_m: 101 });
    expect(outside.data.reason).toBe('距打卡点101米，超出100米打卡范围');
    expect(outside.data.create_time).toBe(Math.floor(base.getTime() / 1000));
  });

  it('accepts from the opening to the closing second (inclusive), not one second outside', async () => {
    const id = await ride();
    const opens = at(0);
    const closes = at(HOUR);
    const window = `不在打卡时间内（${formatDate(opens, 'h:i')}–${formatDate(closes, 'h:i')}）`;
    const cases: [Date, number][] = [
      [at(-1000), 2],
      [opens, 1],
      [closes, 1],
      [at(HOUR + 1000), 2],
    ];
    for (const [i, [now, status]] of cases.entries()) {
      const cp = await checkpoint(id, { seq: i + 1, opensAt: opens, closesAt: closes });
      setNow(now);
      const r = await sign(tok.visitor, id, cp);
      expect(r.code).toBe(0);
      expect(r.data.status).toBe(status);
      expect(r.data.reason).toBe(status === 1 ? '' : window);
    }
  });

  it('names both reasons when out of range and out of time', async () => {
    const id = await ride();
    const cp = await checkpoint(id, { opensAt: at(HOUR), closesAt: at(2 * HOUR) });
    setNow(base);
    const r = await sign(tok.visitor, id, cp, north(500));
    expect(r.data.status).toBe(2);
    expect(r.data.reason).toBe(
      `距打卡点500米，超出100米打卡范围；不在打卡时间内（${formatDate(at(HOUR), 'h:i')}–${formatDate(at(2 * HOUR), 'h:i')}）`,
    );
  });

  it('needs the location on (10009) for a rider; the creator always has it', async () => {
    const id = await ride();
    const cp = await checkpoint(id);
    const off = await sign(tok.checker, id, cp);
    expect(off.code).toBe(ErrorCode.CONFLICT);
    expect(off.message).toBe('请先开启本次骑行的位置打卡');

    expect((await t.call(rideLocation, { id, on: true }, { token: tok.checker })).data).toEqual({ location_on: true });
    expect((await sign(tok.checker, id, cp)).data.status).toBe(1);
    expect((await t.call(rideLocation, { id, on: false }, { token: tok.checker })).data).toEqual({
      location_on: false,
    });

    expect((await t.call(rideLocation, { id, on: false }, { token: tok.owner })).data).toEqual({ location_on: true });
    expect((await sign(tok.owner, id, cp)).data.status).toBe(1);
  });

  it('refuses who is not an approved rider (10003) and a checkpoint of another ride (10004)', async () => {
    const id = await ride();
    const cp = await checkpoint(id);
    const pending = await sign(tok.auditor, id, cp);
    expect(pending.code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(rideLocation, { id, on: true }, { token: tok.auditor })).code).toBe(ErrorCode.FORBIDDEN);

    const other = await checkpoint(await ride());
    const stranger = await sign(tok.visitor, id, other);
    expect(stranger.code).toBe(ErrorCode.NOT_FOUND);
    expect(stranger.message).toBe('打卡点不存在');

    const gone = await checkpoint(id, { seq: 2, deletedAt: at(0) });
    expect((await sign(tok.visitor, id, gone)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await sign(tok.visitor, 999999, cp)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses a revoked ride (10009)', async () => {
    const id = await ride({ state: 'revoked' });
    const r = await sign(tok.visitor, id, await checkpoint(id));
    expect(r.code).toBe(ErrorCode.CONFLICT);
    expect(r.message).toBe('骑行已取消');
  });

  it('takes clock-ins until the end + 2 h (the latest a window may close), then refuses 骑行已结束', async () => {
    const id = await ride({ startAt: at(-8 * HOUR), endAt: at(-2 * HOUR - 1000), signupEnd: at(-9 * HOUR) });
    const r = await sign(tok.visitor, id, await checkpoint(id));
    expect(r.code).toBe(ErrorCode.CONFLICT);
    expect(r.message).toBe('骑行已结束');
  });

  it('keeps one clock-in per rider and checkpoint under 50 parallel attempts (49 × 10011)', async () => {
    const id = await ride();
    const cp = await checkpoint(id);
    const all = await Promise.all(Array.from({ length: 50 }, () => sign(tok.visitor, id, cp)));
    expect(all.filter((r) => r.code === 0)).toHaveLength(1);
    const dup = all.filter((r) => r.code === ErrorCode.LIMIT_REACHED);
    expect(dup).toHaveLength(49);
    expect(dup[0]!.message).toBe('已在该打卡点打卡');
    expect(await db().select().from(rideClockins).where(eq(rideClockins.checkpointId, cp))).toHaveLength(1);
  });

  it('shows the rider the checkpoints in order with their own clock-in', async () => {
    const id = await ride();
    const second = await checkpoint(id, { seq: 2, name: '终点' });
    const first = await checkpoint(id, { seq: 1, name: '起点' });
    await sign(tok.visitor, id, second);
    const r = await t.call(rideClockinMine, { id }, { token: tok.visitor });
    expect(r.code).toBe(0);
    expect(r.data.location_on).toBe(true);
    expect(r.data.ride).toMatchObject({ id, title: '周末环湖骑', checkpoint_count: 2 });
    expect(r.data.checkpoints.map((c) => [c.id, c.name, c.mine?.status ?? null])).toEqual([
      [first, '起点', null],
      [second, '终点', 1],
    ]);
    expect((await t.call(rideClockinMine, { id }, { token: tok.auditor })).code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('headcount and review', () => {
  it('lists reached, missing and the review queue with positions; crew only', async () => {
    const id = await ride();
    const a = await checkpoint(id, { name: '服务区' });
    const b = await checkpoint(id, { seq: 2, name: '观景台' });
    await sign(tok.visitor, id, a);
    const far = north(300);
    const waiting = (await sign(tok.visitor, id, b, far)).data;

    const plain = await t.call(rideHeadcount, { id }, { token: tok.visitor });
    expect(plain.code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(rideHeadcount, { id }, { token: tok.auditor })).code).toBe(ErrorCode.FORBIDDEN);

    const h = (await t.call(rideHeadcount, { id }, { token: tok.owner })).data;
    expect(h.riders.map((r) => [r.user_id, r.role])).toEqual([
      [uid.owner, 'leader'],
      [uid.visitor, null],
      [uid.checker, null],
    ]);
    const [ca, cb] = h.checkpoints;
    expect(ca!.reached).toEqual([expect.objectContaining({ user_id: uid.visitor, nickname: '观众小王', status: 1 })]);
    expect(ca!.missing.map((m) => m.user_id)).toEqual([uid.owner, uid.checker]);
    expect(cb!.reached).toEqual([expect.objectContaining({ user_id: uid.visitor, status: 2 })]);
    expect(h.review).toEqual([
      expect.objectContaining({
        id: waiting.id,
        user_id: uid.visitor,
        nickname: '观众小王',
        checkpoint_name: '观景台',
        distance_m: 300,
        lat: far.lat,
        lng: far.lng,
        reason: '距打卡点300米，超出100米打卡范围',
      }),
    ]);

    // a rider given a role is crew
    await db().update(rideApplications).set({ role: 'sweeper' }).where(eq(rideApplications.userId, uid.checker));
    const crew = await t.call(rideHeadcount, { id }, { token: tok.checker });
    expect(crew.code).toBe(0);
    expect(crew.data.version).not.toBe(h.version);
  });

  it('answers a long poll as soon as someone clocks in', async () => {
    const id = await ride();
    const cp = await checkpoint(id);
    const first = (await t.call(rideHeadcount, { id }, { token: tok.owner })).data;
    // an old version answers at once
    const stale = await t.call(rideHeadcount, { id, version: 'old' }, { token: tok.owner });
    expect(stale.data.version).toBe(first.version);

    const poll = t.call(rideHeadcount, { id, version: first.version }, { token: tok.owner });
    let done = false;
    void poll.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(done).toBe(false);
    expect((await sign(tok.visitor, id, cp)).code).toBe(0);
    const next = await poll;
    expect(next.code).toBe(0);
    expect(next.data.version).not.toBe(first.version);
    expect(next.data.checkpoints[0]!.reached.map((r) => r.user_id)).toEqual([uid.visitor]);
  });

  it('answers a waiting long poll unchanged at shutdown (wakeAll)', async () => {
    const id = await ride();
    const first = (await t.call(rideHeadcount, { id }, { token: tok.owner })).data;
    const poll = t.call(rideHeadcount, { id, version: first.version }, { token: tok.owner });
    await new Promise((r) => setTimeout(r, 100));
    t.services.rideClockins.wakeAll();
    expect((await poll).data.version).toBe(first.version);
  });

  it('wakes a long poll on a review too', async () => {
    const id = await ride();
    const cp = await checkpoint(id);
    const waiting = (await sign(tok.visitor, id, cp, north(200))).data;
    const before = (await t.call(rideHeadcount, { id }, { token: tok.owner })).data;
    const poll = t.call(rideHeadcount, { id, version: before.version }, { token: tok.owner });
    await new Promise((r) => setTimeout(r, 100));
    await t.call(rideClockinReview, { id: waiting.id, pass: true }, { token: tok.owner });
    const after = (await poll).data;
    expect(after.review).toEqual([]);
    expect(after.checkpoints[0]!.reached[0]!.status).toBe(1);
  });

  it('passes or refuses only clock-ins waiting for review; crew only', async () => {
    const id = await ride();
    const a = await checkpoint(id);
    const b = await checkpoint(id, { seq: 2 });
    const c = await checkpoint(id, { seq: 3 });
    const toPass = (await sign(tok.visitor, id, a, north(150))).data;
    const toRefuse = (await sign(tok.visitor, id, b, north(150))).data;
    const accepted = (await sign(tok.visitor, id, c)).data;

    expect((await t.call(rideClockinReview, { id: toPass.id, pass: true }, { token: tok.visitor })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    const passed = await t.call(rideClockinReview, { id: toPass.id, pass: true }, { token: tok.owner });
    expect(passed.data).toMatchObject({ id: toPass.id, status: 1, status_label: '已打卡' });
    const refused = await t.call(rideClockinReview, { id: toRefuse.id, pass: false }, { token: tok.owner });
    expect(refused.data).toMatchObject({ status: 3, status_label: '未通过' });
    const [row] = await db().select().from(rideClockins).where(eq(rideClockins.id, toRefuse.id));
    expect(row).toMatchObject({ reviewedBy: uid.owner });
    expect(row!.reviewedAt).toBeInstanceOf(Date);

    for (const done of [toPass.id, toRefuse.id, accepted.id]) {
      const again = await t.call(rideClockinReview, { id: done, pass: true }, { token: tok.owner });
      expect(again.code).toBe(ErrorCode.CONFLICT);
    }
    expect((await t.call(rideClockinReview, { id: 999999, pass: true }, { token: tok.owner })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    // a refused rider is missing there again
    const h = (await t.call(rideHeadcount, { id }, { token: tok.owner })).data;
    expect(h.checkpoints[1]!.missing.map((m) => m.user_id)).toContain(uid.visitor);
  });
});

describe('the mark', () => {
  it('is refused without an accepted clock-in, then lists the reached checkpoints in order', async () => {
    const id = await ride({ startAt: new Date('2026-05-01T16:30:00Z'), endAt: at(5 * HOUR) });
    const first = await checkpoint(id, { seq: 1, name: '起点' });
    const second = await checkpoint(id, { seq: 2, name: '观景台' });
    await checkpoint(id, { seq: 3, name: '终点' });

    const waiting = (await sign(tok.visitor, id, first, north(150))).data;
    const none = await t.call(rideMark, { id }, { token: tok.visitor });
    expect(none.code).toBe(ErrorCode.CONFLICT);
    expect(none.message).toBe('还没有成功打卡，完成打卡后可生成纪念标记');
    expect((await t.call(rideMark, { id }, { token: tok.auditor })).code).toBe(ErrorCode.FORBIDDEN);

    setNow(at(60_000));
    await sign(tok.visitor, id, second);
    await t.call(rideClockinReview, { id: waiting.id, pass: true }, { token: tok.owner });
    const mark = await t.call(rideMark, { id }, { token: tok.visitor });
    expect(mark.data).toEqual({
      ride_title: '周末环湖骑',
      date: '2026.05.02',
      distance_km: 123.4,
      route: '南滨路 → 长寿湖',
      nickname: '观众小王',
      avatar: '',
      reached: [
        { name: '起点', time: waiting.create_time },
        { name: '观景台', time: Math.floor(at(60_000).getTime() / 1000) },
      ],
      checkpoint_count: 3,
    });
  });
});

describe('deleting positions after the ride', () => {
  it('clears positions of rides over for more than positionDays, once', async () => {
    const days = t.config.ridePositionDays;
    const over = await ride({ startAt: at(-3 * HOUR), endAt: at(-HOUR) });
    const later = await ride({ startAt: at(-HOUR), endAt: at(2 * DAY_MS) });
    const cpOver = await checkpoint(over, { opensAt: at(-3 * HOUR), closesAt: at(-2 * HOUR) });
    const cpLater = await checkpoint(later);
    setNow(at(-2.5 * HOUR));
    await sign(tok.visitor, over, cpOver, north(120));
    setNow(base);
    await sign(tok.visitor, later, cpLater, north(120));

    const positions = async (rideId: number) =>
      db()
        .select({ lat: rideClockins.latitude, lng: rideClockins.longitude })
        .from(rideClockins)
        .where(eq(rideClockins.rideId, rideId));
    const purgedAt = async (rideId: number) =>
      (await db().select({ at: rides.positionsPurgedAt }).from(rides).where(eq(rides.id, rideId)))[0]!.at;

    // exactly positionDays after the end: kept
    setNow(at(days * DAY_MS - HOUR));
    await t.services.rideClockins.purgePositions();
    expect((await positions(over))[0]!.lat).not.toBeNull();

    setNow(at(days * DAY_MS - HOUR + 1000));
    expect(await t.services.rideClockins.purgePositions()).toBeGreaterThanOrEqual(1);
    expect(await positions(over)).toEqual([{ lat: null, lng: null }]);
    expect(await purgedAt(over)).toEqual(at(days * DAY_MS - HOUR + 1000));
    expect((await positions(later))[0]!.lat).toBeCloseTo(north(120).lat, 9);
    expect(await purgedAt(later)).toBeNull();

    // the review queue still lists it, without a position; a second run finds nothing to do
    const h = (await t.call(rideHeadcount, { id: over }, { token: tok.owner })).data;
    expect(h.review).toEqual([expect.objectContaining({ lat: null, lng: null, distance_m: 120 })]);
    expect(await t.services.rideClockins.purgePositions()).toBe(0);
    expect(await purgedAt(over)).toEqual(at(days * DAY_MS - HOUR + 1000));
  });
});
