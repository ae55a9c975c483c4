import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditInfo,
  auditList,
  ErrorCode,
  funlyCopy,
  funlyLike,
  funlyList,
  funlyManageList,
  funlyOperatorDelete,
  funlyOperatorList,
  funlyOperatorSave,
  funlyRelationOptions,
  funlyRevoke,
  funlySave,
  funlyShow,
  funlySlotDelete,
  funlySlotSave,
  itemList,
  playShare,
  receiveList,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import {
  approvedItem,
  asOwner,
  DAY,
  demoTokens,
  fieldNames,
  funlyEvent,
  nowSeconds,
  passEvent,
  publishedEvent,
  rows,
} from '../../test/fixtures.js';
import { runningState } from './funly.view.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

const owner = () => asOwner(tok);

describe('saving and submitting', () => {
  it('keeps an incomplete draft, and refuses to submit naming each missing field', async () => {
    const draft = await t.call(funlySave, { title: '草稿活动' }, owner());
    expect(draft.code).toBe(0);
    expect(draft.data).toMatchObject({ state: 'draft', running_state: null, my_role: 'organiser' });
    const r = await t.call(funlySave, { id: draft.data.id, submit: true }, owner());
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(r)).toEqual(
      expect.arrayContaining(['cover', 'kind', 'start_time', 'end_time', 'signup_start', 'signup_end', 'place']),
    );
  });

  it('checks the order of the times and the waitlist of a paid event', async () => {
    const now = nowSeconds();
    const bad = async (fields: Record<string, unknown>) =>
      fieldNames(await t.call(funlySave, { ...funlyEvent(), ...fields, submit: true }, owner()));
    expect(await bad({ end_time: now + DAY, start_time: now + 2 * DAY })).toContain('end_time');
    expect(await bad({ signup_end: now + 3 * DAY })).toEqual(['signup_end']);
    expect(await bad({ signup_start: now + DAY, signup_end: now + DAY })).toEqual(['signup_end']);
    const paid = await approvedItem(t, tok, { name: '活动门票', sell_value: 100 });
    expect(await bad({ ticket_ids: [paid], waitlist: true })).toEqual(['waitlist']);
  });

  it('refuses related items that are not approved tickets/coupons of the business, and forms of others', async () => {
    const coupon = await approvedItem(t, tok, { name: '咖啡券', product_type: 2 });
    const r = await t.call(funlySave, { ...funlyEvent(), ticket_ids: [coupon] }, owner());
    expect(fieldNames(r)).toEqual(['ticket_ids']);
    const ok = await t.call(funlySave, { ...funlyEvent(), coupon_ids: [coupon] }, owner());
    expect(ok.code).toBe(0);
    expect(ok.data.relations).toEqual([expect.objectContaining({ id: coupon, product_type: 2 })]);
    const options = await t.call(funlyRelationOptions, { type: 'coupon' }, owner());
    expect(options.data.list.map((o) => o.id)).toContain(coupon);
    expect(fieldNames(await t.call(funlySave, { ...funlyEvent(), form_id: 2147483647 }, owner()))).toEqual(['form_id']);
  });

  it('sanitises the description', async () => {
    const r = await t.call(
      funlySave,
      { ...funlyEvent(), description: '<p onclick="x()">好<script>alert(1)</script></p><img src="javascript:x">' },
      owner(),
    );
    expect(r.data.description).toBe('<p>好</p>');
  });

  it('refuses strangers, another business, and a check-in operator (10003); a manager operator may edit', async () => {
    const id = await publishedEvent(t, tok);
    const stranger = await t.loginBySms('13900000301');
    expect((await t.call(funlySave, { id, title: '改名' }, { token: stranger.token })).code).toBe(ErrorCode.FORBIDDEN);
    const other = await t.loginBySms('13900000302');
    const [biz] = await rows<{ id: number }>(t, sql`insert into businesses (name) values ('别家') returning id`);
    await rows(t, sql`insert into user_roles (user_id, role, business_id) values (${other.uid}, 'owner', ${biz!.id})`);
    const asOther = { token: other.token, payload: { b_id: biz!.id } };
    expect((await t.call(funlySave, { id, title: '改名' }, asOther)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(funlyRevoke, { id }, asOther)).code).toBe(ErrorCode.FORBIDDEN);

    const checkin = await t.loginBySms('13900000303');
    const manager = await t.loginBySms('13900000304');
    await t.call(funlyOperatorSave, { id, mobile: '13900000303', name: '签到员', role: 'checkin' }, owner());
    await t.call(funlyOperatorSave, { id, mobile: '13900000304', name: '协办', role: 'manager' }, owner());
    expect((await t.call(funlySave, { id, title: '改名' }, { token: checkin.token })).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(funlySlotSave, slot(id), { token: checkin.token })).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(funlySlotSave, slot(id), { token: manager.token })).code).toBe(0);
    // a manager may not revoke nor manage operators
    expect((await t.call(funlyRevoke, { id }, { token: manager.token })).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(funlyOperatorList, { id }, { token: manager.token })).code).toBe(ErrorCode.FORBIDDEN);
    // an operator's manage list holds the event without a business grant
    const list = await t.call(funlyManageList, {}, { token: manager.token });
    expect(list.data.list.map((e) => e.id)).toEqual([id]);
    const show = await t.call(funlyShow, { id }, { token: checkin.token });
    expect(show.data).toMatchObject({ my_role: 'checkin', actions: { edit: false, manage: false } });
  });
});

