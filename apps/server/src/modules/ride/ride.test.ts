import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditInfo,
  auditList,
  ErrorCode,
  messageList,
  partyShare,
  rideApply,
  rideLeaderApply,
  rideLeaderMine,
  rideLike,
  rideList,
  rideManageList,
  rideRevoke,
  rideSave,
  rideShow,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { DAY, demoTokens, fieldNames, nowSeconds, rows } from '../../test/fixtures.js';
import {
  applyInput,
  approvedLeader,
  approvedRider,
  decideLeader,
  leaderFields,
  publishedRide,
  rideInput,
  ridePeople,
} from '../../test/ride-fixtures.js';
import { ridePhase } from './ride.view.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;
/** the leader: the demo business owner, approved once */
let leader: string;

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
  leader = tok.owner;
  await approvedLeader(t, leader);
});
afterAll(() => t.close());
afterEach(() => {
  t.services.clock.now = () => new Date();
});

const as = (token: string) => ({ token });
const at = (secs: number) => (t.services.clock.now = () => new Date(secs * 1000));

describe('leaders', () => {
  it('apply, refused while pending, rejected with a reason, apply again, pass: then may create', async () => {
    const [p] = await ridePeople(t, 1, '1771000');
    const me = as(p!.token);
    expect((await t.call(rideLeaderMine, {}, me)).data).toEqual({ leader: null, can_create: false });
    const first = await t.call(rideLeaderApply, leaderFields(), me);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ state: 'pending', state_label: '审核中', licence_class: 'E', riding_years: 5 });
    const again = await t.call(rideLeaderApply, leaderFields(), me);
    expect(again).toMatchObject({ code: ErrorCode.CONFLICT, message: '您的领队申请正在审核中' });
    expect((await t.call(rideSave, rideInput(), me)).code).toBe(ErrorCode.FORBIDDEN);

    // the auditor sees it in the queue with the application
    const queue = await t.call(auditList, { type: 'ride_leader' }, as(tok.auditor));
    const record = queue.data.list.find((a) => a.target_id === first.data.id)!;
    expect(record.business_name).toBe('平台');
    const info = await t.call(auditInfo, { id: record.id }, as(tok.auditor));
    expect(info.data.ride_leader).toMatchObject({ id: first.data.id, bike: '本田 CB400' });

    await decideLeader(t, first.data.id, false, '驾驶证照片不清晰');
    const rejected = (await t.call(rideLeaderMine, {}, me)).data;
    expect(rejected).toMatchObject({
      can_create: false,
      leader: { state: 'rejected', reject_reason: '驾驶证照片不清晰' },
    });
    const told = (await t.call(messageList, {}, me)).data.list[0]!;
    expect(told).toMatchObject({ title: '领队申请未通过', link: '/funly/rideTogetherPlatform' });

    const reapplied = await t.call(rideLeaderApply, { ...leaderFields(), riding_years: 6 }, me);
    expect(reapplied.data).toMatchObject({ id: first.data.id, state: 'pending', riding_years: 6, reject_reason: '' });
    await decideLeader(t, first.data.id, true);
    expect((await t.call(rideLeaderMine, {}, me)).data).toMatchObject({
      can_create: true,
      leader: { state: 'approved', state_label: '已认证领队' },
    });
    expect(await t.call(rideLeaderApply, leaderFields(), me)).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '您已是认证领队',
    });
    expect((await t.call(rideSave, rideInput(), me)).code).toBe(0);
  });

  it('parallel first applications of one person: one row, one audit', async () => {
    const [p] = await ridePeople(t, 1, '1771001');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.call(rideLeaderApply, leaderFields(), as(p!.token))),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.every((a) => a.code === 0 || a.code === ErrorCode.CONFLICT)).toBe(true);
    const [n] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from audits where type = 'ride_leader' and submitted_by = ${p!.uid}`,
    );
    expect(n!.n).toBe(1);
  });
});

describe('saving', () => {
  it('only an approved leader creates; a stranger may not edit; a draft is visible to its creator only', async () => {
    expect(await t.call(rideSave, rideInput(), as(tok.visitor))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '认证领队才能发起骑行',
    });
    const draft = await t.call(rideSave, { title: '草稿骑行' }, as(leader));
    expect(draft.code).toBe(0);
    expect(draft.data).toMatchObject({ state: 'draft', phase: 0, phase_label: '草稿', my_role: 'leader' });
    expect(draft.data.actions).toMatchObject({ edit: true, manage: true, apply: false });
    const id = draft.data.id;
    expect((await t.call(rideSave, { id, title: '改掉' }, as(tok.visitor))).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(rideShow, { id }, as(tok.visitor))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(rideShow, { id })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(rideShow, { id }, as(leader))).data.title).toBe('草稿骑行');
    expect((await t.call(rideLike, { id }, as(tok.visitor))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(partyShare, { id })).code).toBe(ErrorCode.NOT_FOUND);
    const drafts = await t.call(rideManageList, { draft: true }, as(leader));
    expect(drafts.data.list.map((r) => r.id)).toContain(id);
    expect(drafts.data.list.find((r) => r.id === id)!.manage_actions).toEqual({
      edit: true,
      revoke: false,
      delete: true,
    });
    expect((await t.call(rideList, { keyword: '草稿骑行' })).data.count).toBe(0);
  });

  it('a meeting point has both coordinates or neither, a draft too', async () => {
    const r = await t.call(rideSave, { title: '只有纬度', meeting_latitude: 29.5, meeting_longitude: null }, as(leader));
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(r)).toEqual(['meeting_longitude']);
    expect(r.message).toBe('经度和纬度需一起填写');
  });

  it('submitting names every missing field', async () => {
    const draft = await t.call(rideSave, { title: '缺字段' }, as(leader));
    const r = await t.call(rideSave, { id: draft.data.id, submit: true }, as(leader));
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(r).sort()).toEqual(
      [
        'start_time',
        'end_time',
        'signup_end',
        'meeting_place',
        'route_start',
        'route_end',
        'distance_km',
        'risk_notice',
        'checkpoints',
      ].sort(),
    );
    expect((await t.call(rideShow, { id: draft.data.id }, as(leader))).data.state).toBe('draft');
    const published = await t.call(rideSave, { id: draft.data.id, ...rideInput(), submit: true }, as(leader));
    expect(published.code).toBe(0);
    expect(published.data).toMatchObject({ state: 'published', phase: 1, distance_km: 42.5, checkpoint_count: 1 });
  });

  it('checks the order of the times and the checkpoint windows', async () => {
    const now = nowSeconds();
    const base = rideInput();
    const bad = async (fields: Record<string, unknown>) =>
      fieldNames(await t.call(rideSave, { ...base, ...fields, submit: true }, as(leader)));
    // (the checkpoint then also closes too late after the end)
    expect(await bad({ end_time: base.start_time })).toEqual(['end_time', 'checkpoints.0.close_time']);
    expect(await bad({ signup_end: base.start_time + 60 })).toEqual(['signup_end']);
    expect(
      await bad({
        start_time: now - 3600,
        end_time: now + 3600,
        signup_end: now - 7200,
        checkpoints: [{ ...base.checkpoints[0]!, open_time: now - 3600, close_time: now }],
      }),
    ).toEqual(['start_time']);
    const cp = base.checkpoints[0]!;
    expect(await bad({ checkpoints: [{ ...cp, open_time: base.start_time - 3 * 3600 }] })).toEqual([
      'checkpoints.0.open_time',
    ]);
    expect(await bad({ checkpoints: [cp, { ...cp, close_time: base.end_time + 3 * 3600 }] })).toEqual([
      'checkpoints.1.close_time',
    ]);
    // a window closing before it opens is refused even in a draft (nothing stored)
    const draft = await t.call(rideSave, { checkpoints: [{ ...cp, close_time: cp.open_time }] }, as(leader));
    expect(fieldNames(draft)).toEqual(['checkpoints.0.close_time']);
  });

  it('checkpoints: replaced by the list sent (kept ids keep their row), locked once the ride starts', async () => {
    const id = await publishedRide(t, leader);
    const first = (await t.call(rideShow, { id }, as(leader))).data.checkpoints[0]!;
    const base = rideInput();
    const second = { ...base.checkpoints[0]!, name: '黄桷垭补给点', latitude: 29.54, longitude: 106.6 };
    const r = await t.call(
      rideSave,
      { id, checkpoints: [{ ...base.checkpoints[0]!, id: first.id }, second] },
      as(leader),
    );
    expect(r.code).toBe(0);
    expect(r.data.checkpoints.map((c) => [c.id === first.id, c.seq, c.name])).toEqual([
      [true, 1, '一棵树观景台'],
      [false, 2, '黄桷垭补给点'],
    ]);
    // someone else's checkpoint id
    expect((await t.call(rideSave, { id, checkpoints: [{ ...second, id: 2147483647 }] }, as(leader))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    // a checkpoint with a clock-in cannot go
    const [leaderRow] = await rows<{ id: number }>(t, sql`select leader_id as id from rides where id = ${id}`);
    await rows(
      t,
      sql`insert into ride_clockins (ride_id, checkpoint_id, user_id, status, distance_m) values (${id}, ${first.id}, ${leaderRow!.id}, 1, 5)`,
    );
    const without = await t.call(rideSave, { id, checkpoints: [second] }, as(leader));
    expect(without).toMatchObject({ code: ErrorCode.CONFLICT, message: '打卡点已有打卡记录，不能删除' });

    // the ride has started: checkpoints and times are locked, the rest may change
    at(base.start_time + 60);
    const shown = (await t.call(rideShow, { id }, as(leader))).data;
    expect(shown).toMatchObject({ checkpoints_open: false, phase: 3 });
    const same = shown.checkpoints.map((c) => ({
      id: c.id,
      name: c.name,
      latitude: c.latitude,
      longitude: c.longitude,
      radius: c.radius,
      open_time: c.open_time,
      close_time: c.close_time,
    }));
    const moved = await t.call(rideSave, { id, checkpoints: [{ ...same[0]!, radius: 500 }, same[1]!] }, as(leader));
    expect(moved).toMatchObject({ code: ErrorCode.CONFLICT, message: '骑行已开始，打卡点不能修改' });
    expect((await t.call(rideSave, { id, checkpoints: same, title: '改名了' }, as(leader))).code).toBe(0);
    expect((await t.call(rideSave, { id, end_time: base.end_time + 3600 }, as(leader))).code).toBe(ErrorCode.CONFLICT);
    // over: no more edits
    at(base.end_time + 60);
    expect((await t.call(rideSave, { id, title: '结束后' }, as(leader))).code).toBe(ErrorCode.CONFLICT);
  });

  it('capacity may not go below the places taken', async () => {
    const id = await publishedRide(t, leader, { capacity: 5 });
    const crowd = await ridePeople(t, 2, '1771002');
    for (const p of crowd) await approvedRider(t, leader, p.token, id, { passengers: 1 });
    const r = await t.call(rideSave, { id, capacity: 3 }, as(leader));
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(r)).toEqual(['capacity']);
    expect((await t.call(rideSave, { id, capacity: 4 }, as(leader))).data.capacity).toBe(4);
    expect((await t.call(rideSave, { id, capacity: 0 }, as(leader))).data.capacity).toBe(0);
  });
});

describe('revoking', () => {
  it('a published ride: live applications cancelled, places freed, riders told; a draft is deleted', async () => {
    const id = await publishedRide(t, leader, { title: '将被取消的骑行' });
    const [a, b] = await ridePeople(t, 2, '1771003');
    await approvedRider(t, leader, a!.token, id);
    expect((await t.call(rideApply, { id, ...applyInput({ passengers: 1 }) }, as(b!.token))).code).toBe(0);
    expect((await t.call(rideRevoke, { id }, as(b!.token))).code).toBe(ErrorCode.FORBIDDEN);
    const r = await t.call(rideRevoke, { id, reason: '天气原因' }, as(leader));
    expect(r.data).toEqual({ id, state: 'revoked' });
    const [ride] = await rows<{ taken: number }>(t, sql`select taken from rides where id = ${id}`);
    expect(ride!.taken).toBe(0);
    const statuses = await rows<{ status: number }>(t, sql`select status from ride_applications where ride_id = ${id}`);
    expect(statuses.map((s) => s.status)).toEqual([5, 5]);
    for (const p of [a!, b!]) {
      const m = (await t.call(messageList, {}, as(p.token))).data.list[0]!;
      expect(m).toMatchObject({ title: '骑行已取消', link: `/funly/rideTogether?id=${id}` });
      expect(m.body).toContain('天气原因');
    }
    const shown = (await t.call(rideShow, { id }, as(a!.token))).data;
    expect(shown).toMatchObject({ phase: 5, phase_label: '已取消', mine: null });
    expect(shown.actions).toMatchObject({ apply: false, apply_hint: '骑行已取消', edit: false });
    expect((await t.call(rideRevoke, { id }, as(leader))).code).toBe(ErrorCode.CONFLICT);
    expect((await t.call(rideSave, { id, title: '还想改' }, as(leader))).code).toBe(ErrorCode.CONFLICT);

    const draft = (await t.call(rideSave, { ...rideInput(), title: '删掉的草稿' }, as(leader))).data.id;
    expect((await t.call(rideRevoke, { id: draft }, as(leader))).data).toEqual({ id: draft, state: null });
    expect((await t.call(rideShow, { id: draft }, as(leader))).code).toBe(ErrorCode.NOT_FOUND);
    const [left] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from ride_checkpoints where ride_id = ${draft}`,
    );
    expect(left!.n).toBe(0);
  });

  it('an over ride cannot be revoked', async () => {
    const base = rideInput();
    const id = await publishedRide(t, leader);
    at(base.end_time + 1);
    expect(await t.call(rideRevoke, { id }, as(leader))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '骑行已结束，不能取消',
    });
  });
});

