import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  checkerItems,
  checkpointCheckerAdd,
  checkpointLogs,
  checkpointSave,
  ErrorCode,
  holdingCode,
  holdingWatch,
  holdingWriteOffs,
  itemAction,
  itemInfo,
  login,
  logout,
  pointByCode,
  receiveList,
  receiveUser,
  selfWriteOff,
  writeOff,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { approvedItem, DAY, demoTokens, fieldNames, rows } from '../../test/fixtures.js';

const nonce = () => randomUUID();
const VENUE = { lat: 29.5647, lng: 106.5507 };

describe('the write-off: one transaction, exactly once, honest refusals', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  const owner = () => ({ token: tok.owner, payload: { b_id: 1 } });
  const as = (token: string) => ({ token });

  /** An approved item with one point the demo checker is assigned to. */
  async function itemWithPoint(fields: Record<string, unknown> = {}, point: Record<string, unknown> = {}) {
    const itemId = await approvedItem(t, tok, fields);
    const p = await t.call(
      checkpointSave,
      { item_id: itemId, point_name: '东门', point_location: '博览中心东门', write_off_type: 1, ...point },
      owner(),
    );
    expect(p.code).toBe(0);
    await t.call(checkpointCheckerAdd, { id: p.data.id, mobile: '13800000003' }, owner());
    return { itemId, point: p.data };
  }

  async function holdingOf(itemId: number, token = tok.visitor) {
    const r = await t.call(receiveUser, { item_id: itemId }, as(token));
    expect(r.code).toBe(0);
    return r.data.holding_id;
  }

  const codeOf = async (holdingId: number, token = tok.visitor) =>
    (await t.call(holdingCode, { holding_id: holdingId }, as(token))).data.code;

  const scan = async (code: string, pointId: number, token = tok.checker, n = nonce()) =>
    (await t.call(writeOff, { code, point_id: pointId, nonce: n }, as(token))).data;

  const rowCounts = async (pointId: number, holdingId: number) => {
    const [r] = await rows<{ point_rows: number; point_used: number; holding_rows: number; holding_used: number }>(
      t,
      sql`select
        (select count(*)::int from write_offs where checkpoint_id = ${pointId}) as point_rows,
        (select used from checkpoints where id = ${pointId}) as point_used,
        (select count(*)::int from write_offs where holding_id = ${holdingId}) as holding_rows,
        (select used from holdings where id = ${holdingId}) as holding_used`,
    );
    return r!;
  };

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('writes off once; the second scan says 已核销 with the first time; the holder and the point see one record', async () => {
    const { itemId, point } = await itemWithPoint();
    const holdingId = await holdingOf(itemId);
    const code = await codeOf(holdingId);

    const first = await scan(code, point.id);
    expect(first).toMatchObject({ ok: true, reason: null, message: '核销成功', replay: false });
    expect(first.record).toMatchObject({ point_name: '东门', holding_id: holdingId, checker_name: '核***张' });
    expect(first.card).toMatchObject({ used: 1, remaining: 0, state: 'used', holder_name: '观**王' });

    const again = await scan(code, point.id);
    expect(again).toMatchObject({ ok: false, reason: 'used', message: '已核销' });
    expect(again.last_time).toBe(first.record!.create_time);

    const mine = await t.call(holdingWriteOffs, { holding_ids: [holdingId] }, as(tok.visitor));
    expect(mine.data.count).toBe(1);
    const logs = await t.call(checkpointLogs, { id: point.id }, as(tok.checker));
    expect(logs.data).toMatchObject({ total: 1, count: 1 });
    expect(logs.data.days).toHaveLength(1);
    expect(await rowCounts(point.id, holdingId)).toEqual({
      point_rows: 1,
      point_used: 1,
      holding_rows: 1,
      holding_used: 1,
    });
    // the business sees it on the item
    expect((await t.call(itemInfo, { id: itemId }, owner())).data.counts).toMatchObject({ given: 1, written_off: 1 });
  });

  it('the demo exhibition: the visitor receives each seeded item and the demo checker writes it off at its point', async () => {
    const seeded = (await t.call(receiveList, { keyword: '' }, as(tok.visitor))).data.list.filter(
      (i) => i.project_name === '2026 山城国际车展',
    );
    expect(seeded.map((i) => i.name).sort()).toEqual(['三日通票', '免费观展票', '嘉宾邀请函', '展馆咖啡券'].sort());
    const mine = (await t.call(checkerItems, {}, as(tok.checker))).data.list;
    for (const item of seeded) {
      const holdingId = await holdingOf(item.item_id);
      const point = mine.find((m) => m.item_id === item.item_id)!.points[0]!;
      expect(point.point_name).toBe('东门检票口');
      expect(await scan(await codeOf(holdingId), point.id)).toMatchObject({ ok: true });
    }
  });

  it('a retried request (same nonce) gets the first answer back and never a second write-off', async () => {
    const { itemId, point } = await itemWithPoint({ limit_num: 5 });
    const holdingId = await holdingOf(itemId);
    const code = await codeOf(holdingId);
    const n = nonce();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => scan(code, point.id, tok.checker, n)));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(answers.filter((a) => !a.replay)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.record!.id)).size).toBe(1);
    expect((await rowCounts(point.id, holdingId)).holding_rows).toBe(1);
  });

  it('500 parallel attempts on one limit-1 code from three checkers: exactly one succeeds, counts equal rows', async () => {
    const { itemId, point } = await itemWithPoint();
    const others = await Promise.all(['13900000101', '13900000102'].map((m) => t.loginBySms(m)));
    for (const m of ['13900000101', '13900000102'])
      await t.call(checkpointCheckerAdd, { id: point.id, mobile: m }, owner());
    const checkers = [tok.checker, ...others.map((o) => o.token)];
    const holdingId = await holdingOf(itemId);
    const code = await codeOf(holdingId);
    const answers = await Promise.all(Array.from({ length: 500 }, (_, i) => scan(code, point.id, checkers[i % 3])));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).every((a) => a.reason === 'used')).toBe(true);
    expect(await rowCounts(point.id, holdingId)).toEqual({
      point_rows: 1,
      point_used: 1,
      holding_rows: 1,
      holding_used: 1,
    });
  }, 120_000);

  it('a daily-limit item verified at 23:59:59 and 00:00:01 Asia/Shanghai counts as two days', async () => {
    const { itemId, point } = await itemWithPoint({ limit_type: 2, limit_num: 1 });
    const holdingId = await holdingOf(itemId);
    // the next midnight in Asia/Shanghai (16:00 UTC)
    const midnight = new Date(Math.ceil((Date.now() + 8 * 3600_000) / (DAY * 1000)) * DAY * 1000 - 8 * 3600_000);
    const at = (ms: number) => (t.services.clock.now = () => new Date(midnight.getTime() + ms));
    try {
      at(-1000);
      expect(await scan(await codeOf(holdingId), point.id)).toMatchObject({ ok: true });
      expect(await scan(await codeOf(holdingId), point.id)).toMatchObject({ ok: false, reason: 'used_today' });
      at(1000);
      const next = await scan(await codeOf(holdingId), point.id);
      expect(next).toMatchObject({ ok: true });
      expect(next.card).toMatchObject({ used: 2, remaining: 0, state: 'used_today' });
      at(2000);
      expect(await scan(await codeOf(holdingId), point.id)).toMatchObject({
        ok: false,
        reason: 'used_today',
        message: '今日核销次数已用完',
      });
    } finally {
      t.services.clock.now = () => new Date();
    }
    expect((await rowCounts(point.id, holdingId)).holding_rows).toBe(2);
  });

  it('refuses with the fixed reasons: forged or expired code, not your point, wrong point, not valid yet, expired, disabled, point full', async () => {
    const { itemId, point } = await itemWithPoint({ limit_num: 10 }, { write_off_num: 1 });
    const holdingId = await holdingOf(itemId);
    const code = await codeOf(holdingId);
    const forged = code.slice(0, -2) + (code.endsWith('AA') ? 'BB' : 'AA');
    expect(await scan(forged, point.id)).toMatchObject({ ok: false, reason: 'bad_code' });
    expect(await scan('K.1.1999999999.xxxxxxxxxxxxxxxxxxxxxx', point.id)).toMatchObject({ reason: 'bad_code' });
    t.services.clock.now = () => new Date(Date.now() + 61_000);
    expect(await scan(code, point.id)).toMatchObject({ ok: false, reason: 'bad_code' });
    t.services.clock.now = () => new Date();

    expect(await scan(code, point.id, tok.visitor)).toMatchObject({ ok: false, reason: 'not_your_point' });
    expect(await scan(code, point.id, tok.owner)).toMatchObject({
      ok: false,
      reason: 'not_your_point',
      message: '你不是该核销点的核销员',
    });

    const other = await itemWithPoint();
    expect(await scan(code, other.point.id)).toMatchObject({ ok: false, reason: 'wrong_point' });

    expect(await scan(code, point.id)).toMatchObject({ ok: true });
    expect(await scan(await codeOf(holdingId), point.id)).toMatchObject({ ok: false, reason: 'point_full' });
    expect((await rowCounts(point.id, holdingId)).point_used).toBe(1);

    const future = await itemWithPoint({
      validity_start: Math.floor(Date.now() / 1000) + 30 * DAY,
      validity_end: Math.floor(Date.now() / 1000) + 40 * DAY,
    });
    const fh = await holdingOf(future.itemId);
    expect(await scan(await codeOf(fh), future.point.id)).toMatchObject({
      ok: false,
      reason: 'not_started',
      message: '未到使用时间',
    });

    const soon = await itemWithPoint();
    const sh = await holdingOf(soon.itemId);
    const sc = await codeOf(sh);
    t.services.clock.now = () => new Date(Date.now() + 21 * DAY * 1000);
    const late = await t.call(holdingCode, { holding_id: sh }, as(tok.visitor));
    t.services.clock.now = () => new Date();
    expect(late.data.card.state).toBe('expired');
    t.services.clock.now = () => new Date(Date.now() + 21 * DAY * 1000);
    expect(await scan(late.data.code, soon.point.id)).toMatchObject({ ok: false, reason: 'expired' });
    t.services.clock.now = () => new Date();
    expect(sc).not.toBe(late.data.code);

    const off = await itemWithPoint();
    const oh = await holdingOf(off.itemId);
    await t.call(itemAction, { id: off.itemId, action: 'disable' }, owner());
    expect(await scan(await codeOf(oh), off.point.id)).toMatchObject({ ok: false, reason: 'disabled' });
  });

  it('validates the request (10001) and needs a session (30000)', async () => {
    const r = await t.call(writeOff, { code: '', point_id: 1, nonce: 'x' }, as(tok.checker));
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(r)).toEqual(expect.arrayContaining(['code', 'nonce']));
    expect((await t.call(writeOff, { code: 'K', point_id: 1, nonce: nonce() })).code).toBe(ErrorCode.SESSION_INVALID);
    const { itemId } = await itemWithPoint();
    const code = await codeOf(await holdingOf(itemId));
    expect((await t.call(writeOff, { code, point_id: 999999, nonce: nonce() }, as(tok.checker))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('the session is checked inside the write-off statement: after logout the old token writes nothing off (30000)', async () => {
    const { itemId, point } = await itemWithPoint();
    const holdingId = await holdingOf(itemId);
    const li = await t.call(login, { mobile: '13800000003', password: DEMO_PASSWORD });
    expect(li).toMatchObject({ code: 0 });
    const checker = li.data.token;
    const code = await codeOf(holdingId);
    expect((await t.call(logout, {}, as(checker))).code).toBe(0);
    expect((await t.call(writeOff, { code, point_id: point.id, nonce: nonce() }, as(checker))).code).toBe(
      ErrorCode.SESSION_INVALID,
    );
    // every path: a forged code and a missing point too
    expect(
      (
        await t.call(
          writeOff,
          { code: 'K.1.1999999999.xxxxxxxxxxxxxxxxxxxxxx', point_id: point.id, nonce: nonce() },
          as(checker),
        )
      ).code,
    ).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(writeOff, { code, point_id: 999999, nonce: nonce() }, as(checker))).code).toBe(
      ErrorCode.SESSION_INVALID,
    );
    expect(await rowCounts(point.id, holdingId)).toMatchObject({ point_rows: 0, holding_used: 0 });
    // a live session still works, and its answer carries the card after the write-off
    const ok = await scan(code, point.id);
    expect(ok).toMatchObject({
      ok: true,
      card: { holding_id: holdingId, used: 1, state: 'used' },
      record: { point_id: point.id, mode: 1 },
    });
    expect(ok.card!.last_used_time).toBeGreaterThan(0);
  });

  it('a holder sees only their own codes and records; a checker sees only their points', async () => {
    const { itemId, point } = await itemWithPoint();
    const holdingId = await holdingOf(itemId);
    const stranger = await t.loginBySms('13900000109');
    expect((await t.call(holdingCode, { holding_id: holdingId }, as(stranger.token))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(holdingWriteOffs, { holding_ids: [holdingId] }, as(stranger.token))).data.count).toBe(0);
    expect((await t.call(checkpointLogs, { id: point.id }, as(stranger.token))).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(checkerItems, {}, as(stranger.token))).data.count).toBe(0);
    const mine = await t.call(checkerItems, { item_id: itemId }, as(tok.checker));
    expect(mine.data.list[0]).toMatchObject({ item_id: itemId, points: [{ id: point.id, today: 0 }] });
  });

  it('the holder’s watch answers when a checker writes the item off', async () => {
    const { itemId, point } = await itemWithPoint();
    const holdingId = await holdingOf(itemId);
    const code = await codeOf(holdingId);
    const watching = t.call(holdingWatch, { holding_id: holdingId, used: 0 }, as(tok.visitor));
    await new Promise((r) => setTimeout(r, 100));
    expect((await scan(code, point.id)).ok).toBe(true);
    const w = await watching;
    expect(w.data).toMatchObject({ changed: true, card: { used: 1, state: 'used' }, last: { point_name: '东门' } });
    // already changed: answers at once
    expect((await t.call(holdingWatch, { holding_id: holdingId, used: 0 }, as(tok.visitor))).data.changed).toBe(true);
  });

  it('interactive mode: the holder scans the point’s code within its radius; outside it is refused', async () => {
    const { itemId, point } = await itemWithPoint(
      { write_off_mode: 2 },
      {
        write_off_type: 2,
        point_latitude: VENUE.lat,
        point_longitude: VENUE.lng,
        point_radius: 300,
      },
    );
    const holdingId = await holdingOf(itemId);
    const found = await t.call(pointByCode, { point_code: point.write_off_param }, as(tok.visitor));
    expect(found.data.holdings.map((h) => h.holding_id)).toEqual([holdingId]);
    const far = await t.call(
      selfWriteOff,
      {
        point_code: point.write_off_param,
        holding_id: holdingId,
        latitude: VENUE.lat + 0.01,
        longitude: VENUE.lng,
        nonce: nonce(),
      },
      as(tok.visitor),
    );
    expect(far.data).toMatchObject({ ok: false, reason: 'out_of_range', message: '不在核销点范围内，请到现场后再试' });
    const stranger = await t.loginBySms('13900000110');
    const notMine = await t.call(
      selfWriteOff,
      {
        point_code: point.write_off_param,
        holding_id: holdingId,
        latitude: VENUE.lat,
        longitude: VENUE.lng,
        nonce: nonce(),
      },
      as(stranger.token),
    );
    expect(notMine.code).toBe(ErrorCode.NOT_FOUND);
    const near = await t.call(
      selfWriteOff,
      {
        point_code: point.write_off_param,
        holding_id: holdingId,
        latitude: VENUE.lat + 0.001,
        longitude: VENUE.lng,
        nonce: nonce(),
      },
      as(tok.visitor),
    );
    expect(near.data).toMatchObject({ ok: true, record: { mode: 2, checker_name: '自助核销' } });
    expect((await t.call(pointByCode, { point_code: 'kcp_nope' }, as(tok.visitor))).code).toBe(ErrorCode.NOT_FOUND);
  });
});