const slot = (id: number, capacity = 5) => {
  const now = nowSeconds();
  return { id, title: '上午场', start_time: now + DAY, end_time: now + DAY + 3600, capacity };
};

describe('review', () => {
  it('passes: running, with an entry item (not in the item lists, not receivable) and a check-in point', async () => {
    const id = await publishedEvent(t, tok, { title: '审核通过的活动' });
    const [e] = await rows<{ state: string; entry_item_id: number; entry_point_id: number }>(
      t,
      sql`select state, entry_item_id, entry_point_id from events where id = ${id}`,
    );
    expect(e!.state).toBe('running');
    const [item] = await rows<{
      name: string;
      product_type: number;
      state: string;
      total_stock: number;
      event_id: number;
    }>(t, sql`select name, product_type, state, total_stock, event_id from items where id = ${e!.entry_item_id}`);
    expect(item).toEqual({
      name: '审核通过的活动 入场凭证',
      product_type: 3,
      state: 'approved',
      total_stock: 50,
      event_id: id,
    });
    const checkers = await rows<{ user_id: number }>(
      t,
      sql`select user_id from checkpoint_checkers where checkpoint_id = ${e!.entry_point_id}`,
    );
    expect(checkers.length).toBeGreaterThan(0);
    const listed = await t.call(itemList, { page_size: 100 }, owner());
    expect(listed.data.list.map((i) => i.id)).not.toContain(e!.entry_item_id);
    const receivable = await t.call(receiveList, { page_size: 100 }, {});
    expect(receivable.data.list.map((i) => i.item_id)).not.toContain(e!.entry_item_id);
  });

  it('rejects: failed with the reason; editing and submitting sends it to review again', async () => {
    const saved = await t.call(funlySave, { ...funlyEvent(), title: '被驳回的活动', submit: true }, owner());
    const id = saved.data.id;
    expect(saved.data).toMatchObject({ state: 'auditing', running_state: 0 });
    const pending = (await t.call(auditList, { type: 'funly' }, { token: tok.auditor })).data.list.find(
      (a) => a.target_id === id,
    )!;
    expect(pending.target_name).toBe('被驳回的活动');
    const info = await t.call(auditInfo, { id: pending.id }, { token: tok.auditor });
    expect(info.data.funly).toMatchObject({ id, title: '被驳回的活动' });
    expect(info.data.item).toBeNull();
    await passEvent(t, tok, id, false, '封面不清晰');
    const show = await t.call(funlyShow, { id }, owner());
    expect(show.data).toMatchObject({ state: 'failed', running_state: 2, fail_reason: '封面不清晰' });
    // nobody else sees it
    expect((await t.call(funlyShow, { id }, {})).code).toBe(ErrorCode.NOT_FOUND);
    const again = await t.call(funlySave, { id, cover: '/uploads/better.png', submit: true }, owner());
    expect(again.data).toMatchObject({ state: 'auditing', fail_reason: '' });
  });

  it('a change of a running event waits for review while it stays live', async () => {
    const id = await publishedEvent(t, tok, { title: '原名' });
    const r = await t.call(funlySave, { id, title: '新名' }, owner());
    expect(r.data).toMatchObject({ title: '原名', state: 'running' });
    expect((await t.call(funlySave, { id, title: '再改' }, owner())).code).toBe(ErrorCode.CONFLICT);
    await passEvent(t, tok, id);
    expect((await t.call(funlyShow, { id }, {})).data.title).toBe('新名');
  });
});

