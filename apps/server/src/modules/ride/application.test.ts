import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  messageList,
  rideApply,
  rideApplyAudit,
  rideApplyInfo,
  rideApplyList,
  rideCancel,
  rideManageList,
  rideMyList,
  rideRoleSet,
  rideSave,
  rideShow,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { demoTokens, rows } from '../../test/fixtures.js';
import {
  applyInput,
  approvedLeader,
  approvedRider,
  publishedRide,
  rideInput,
  ridePeople,
} from '../../test/ride-fixtures.js';

let t: TestApp;
let leader: string;

beforeAll(async () => {
  t = await testApp();
  leader = (await demoTokens(t)).owner;
  await approvedLeader(t, leader);
});
afterAll(() => t.close());
afterEach(() => {
  t.services.clock.now = () => new Date();
});

const as = (token: string) => ({ token });
const at = (secs: number) => (t.services.clock.now = () => new Date(secs * 1000));
const taken = async (id: number) =>
  (await rows<{ taken: number }>(t, sql`select taken from rides where id = ${id}`))[0]!.taken;

describe('applying', () => {
  it('places count passengers; full is 10010; one live application a person (10011)', async () => {
    const id = await publishedRide(t, leader, { capacity: 3 });
    const [a, b, c] = await ridePeople(t, 3, '1773000');
    const r = await t.call(rideApply, { id, ...applyInput({ passengers: 1, plate: '渝b88888' }) }, as(a!.token));
    expect(r.data).toMatchObject({ status: 2, status_label: '待审核' });
    expect(await taken(id)).toBe(2);
    const [row] = await rows<{ plate: string; risk_accepted_at: string | null }>(
      t,
      sql`select plate, risk_accepted_at from ride_applications where id = ${r.data.id}`,
    );
    expect(row!.plate).toBe('渝B88888');
    expect(row!.risk_accepted_at).not.toBeNull();
    expect(await t.call(rideApply, { id, ...applyInput() }, as(a!.token))).toMatchObject({
      code: ErrorCode.LIMIT_REACHED,
      message: '你已报名该骑行',
    });
    expect(await t.call(rideApply, { id, ...applyInput({ passengers: 1 }) }, as(b!.token))).toMatchObject({
      code: ErrorCode.SOLD_OUT,
      message: '名额已满',
    });
    expect((await t.call(rideApply, { id, ...applyInput() }, as(b!.token))).code).toBe(0);
    expect((await t.call(rideApply, { id, ...applyInput() }, as(c!.token))).code).toBe(ErrorCode.SOLD_OUT);
    expect(await taken(id)).toBe(3);
    // the creator may not apply to their own ride
    expect(await t.call(rideApply, { id, ...applyInput() }, as(leader))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '你是本次骑行的领队',
    });
  });

  it('60 parallel applicants with passengers for 50 places: never past capacity, taken = places held', async () => {
    const id = await publishedRide(t, leader, { capacity: 50 });
    const crowd = await ridePeople(t, 60, '1773100');
    const answers = await Promise.all(
      crowd.map((p, i) => t.call(rideApply, { id, ...applyInput({ passengers: i % 2 }) }, as(p.token))),
    );
    expect(answers.every((a) => a.code === 0 || a.code === ErrorCode.SOLD_OUT)).toBe(true);
    const [held] = await rows<{ apps: number; places: number }>(
      t,
      sql`select count(*)::int as apps, coalesce(sum(1 + passengers), 0)::int as places from ride_applications
          where ride_id = ${id} and status in (1, 2)`,
    );
    expect(held!.apps).toBe(answers.filter((a) => a.code === 0).length);
    expect(await taken(id)).toBe(held!.places);
    expect(held!.places).toBeLessThanOrEqual(50);
    // the refused were refused because they did not fit: at most one place was left
    expect(held!.places).toBeGreaterThanOrEqual(49);
    // the same person 20 times at once: one application
    const [p] = await ridePeople(t, 1, '1773200');
    const open = await publishedRide(t, leader, { capacity: 0 });
    const again = await Promise.all(
      Array.from({ length: 20 }, () => t.call(rideApply, { id: open, ...applyInput() }, as(p!.token))),
    );
    expect(again.filter((a) => a.code === 0)).toHaveLength(1);
    expect(again.every((a) => a.code === 0 || a.code === ErrorCode.LIMIT_REACHED)).toBe(true);
    expect(await taken(open)).toBe(1);
  });

  it('the minimum displacement, the sign-up deadline, drafts and revoked rides', async () => {
    const base = rideInput();
    const id = await publishedRide(t, leader, { min_displacement: 500 });
    const [a] = await ridePeople(t, 1, '1773300');
    expect(await t.call(rideApply, { id, ...applyInput({ displacement: 400 }) }, as(a!.token))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '车辆排量低于本次骑行要求的500cc',
    });
    at(base.signup_end);
    expect(await t.call(rideApply, { id, ...applyInput({ displacement: 650 }) }, as(a!.token))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '报名已截止',
    });
    t.services.clock.now = () => new Date();
    expect((await t.call(rideApply, { id, ...applyInput({ displacement: 650 }) }, as(a!.token))).code).toBe(0);
    const draft = (await t.call(rideSave, { title: '草稿' }, as(leader))).data.id;
    expect((await t.call(rideApply, { id: draft, ...applyInput() }, as(a!.token))).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('cancelling', () => {
  it('one’s own application before the start frees its places; someone else’s is 10004; not after the start', async () => {
    const base = rideInput();
    const id = await publishedRide(t, leader, { capacity: 4 });
    const [a, b] = await ridePeople(t, 2, '1773400');
    const mine = (await t.call(rideApply, { id, ...applyInput({ passengers: 1 }) }, as(a!.token))).data.id;
    const theirs = await approvedRider(t, leader, b!.token, id);
    expect(await taken(id)).toBe(3);
    expect((await t.call(rideCancel, { id: theirs }, as(a!.token))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(rideCancel, { id: mine }, as(a!.token))).data).toEqual({ id: mine, status: 5 });
    expect(await taken(id)).toBe(1);
    expect((await t.call(rideCancel, { id: mine }, as(a!.token))).code).toBe(ErrorCode.CONFLICT);
    // cancelled, one may apply again
    expect((await t.call(rideApply, { id, ...applyInput() }, as(a!.token))).code).toBe(0);
    at(base.start_time);
    expect(await t.call(rideCancel, { id: theirs }, as(b!.token))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '骑行已开始，不能取消报名',
    });
    expect((await t.call(rideShow, { id }, as(b!.token))).data.actions.cancel).toBe(false);
  });

  it('my list with status filter and reached checkpoints', async () => {
    const id = await publishedRide(t, leader, { title: '我的骑行列表' });
    const [a] = await ridePeople(t, 1, '1773500');
    const app = await approvedRider(t, leader, a!.token, id);
    const [cp] = await rows<{ id: number }>(t, sql`select id from ride_checkpoints where ride_id = ${id}`);
    await rows(
      t,
      sql`insert into ride_clockins (ride_id, checkpoint_id, user_id, status, distance_m) values (${id}, ${cp!.id}, ${a!.uid}, 1, 12)`,
    );
    const list = await t.call(rideMyList, {}, as(a!.token));
    expect(list.data.list).toEqual([
      expect.objectContaining({
        id,
        application_id: app,
        status: 1,
        status_label: '已通过',
        reached: 1,
        title: '我的骑行列表',
        actions: { clockin: true, mark: true },
      }),
    ]);
    expect((await t.call(rideMyList, { status: 2 }, as(a!.token))).data.count).toBe(0);
    expect((await t.call(rideShow, { id }, as(a!.token))).data.actions).toMatchObject({ mark: true, cancel: true });
  });
});

describe('the crew side', () => {
  it('applyAudit: pass and decline (places freed, the rider told); only the creator and a 领队 may decide', async () => {
    const id = await publishedRide(t, leader, { capacity: 10 });
    const [pace, chief, a, b] = await ridePeople(t, 4, '1773600');
    const paceApp = await approvedRider(t, leader, pace!.token, id);
    const chiefApp = await approvedRider(t, leader, chief!.token, id);
    expect((await t.call(rideRoleSet, { id: paceApp, role: 'pace' }, as(leader))).data.role).toBe('pace');
    expect((await t.call(rideRoleSet, { id: chiefApp, role: 'leader' }, as(leader))).data.role).toBe('leader');
    const appA = (await t.call(rideApply, { id, ...applyInput({ passengers: 1 }) }, as(a!.token))).data.id;
    const appB = (await t.call(rideApply, { id, ...applyInput() }, as(b!.token))).data.id;
    expect(await taken(id)).toBe(5);

    expect((await t.call(rideApplyAudit, { id: appA, pass: true }, as(pace!.token))).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(rideApplyAudit, { id: appA, pass: true }, as(b!.token))).code).toBe(ErrorCode.FORBIDDEN);
    // what the pace rider sees of it: no approve
    expect((await t.call(rideApplyInfo, { id: appA }, as(pace!.token))).data.actions).toEqual({
      approve: false,
      decline: false,
      role: false,
    });
    const passed = await t.call(rideApplyAudit, { id: appA, pass: true }, as(chief!.token));
    expect(passed.data).toMatchObject({ status: 1, status_label: '已通过', actions: { approve: false, role: false } });
    expect((await t.call(messageList, {}, as(a!.token))).data.list[0]).toMatchObject({
      title: '骑行报名已通过',
      link: `/funly/rideTogether?id=${id}`,
    });
    expect((await t.call(rideApplyAudit, { id: appA, pass: false, remark: '晚了' }, as(leader))).code).toBe(
      ErrorCode.CONFLICT,
    );
    expect((await t.call(rideApplyAudit, { id: appB, pass: false }, as(leader))).code).toBe(ErrorCode.VALIDATION);
    const declined = await t.call(rideApplyAudit, { id: appB, pass: false, remark: '车型不符' }, as(leader));
    expect(declined.data).toMatchObject({ status: 4, remark: '车型不符' });
    expect(await taken(id)).toBe(4);
    expect((await t.call(messageList, {}, as(b!.token))).data.list[0]!.body).toContain('车型不符');
  });

  it('setRole: the creator only, approved riders only; the role shows in the crew and the manage list', async () => {
    const id = await publishedRide(t, leader);
    const [chief, a, b] = await ridePeople(t, 3, '1773700');
    const chiefApp = await approvedRider(t, leader, chief!.token, id);
    const appA = await approvedRider(t, leader, a!.token, id);
    const appB = (await t.call(rideApply, { id, ...applyInput() }, as(b!.token))).data.id;
    await t.call(rideRoleSet, { id: chiefApp, role: 'leader' }, as(leader));
    expect((await t.call(rideRoleSet, { id: appA, role: 'sweeper' }, as(chief!.token))).code).toBe(ErrorCode.FORBIDDEN);
    expect(await t.call(rideRoleSet, { id: appB, role: 'sweeper' }, as(leader))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '只能给已通过的骑手设置角色',
    });
    expect((await t.call(rideRoleSet, { id: 2147483647, role: 'pace' }, as(leader))).code).toBe(ErrorCode.NOT_FOUND);
    const set = await t.call(rideRoleSet, { id: appA, role: 'sweeper' }, as(leader));
    expect(set.data).toMatchObject({ role: 'sweeper', actions: { role: true } });
    const crew = (await t.call(rideShow, { id })).data.crew;
    expect(crew.map((c) => c.role)).toEqual(['leader', 'leader', 'sweeper']);
    expect((await t.call(rideShow, { id }, as(a!.token))).data).toMatchObject({
      my_role: 'sweeper',
      actions: { manage: true, headcount: true },
    });
    // a role holder sees the ride in the leader's list, but only its creator may edit or cancel it
    expect((await t.call(rideManageList, {}, as(a!.token))).data.list).toEqual([
      expect.objectContaining({
        id,
        my_role: 'sweeper',
        manage_actions: { edit: false, revoke: false, delete: false },
      }),
    ]);
    expect((await t.call(rideRoleSet, { id: appA, role: null }, as(leader))).data.role).toBeNull();
    expect((await t.call(rideShow, { id }, as(a!.token))).data.my_role).toBeNull();
  });

  it('applylist and applyinfo: the crew only; emergency contact and plate in full', async () => {
    const id = await publishedRide(t, leader);
    const [pace, a, stranger] = await ridePeople(t, 3, '1773800');
    const paceApp = await approvedRider(t, leader, pace!.token, id);
    const appA = await approvedRider(t, leader, a!.token, id, { emergency_mobile: '13712345678', plate: '渝A66666' });
    for (const token of [a!.token, stranger!.token]) {
      expect((await t.call(rideApplyList, { id }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call(rideApplyInfo, { id: appA }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
    }
    await t.call(rideRoleSet, { id: paceApp, role: 'pace' }, as(leader));
    const list = await t.call(rideApplyList, { id }, as(pace!.token));
    expect(list.data.counts).toEqual({ '1': 2 });
    expect(list.data.list.map((x) => x.id)).toEqual([paceApp, appA]);
    const info = await t.call(rideApplyInfo, { id: appA }, as(leader));
    expect(info.data).toMatchObject({ emergency_mobile: '13712345678', plate: '渝A66666', actions: { role: true } });
    expect((await t.call(rideApplyList, { id, status: 2 }, as(leader))).data.count).toBe(0);
    expect((await t.call(rideApplyInfo, { id: 2147483647 }, as(leader))).code).toBe(ErrorCode.NOT_FOUND);
  });
});