describe('the public list and the detail', () => {
  it('nearest meeting point first with away_km, rides without a point last; keyword; soonest without position', async () => {
    const kw = '距离测试';
    const start = nowSeconds() + 3 * DAY;
    const times = (d: number) => {
      const s = start + d * 3600;
      return {
        start_time: s,
        end_time: s + 3600,
        signup_end: s - DAY,
        checkpoints: [{ ...rideInput().checkpoints[0]!, open_time: s, close_time: s + 3600 }],
      };
    };
    const far = await publishedRide(t, leader, {
      ...times(0),
      title: `${kw}远`,
      meeting_latitude: 30.6,
      meeting_longitude: 104.06,
    });
    const near = await publishedRide(t, leader, {
      ...times(1),
      title: `${kw}近`,
      meeting_latitude: 29.56,
      meeting_longitude: 106.55,
    });
    const nowhere = await publishedRide(t, leader, {
      ...times(2),
      title: `${kw}无点`,
      meeting_latitude: null,
      meeting_longitude: null,
    });
    const byPos = await t.call(rideList, { keyword: kw, lat: 29.563, lng: 106.5516 });
    expect(byPos.data.list.map((r) => r.id)).toEqual([near, far, nowhere]);
    const [n, f, x] = byPos.data.list;
    expect(n!.away_km).toBeGreaterThan(0);
    expect(n!.away_km).toBeLessThan(2);
    expect(Math.round(n!.away_km! * 100) / 100).toBe(n!.away_km);
    expect(f!.away_km).toBeGreaterThan(200);
    expect(x!.away_km).toBeNull();
    const soonest = await t.call(rideList, { keyword: kw });
    expect(soonest.data.list.map((r) => r.id)).toEqual([far, near, nowhere]);
    expect(soonest.data.list[0]!.away_km).toBeNull();
    // the keyword also matches the meeting place and the route
    expect((await t.call(rideList, { keyword: '南山植物园停车' })).data.count).toBeGreaterThan(0);
    expect((await t.call(rideList, { keyword: '没有这样的骑行' })).data.count).toBe(0);
    // an over ride leaves the list
    at(start + 2 * 3600 + 1);
    expect((await t.call(rideList, { keyword: kw })).data.list.map((r) => r.id)).toEqual([nowhere]);
  });

  it('actions and apply_hint per caller and phase', async () => {
    const base = rideInput();
    const id = await publishedRide(t, leader, { capacity: 1 });
    const hint = async (token?: string) => (await t.call(rideShow, { id }, token ? as(token) : {})).data.actions;
    expect(await hint()).toMatchObject({ apply: false, apply_hint: '请先登录', manage: false });
    expect(await hint(leader)).toMatchObject({
      apply: false,
      apply_hint: '你是本次骑行的领队',
      edit: true,
      manage: true,
      headcount: true,
      // a published ride takes clock-ins from the start (each checkpoint's window decides the rest)
      clockin: true,
    });
    const [a, b] = await ridePeople(t, 2, '1771004');
    expect(await hint(a!.token)).toMatchObject({ apply: true, apply_hint: '', cancel: false });
    expect((await t.call(rideApply, { id, ...applyInput() }, as(a!.token))).code).toBe(0);
    expect(await hint(a!.token)).toMatchObject({ apply: false, apply_hint: '你已报名', cancel: true, clockin: false });
    expect(await hint(b!.token)).toMatchObject({ apply: false, apply_hint: '名额已满' });
    const shown = (await t.call(rideShow, { id }, as(a!.token))).data;
    expect(shown.mine).toMatchObject({ status: 2, status_label: '待审核', passengers: 0, location_on: false });
    expect(shown.crew).toEqual([expect.objectContaining({ role: 'leader', application_id: 0 })]);
    at(base.signup_end + 1);
    expect(await hint(b!.token)).toMatchObject({ apply: false, apply_hint: '报名已截止' });
    const closed = (await t.call(rideShow, { id }, as(leader))).data;
    expect(closed).toMatchObject({ phase: 2, phase_label: '报名截止' });
    expect(closed.actions.clockin).toBe(true);
    // a pending rider may not clock in; mark needs an accepted clock-in
    expect(await hint(a!.token)).toMatchObject({ clockin: false, mark: false });
    // until the latest a checkpoint may close (end + 2 h), not after
    at(base.end_time + 2 * 3600);
    expect((await t.call(rideShow, { id }, as(leader))).data.actions.clockin).toBe(true);
    at(base.end_time + 2 * 3600 + 1);
    expect((await t.call(rideShow, { id }, as(leader))).data.actions.clockin).toBe(false);
  });

  it('the phase from the times', () => {
    const row = {
      state: 'published' as const,
      signupEnd: new Date(1000_000),
      startAt: new Date(2000_000),
      endAt: new Date(3000_000),
    };
    expect(ridePhase(row, new Date(999_999))).toBe(1);
    expect(ridePhase(row, new Date(1000_000))).toBe(2);
    expect(ridePhase(row, new Date(2000_000))).toBe(3);
    expect(ridePhase(row, new Date(3000_000))).toBe(3);
    expect(ridePhase(row, new Date(3000_001))).toBe(4);
    expect(ridePhase({ ...row, state: 'draft' }, new Date(0))).toBe(0);
    expect(ridePhase({ ...row, state: 'revoked' }, new Date(0))).toBe(5);
  });

  it('the manage list: created and held rides with counts and my role', async () => {
    const id = await publishedRide(t, leader, { title: '管理列表骑行' });
    const [a] = await ridePeople(t, 1, '1771005');
    await approvedRider(t, leader, a!.token, id);
    const mine = (await t.call(rideManageList, {}, as(leader))).data.list.find((r) => r.id === id)!;
    expect(mine).toMatchObject({
      my_role: 'leader',
      apply_counts: { '1': 1 },
      manage_actions: { edit: true, revoke: true, delete: false },
    });
    expect((await t.call(rideManageList, {}, as(a!.token))).data.count).toBe(0);
  });
});