describe('running state (Asia/Shanghai boundaries)', () => {
  it('follows the stored state and the time', () => {
    const start = new Date('2026-05-01T00:00:00+08:00');
    const end = new Date('2026-05-01T23:59:59+08:00');
    const row = (state: 'draft' | 'auditing' | 'running' | 'failed' | 'revoked') => ({
      state,
      startAt: start,
      endAt: end,
    });
    expect(runningState(row('draft'), start)).toBeNull();
    expect(runningState(row('auditing'), start)).toBe(0);
    expect(runningState(row('failed'), start)).toBe(2);
    expect(runningState(row('revoked'), start)).toBe(3);
    expect(runningState(row('running'), new Date(start.getTime() - 1000))).toBe(4);
    expect(runningState(row('running'), start)).toBe(1);
    expect(runningState(row('running'), end)).toBe(1);
    expect(runningState(row('running'), new Date(end.getTime() + 1000))).toBe(5);
  });

  it('the exhibition filter of the public list at the server clock', async () => {
    const start = nowSeconds() + 10 * DAY;
    const id = await publishedEvent(t, tok, {
      title: '边界活动',
      start_time: start,
      end_time: start + DAY,
      signup_end: start,
    });
    const ids = async (filter: 1 | 3 | 4 | 5) =>
      (await t.call(funlyList, { filter, keyword: '边界活动' }, {})).data.list.map((e) => e.id);
    const at = (secs: number) => (t.services.clock.now = () => new Date(secs * 1000));
    try {
      at(start - 1);
      expect(await ids(3)).toEqual([id]);
      expect(await ids(4)).toEqual([]);
      at(start);
      expect(await ids(4)).toEqual([id]);
      expect((await t.call(funlyShow, { id }, {})).data.running_state).toBe(1);
      at(start + DAY + 1);
      expect(await ids(5)).toEqual([id]);
      expect((await t.call(funlyShow, { id }, {})).data.running_label).toBe('已结束');
      expect(await ids(1)).toEqual([id]);
    } finally {
      t.services.clock.now = () => new Date();
    }
  });

  it('lists the nearest first with the distance in km (2 decimals), else the soonest first', async () => {
    const near = await publishedEvent(t, tok, {
      title: '距离测试近',
      latitude: 29.5,
      longitude: 106.5,
      start_time: nowSeconds() + 3 * DAY,
      end_time: nowSeconds() + 4 * DAY,
    });
    const far = await publishedEvent(t, tok, { title: '距离测试远', latitude: 39.9, longitude: 116.4 });
    const byPos = await t.call(funlyList, { keyword: '距离测试', lat: 29.56, lng: 106.55 }, {});
    expect(byPos.data.list.map((e) => e.id)).toEqual([near, far]);
    const d = byPos.data.list[0]!.distance_km!;
    expect(d).toBeGreaterThan(7);
    expect(d).toBeLessThan(9);
    expect(Math.round(d * 100) / 100).toBe(d);
    const soonest = await t.call(funlyList, { keyword: '距离测试' }, {});
    expect(soonest.data.list.map((e) => e.id)).toEqual([far, near]);
    expect(soonest.data.list[0]!.distance_km).toBeNull();
  });
});

describe('copy and revoke', () => {
  it('copies as a draft with its slots but no bookings, likes or applications', async () => {
    const id = await publishedEvent(t, tok, { title: '要复制的活动' });
    await t.call(funlySlotSave, slot(id), owner());
    await t.call(funlyLike, { id }, { token: tok.visitor });
    const copy = await t.call(funlyCopy, { id }, owner());
    expect(copy.data).toMatchObject({ state: 'draft', title: '要复制的活动', like_count: 0, taken: 0 });
    expect(copy.data.slots).toEqual([expect.objectContaining({ title: '上午场', booked: 0 })]);
    const drafts = await t.call(funlyManageList, { draft: true }, owner());
    expect(drafts.data.list.map((e) => e.id)).toContain(copy.data.id);
  });

  it('revoke deletes a draft and revokes a published event', async () => {
    const draft = await t.call(funlySave, { title: '删除的草稿' }, owner());
    expect((await t.call(funlyRevoke, { id: draft.data.id }, owner())).data).toEqual({
      id: draft.data.id,
      state: null,
    });
    expect((await t.call(funlyShow, { id: draft.data.id }, owner())).code).toBe(ErrorCode.NOT_FOUND);
    const id = await publishedEvent(t, tok);
    expect((await t.call(funlyRevoke, { id, reason: '场地变更' }, owner())).data.state).toBe('revoked');
    expect((await t.call(funlyShow, { id }, {})).data.running_state).toBe(3);
  });
});

