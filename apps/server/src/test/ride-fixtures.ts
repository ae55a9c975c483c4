import { sql } from 'drizzle-orm';
import {
  auditDecide,
  auditList,
  login,
  rideApply,
  rideApplyAudit,
  rideLeaderApply,
  rideLeaderMine,
  rideSave,
} from '@kc/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed.js';
import { DAY, nowSeconds, rows } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** Group ride fixtures (docs/ride.md), shared by the ride tests and the access matrix. */

const HOUR = 3600;

/** A leader application's fields. */
export const leaderFields = () => ({
  licence_class: 'E' as const,
  riding_years: 5,
  bike: '本田 CB400',
  experience: '五年川渝摩旅经验，多次带队跑国道318',
  licence_image: '/uploads/licence.png',
});

/**
 * A complete ride: starts in two days for six hours, sign-up closes a day before, 20 places, free, one checkpoint at
 * the start (open for three hours from the start) near the meeting point.
 */
export const rideInput = () => {
  const start = nowSeconds() + 2 * DAY;
  return {
    title: '周末南山环线骑行',
    cover: '/uploads/ride-cover.png',
    start_time: start,
    end_time: start + 6 * HOUR,
    signup_end: start - DAY,
    meeting_place: '南山植物园停车场',
    meeting_address: '重庆市南岸区南山路',
    meeting_latitude: 29.5535,
    meeting_longitude: 106.6204,
    route_start: '南山植物园',
    route_end: '黄桷垭',
    distance_km: 42.5,
    pace: 2,
    difficulty: 2,
    min_displacement: 0,
    bike_types: [],
    capacity: 20,
    fee: 0,
    fee_note: '',
    risk_notice: '摩托车骑行存在摔车、碰撞等风险，请全程佩戴头盔护具，遵守交通法规，量力而行，服从领队安排。',
    description: '沿南山环线慢骑，途中补给。',
    checkpoints: [
      {
        name: '一棵树观景台',
        latitude: 29.5561,
        longitude: 106.6123,
        radius: 300,
        open_time: start,
        close_time: start + 3 * HOUR,
      },
    ],
  };
};

/** A rider's application fields. */
export const applyInput = (fields: Record<string, unknown> = {}) => ({
  bike_brand: '本田',
  bike_model: 'CB400',
  displacement: 400,
  plate: '渝A12345',
  licence_class: 'E' as const,
  emergency_name: '张三丰',
  emergency_mobile: '13700000000',
  passengers: 0,
  risk_accepted: true as const,
  remark: '',
  ...fields,
});

const auditorToken = async (t: TestApp) =>
  (await t.call(login, { mobile: DEMO_ACCOUNTS[3].mobile, password: DEMO_PASSWORD })).data.token;

const ok = <T extends { code: number; message: string; data: unknown }>(r: T, what: string): T => {
  if (r.code !== 0) throw new Error(`${what}: ${r.code} ${r.message} ${JSON.stringify(r.data)}`);
  return r;
};

/** The auditor decides the pending leader application of a person (found by the leader row's id). */
export async function decideLeader(t: TestApp, leaderId: number, pass: boolean, remark = '') {
  const auditor = await auditorToken(t);
  const record = (await t.call(auditList, { type: 'ride_leader', page_size: 100 }, { token: auditor })).data.list.find(
    (a) => a.target_id === leaderId,
  );
  if (!record) throw new Error(`no pending review of leader ${leaderId}`);
  ok(await t.call(auditDecide, { id: record.id, pass, remark }, { token: auditor }), 'auditDecide');
}

/**
 * The person of `token` applies to become a leader and the demo auditor passes it: the leader row's id. Already
 * approved (the seeded 商家老李 is): their row's id.
 */
export async function approvedLeader(t: TestApp, token: string): Promise<number> {
  const mine = (await t.call(rideLeaderMine, {}, { token })).data.leader;
  if (mine?.state === 'approved') return mine.id;
  const applied = ok(await t.call(rideLeaderApply, leaderFields(), { token }), 'rideLeaderApply');
  await decideLeader(t, applied.data.id, true);
  return applied.data.id;
}

/** An approved leader publishes a ride (rideInput with `overrides`): its id. */
export async function publishedRide(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  return ok(await t.call(rideSave, { ...rideInput(), ...overrides, submit: true }, { token }), 'rideSave').data.id;
}

/** The rider applies to the ride and its leader approves: the application's id. */
export async function approvedRider(
  t: TestApp,
  leaderToken: string,
  riderToken: string,
  rideId: number,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const applied = ok(await t.call(rideApply, { id: rideId, ...applyInput(fields) }, { token: riderToken }), 'apply');
  ok(await t.call(rideApplyAudit, { id: applied.data.id, pass: true }, { token: leaderToken }), 'applyAudit');
  return applied.data.id;
}

/** n fresh people with sessions (mobiles `prefix` + 4 digits; prefix 7 digits). */
export async function ridePeople(t: TestApp, n: number, prefix: string): Promise<{ uid: number; token: string }[]> {
  const made = await rows<{ id: number }>(
    t,
    sql`insert into users (mobile, username, nickname)
        select ${prefix} || lpad(g::text, 4, '0'), 'r' || ${prefix} || g, '骑友' || g from generate_series(1, ${n}) g
        returning id`,
  );
  return Promise.all(made.map(async (u) => ({ uid: u.id, token: (await t.services.sessions.open(u.id)).token })));
}

/** Moves a ride's times (and its checkpoints' windows) by `secs` straight in the table: to reach a phase. */
export async function shiftRide(t: TestApp, rideId: number, secs: number) {
  const by = sql`make_interval(secs => ${secs})`;
  await rows(
    t,
    sql`update rides set start_at = start_at + ${by}, end_at = end_at + ${by}, signup_end = signup_end + ${by}
        where id = ${rideId}`,
  );
  await rows(
    t,
    sql`update ride_checkpoints set opens_at = opens_at + ${by}, closes_at = closes_at + ${by} where ride_id = ${rideId}`,
  );
}