describe('likes', () => {
  it('shares a published ride with an spm code that credits the sharer; a cancelled one has nothing to share', async () => {
    const id = await publishedRide(t, leader, { title: '分享骑行' });
    const shared = await t.call(partyShare, { id: String(id) }, as(tok.visitor));
    expect(shared.code).toBe(0);
    expect(shared.data.title).toBe('分享骑行');
    expect(shared.data.link).toMatch(new RegExp(`/funly/rideTogether\\?id=${id}&spm=${shared.data.spm}$`));
    const [spm] = await rows<{ module: string; target_id: number }>(
      t,
      sql`select module, target_id from spm_codes where code = ${shared.data.spm}`,
    );
    expect(spm).toEqual({ module: 'party', target_id: id });
    expect((await t.call(rideRevoke, { id }, as(leader))).code).toBe(0);
    expect((await t.call(partyShare, { id: String(id) })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('100 parallel likers count exactly 100; a repeat does not count; unlike works', async () => {
    const id = await publishedRide(t, leader, { title: '点赞骑行' });
    const crowd = await ridePeople(t, 100, '1772000');
    const answers = await Promise.all(crowd.map((p) => t.call(rideLike, { id }, as(p.token))));
    expect(answers.every((a) => a.code === 0 && a.data.liked)).toBe(true);
    const [row] = await rows<{ like_count: number }>(t, sql`select like_count from rides where id = ${id}`);
    expect(row!.like_count).toBe(100);
    expect((await t.call(rideLike, { id }, as(crowd[0]!.token))).data).toEqual({ liked: true, like_count: 100 });
    expect((await t.call(rideLike, { id, like: 0 }, as(crowd[0]!.token))).data).toEqual({
      liked: false,
      like_count: 99,
    });
    expect((await t.call(rideLike, { id, like: 0 }, as(crowd[0]!.token))).data.like_count).toBe(99);
    expect((await t.call(rideShow, { id }, as(crowd[1]!.token))).data).toMatchObject({ liked: true, like_count: 99 });
  });
});