describe('likes', () => {
  it('100 parallel likes by 100 people count exactly 100; a repeat does not count; unlike works', async () => {
    const id = await publishedEvent(t, tok, { title: '点赞活动' });
    await rows(
      t,
      sql`insert into users (mobile, username, nickname) select '1770000' || lpad(g::text, 4, '0'), 'liker' || g, '点赞' || g from generate_series(1, 100) g`,
    );
    const uids = (
      await rows<{ id: number }>(t, sql`select id from users where username like 'liker%' order by id`)
    ).map((u) => u.id);
    const sessions = await Promise.all(uids.map((u) => t.services.sessions.open(u)));
    const answers = await Promise.all(sessions.map((s) => t.call(funlyLike, { id }, { token: s.token })));
    expect(answers.every((a) => a.code === 0 && a.data.liked)).toBe(true);
    const [row] = await rows<{ like_count: number }>(t, sql`select like_count from events where id = ${id}`);
    expect(row!.like_count).toBe(100);
    expect((await t.call(funlyLike, { id }, { token: sessions[0]!.token })).data.like_count).toBe(100);
    const un = await t.call(funlyLike, { id, like: 0 }, { token: sessions[0]!.token });
    expect(un.data).toEqual({ liked: false, like_count: 99 });
    expect((await t.call(funlyShow, { id }, { token: sessions[1]!.token })).data.liked).toBe(true);
  });
});

describe('slots', () => {
  it('adds, changes and deletes slots; capacity never below bookings', async () => {
    const id = await publishedEvent(t, tok);
    const added = await t.call(funlySlotSave, slot(id, 3), owner());
    const s = added.data.slots[0]!;
    await rows(t, sql`update event_slots set booked = 2 where id = ${s.id}`);
    const low = await t.call(funlySlotSave, { ...slot(id, 1), slot_id: s.id }, owner());
    expect(low.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(low)).toEqual(['capacity']);
    expect((await t.call(funlySlotSave, { ...slot(id, 2), slot_id: s.id }, owner())).code).toBe(0);
    expect((await t.call(funlySlotDelete, { id, slot_id: s.id }, owner())).code).toBe(ErrorCode.CONFLICT);
    await rows(t, sql`update event_slots set booked = 0 where id = ${s.id}`);
    expect((await t.call(funlySlotDelete, { id, slot_id: s.id }, owner())).data.slots).toEqual([]);
    const bad = await t.call(funlySlotSave, { ...slot(id), end_time: nowSeconds() }, owner());
    expect(fieldNames(bad)).toEqual(['end_time']);
  });
});

describe('operators', () => {
  it('adds (an unknown mobile gets an account), changes and removes, keeping the check-in point checkers in step', async () => {
    const id = await publishedEvent(t, tok);
    const [{ entry_point_id: point } = { entry_point_id: 0 }] = await rows<{ entry_point_id: number }>(
      t,
      sql`select entry_point_id from events where id = ${id}`,
    );
    const checkersOf = async () =>
      (
        await rows<{ user_id: number }>(t, sql`select user_id from checkpoint_checkers where checkpoint_id = ${point}`)
      ).map((r) => r.user_id);
    const added = await t.call(
      funlyOperatorSave,
      { id, mobile: '13900000399', name: '新同事', role: 'checkin' },
      owner(),
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ mobile: '13900000399', role: 'checkin', role_label: '签到员', funly_id: id });
    expect(await checkersOf()).toContain(added.data.user_id);
    expect(
      (await t.call(funlyOperatorSave, { id, mobile: '13900000399', name: '重复', role: 'checkin' }, owner())).code,
    ).toBe(ErrorCode.CONFLICT);
    const changed = await t.call(
      funlyOperatorSave,
      { id, operator_id: added.data.id, name: '新同事', role: 'manager' },
      owner(),
    );
    expect(changed.data.role).toBe('manager');
    expect((await t.call(funlyOperatorList, { id }, owner())).data.list.map((o) => o.id)).toEqual([added.data.id]);
    expect((await t.call(funlyOperatorList, {}, owner())).data.list.map((o) => o.id)).toContain(added.data.id);
    expect((await t.call(funlyOperatorDelete, { id, operator_id: added.data.id }, owner())).data).toEqual({ ok: true });
    expect(await checkersOf()).not.toContain(added.data.user_id);
  });
});

describe('share', () => {
  it('shares a published event with an spm of module play', async () => {
    const id = await publishedEvent(t, tok, { title: '分享活动' });
    const r = await t.call(playShare, { play_id: id }, { token: tok.visitor });
    expect(r.code).toBe(0);
    expect(r.data.title).toBe('分享活动');
    expect(r.data.link).toBe(`/static-${t.config.product}2/funly/show?id=${id}&spm=${r.data.spm}`);
    const [spm] = await rows<{ module: string; target_id: number }>(
      t,
      sql`select module, target_id from spm_codes where code = ${r.data.spm}`,
    );
    expect(spm).toEqual({ module: 'play', target_id: id });
    const draft = await t.call(funlySave, { title: '未发布' }, owner());
    expect((await t.call(playShare, { play_id: draft.data.id }, {})).code).toBe(ErrorCode.NOT_FOUND);
  });
});
