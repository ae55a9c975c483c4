import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  checkpointCheckerAdd,
  checkpointSave,
  ErrorCode,
  holdingCode,
  offlineConflicts,
  offlineSnapshot,
  offlineSync,
  verifySignedCode,
  writeOff,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { approvedItem, demoTokens, nowSeconds, rows } from '../../test/fixtures.js';

const nonce = () => randomUUID();

describe('offline write-off: the snapshot a device keeps, the sync of its queue, conflicts never write-offs', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  let second: { token: string; uid: number };
  let visitorUid: number;
  const owner = () => ({ token: tok.owner, payload: { b_id: 1 } });
  const as = (token: string) => ({ token });

  /** An approved item with gate A (the demo checker) and gate B (the second checker). */
  async function itemWithGates(fields: Record<string, unknown> = {}) {
    const itemId = await approvedItem(t, tok, fields);
    const gate = async (name: string, mobile: string) => {
      const p = await t.call(
        checkpointSave,
        { item_id: itemId, point_name: name, point_location: '博览中心', write_off_type: 1 },
        owner(),
      );
      expect(p.code).toBe(0);
      expect((await t.call(checkpointCheckerAdd, { id: p.data.id, mobile }, owner())).code).toBe(0);
      return p.data.id;
    };
    return { itemId, a: await gate('东门', '13800000003'), b: await gate('西门', '13900000077') };
  }

  /** `n` holdings of the item (the visitor's; the per-user limit is not in the way of a test's setup). */
  const holdingsOf = async (itemId: number, n = 1) =>
    (
      await rows<{ id: number }>(
        t,
        sql`insert into holdings (item_id, business_id, user_id, source)
            select ${itemId}, 1, ${visitorUid}, 'publisher' from generate_series(1, ${n}) returning id`,
      )
    ).map((r) => Number(r.id));

  const codeOf = (holdingId: number, itemId: number, expiresAt = nowSeconds() + 3600) =>
    t.services.codes.sign(holdingId, itemId, expiresAt);

  const sync = (token: string, pointId: number, entries: { code: string; nonce: string; scanned_at: number }[]) =>
    t.call(offlineSync, { point_id: pointId, entries }, as(token));

  const counts = async (itemId: number) => {
    const [r] = await rows<{ bad_points: number; bad_holdings: number; write_offs: number; conflicts: number }>(
      t,
      sql`select
        (select count(*)::int from checkpoints cp where cp.item_id = ${itemId}
           and cp.used <> (select count(*) from write_offs w where w.checkpoint_id = cp.id)) as bad_points,
        (select count(*)::int from holdings h where h.item_id = ${itemId}
           and h.used <> (select count(*) from write_offs w where w.holding_id = h.id)) as bad_holdings,
        (select count(*)::int from write_offs where item_id = ${itemId}) as write_offs,
        (select count(*)::int from write_off_conflicts c join checkpoints cp on cp.id = c.checkpoint_id
           where cp.item_id = ${itemId}) as conflicts`,
    );
    return r!;
  };

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
    second = await t.loginBySms('13900000077');
    const [v] = await rows<{ id: number }>(t, sql`select id from users where mobile = '13800000001'`);
    visitorUid = v!.id;
  });
  afterAll(() => t.close());

  it('the holder’s code: a K2 code the device verifies with the snapshot’s key, a day code until midnight, the same digits all day', async () => {
    const { itemId, a } = await itemWithGates();
    const [h] = await holdingsOf(itemId);
    const first = await t.call(holdingCode, { holding_id: h }, as(tok.visitor));
    expect(first.code).toBe(0);
    expect(first.data.code).toMatch(/^K2\./);
    const again = await t.call(holdingCode, { holding_id: h }, as(tok.visitor));
    expect(again.data.offline_short_code).toMatch(/^\d{10}$/);
    expect(again.data.offline_short_code).toBe(first.data.offline_short_code);
    expect(again.data.short_code).not.toBe(first.data.offline_short_code);

    const snap = (await t.call(offlineSnapshot, { point_id: a }, as(tok.checker))).data;
    const now = nowSeconds();
    // the shared verifier (the device's, @noble/ed25519) accepts what node:crypto signed
    expect(await verifySignedCode(first.data.code, snap.keys, now)).toEqual({ holdingId: h, itemId });
    expect(await verifySignedCode(first.data.offline_code!, snap.keys, now)).toEqual({ holdingId: h, itemId });
    // the day code lasts until the end of the day in Asia/Shanghai (not past it)
    const expires = Number(first.data.offline_code!.split('.')[4]);
    expect(expires).toBeGreaterThan(now);
    expect(expires).toBeLessThanOrEqual(now + 86400);
    expect((expires + 8 * 3600) % 86400).toBe(0);
    expect(snap.short_codes).toContainEqual({
      digits: first.data.offline_short_code,
      holding_id: h,
      expires_at: expires,
    });
    // typed online, the day digits write off the holding
    const typed = await t.call(
      writeOff,
      { code: first.data.offline_short_code!, point_id: a, nonce: nonce() },
      as(tok.checker),
    );
    expect(typed.data).toMatchObject({ ok: true, record: { holding_id: h } });

    // the scheduled purge keeps today's codes and removes those whose day ended more than a day ago
    await rows(
      t,
      sql`insert into holding_day_codes (holding_id, day, digits, item_id, expires_at)
          values (${h}, '2020-01-01', '0000000001', ${itemId}, '2020-01-02T00:00:00+08:00')`,
    );
    expect(await t.services.purgeDayCodes()).toBeGreaterThanOrEqual(1);
    const left = await rows<{ day: string }>(t, sql`select day from holding_day_codes where holding_id = ${h}`);
    expect(left.map((r) => r.day)).not.toContain('2020-01-01');
    expect(left).toHaveLength(1);
  });

  it('snapshot: full for the point’s checker, then deltas with what changed; ok:false for anyone else; 30000 without a session', async () => {
    const { itemId, a } = await itemWithGates();
    const [h1, h2, h3] = await holdingsOf(itemId, 3);
    const full = await t.call(offlineSnapshot, { point_id: a }, as(tok.checker));
    expect(full.code).toBe(0);
    expect(full.data).toMatchObject({
      ok: true,
      full: true,
      keys: t.services.codes.keys(),
      point: { id: a, item_id: itemId, point_name: '东门', write_off_num: 0, used: 0 },
      item: { item_id: itemId, live: true, limit_type: 1, limit_num: 1 },
      holdings: [],
      short_codes: [],
    });
    expect(Math.abs(full.data.server_time - nowSeconds())).toBeLessThan(5);

    // after the cursor: h1 written off, h2 voided, h3's holder opens the QR screen (a day code)
    await t.call(writeOff, { code: codeOf(h1!, itemId), point_id: a, nonce: nonce() }, as(tok.checker));
    await t.database.db.execute(sql`update holdings set voided_at = now() where id = ${h2!}`);
    const code3 = (await t.call(holdingCode, { holding_id: h3! }, as(tok.visitor))).data;
    const delta = await t.call(offlineSnapshot, { point_id: a, since: full.data.cursor }, as(tok.checker));
    expect(delta.data).toMatchObject({ ok: true, full: false, point: { used: 1 } });
    expect(delta.data.cursor).toBeGreaterThanOrEqual(full.data.cursor);
    const byId = new Map(delta.data.holdings.map((h) => [h.holding_id, h]));
    expect(byId.get(h1!)).toMatchObject({ voided: false, period: 'all', period_uses: 1 });
    expect(byId.get(h1!)!.last_used_at).toBeGreaterThan(0);
    expect(byId.get(h2!)).toMatchObject({ voided: true, period: 'all', period_uses: 0 });
    expect(byId.has(h3!)).toBe(false);
    expect(delta.data.short_codes.map((c) => c.digits)).toEqual([code3.offline_short_code]);

    // a delta from long after the changes sends none of them (rows are read from the cursor less 10 s)
    const later = await t.call(offlineSnapshot, { point_id: a, since: full.data.cursor + 60_000 }, as(tok.checker));
    expect(later.data.holdings).toEqual([]);
    expect(later.data.short_codes).toEqual([]);

    // a daily item lists today's uses of today's date
    const daily = await itemWithGates({ limit_type: 2, limit_num: 2 });
    const [d1] = await holdingsOf(daily.itemId);
    await t.call(writeOff, { code: codeOf(d1!, daily.itemId), point_id: daily.a, nonce: nonce() }, as(tok.checker));
    const dsnap = (await t.call(offlineSnapshot, { point_id: daily.a }, as(tok.checker))).data;
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(dsnap.holdings).toEqual([
      expect.objectContaining({ holding_id: d1, period: today, period_uses: 1, voided: false }),
    ]);

    // not a checker of the point (the holder, the business's owner, the checker of gate B): ok:false and nothing
    for (const token of [tok.visitor, tok.owner, second.token]) {
      const r = await t.call(offlineSnapshot, { point_id: a }, as(token));
      expect(r.code).toBe(0);
      expect(r.data).toMatchObject({ ok: false, keys: [], point: null, item: null, holdings: [], short_codes: [] });
    }
    expect((await t.call(offlineSnapshot, { point_id: 999999 }, as(tok.checker))).data.ok).toBe(false);
    expect((await t.call(offlineSnapshot, { point_id: a })).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('sync: entries become write-offs at their scan time; a nonce sent twice is one write-off', async () => {
    const { itemId, a } = await itemWithGates();
    const [h1, h2] = await holdingsOf(itemId, 2);
    const scannedAt = nowSeconds() - 600;
    // h2's code expired after the scan and before the sync: judged at the scan, it is good
    const entries = [
      { code: codeOf(h1!, itemId), nonce: nonce(), scanned_at: scannedAt },
      { code: codeOf(h2!, itemId, scannedAt + 30), nonce: nonce(), scanned_at: scannedAt + 1 },
    ];
    const r = await sync(tok.checker, a, entries);
    expect(r.code).toBe(0);
    expect(r.data.ok).toBe(true);
    expect(r.data.results.map((x) => [x.nonce, x.status])).toEqual(entries.map((e) => [e.nonce, 'ok']));
    expect(r.data.results[0]!.result).toMatchObject({ ok: true, replay: false, record: { create_time: scannedAt } });
    const written = await rows<{ holding_id: number; at: number }>(
      t,
      sql`select holding_id::int, extract(epoch from created_at)::int as at from write_offs where item_id = ${itemId} order by id`,
    );
    expect(written).toEqual([
      { holding_id: h1, at: scannedAt },
      { holding_id: h2, at: scannedAt + 1 },
    ]);

    // the same queue again (the device never heard the answer): replays, no second write-off, no conflict
    const again = await sync(tok.checker, a, entries);
    expect(again.data.results.map((x) => [x.status, x.result.replay])).toEqual([
      ['ok', true],
      ['ok', true],
    ]);
    expect(await counts(itemId)).toEqual({ bad_points: 0, bad_holdings: 0, write_offs: 2, conflicts: 0 });

    // an online try that reached the server, then queued offline with the same nonce: one write-off
    const [h3] = await holdingsOf(itemId);
    const n = nonce();
    expect(
      (await t.call(writeOff, { code: codeOf(h3!, itemId), point_id: a, nonce: n }, as(tok.checker))).data.ok,
    ).toBe(true);
    const queued = await sync(tok.checker, a, [{ code: codeOf(h3!, itemId), nonce: n, scanned_at: nowSeconds() }]);
    expect(queued.data.results[0]).toMatchObject({ status: 'ok', result: { replay: true } });
    expect(await counts(itemId)).toMatchObject({ write_offs: 3, conflicts: 0, bad_points: 0, bad_holdings: 0 });

    // someone not a checker of the point: ok:false and nothing applied
    const [h4] = await holdingsOf(itemId);
    const stranger = await sync(tok.visitor, a, [
      { code: codeOf(h4!, itemId), nonce: nonce(), scanned_at: nowSeconds() },
    ]);
    expect(stranger.data).toEqual({ ok: false, results: [] });
    expect(await counts(itemId)).toMatchObject({ write_offs: 3, conflicts: 0 });
  });

  it('the same single-use code at two gates, synced in parallel: 1 write-off and 1 conflict naming the winner', async () => {
    const { itemId, a, b } = await itemWithGates();
    const [h] = await holdingsOf(itemId);
    const code = codeOf(h!, itemId);
    const atA = nowSeconds() - 300;
    const atB = nowSeconds() - 200;
    const [ra, rb] = await Promise.all([
      sync(tok.checker, a, [{ code, nonce: nonce(), scanned_at: atA }]),
      sync(second.token, b, [{ code, nonce: nonce(), scanned_at: atB }]),
    ]);
    const results = [ra.data.results[0]!, rb.data.results[0]!];
    expect(results.map((x) => x.status).sort()).toEqual(['conflict', 'ok']);
    const won = results.find((x) => x.status === 'ok')!;
    const lost = results.find((x) => x.status === 'conflict')!;
    expect(lost.result).toMatchObject({ ok: false, reason: 'used', message: '已核销', record: null });
    expect(lost.conflict).toMatchObject({
      reason: 'used',
      message: '已核销',
      holding_id: h,
      winner_time: won.result.record!.create_time,
      winner_point_name: won.result.record!.point_name,
      winner_checker_name: won.result.record!.checker_name,
    });
    expect(lost.conflict!.scanned_at).toBe(won === results[0] ? atB : atA);
    expect(lost.conflict!.holder_name).toMatch(/\*/);
    expect(await counts(itemId)).toEqual({ bad_points: 0, bad_holdings: 0, write_offs: 1, conflicts: 1 });

    // the loser's device retries its sync: the same conflict, never a second row
    const loserToken = won === results[0] ? second.token : tok.checker;
    const loserPoint = won === results[0] ? b : a;
    const retry = await sync(loserToken, loserPoint, [
      { code, nonce: lost.nonce, scanned_at: lost.conflict!.scanned_at },
    ]);
    expect(retry.data.results[0]).toMatchObject({ status: 'conflict', conflict: { id: lost.conflict!.id } });
    expect(await counts(itemId)).toMatchObject({ write_offs: 1, conflicts: 1 });

    // both gates' managers and checkers see it on the point's conflicts
    const list = await t.call(offlineConflicts, { id: loserPoint }, as(loserToken));
    expect(list.data).toMatchObject({ count: 1, list: [{ id: lost.conflict!.id, reason: 'used' }] });
  });

  it('forged, expired-at-scan, too old and future scans become bad_code conflicts; the rest of the queue goes on', async () => {
    const { itemId, a } = await itemWithGates();
    const [h1, h2] = await holdingsOf(itemId, 2);
    const now = nowSeconds();
    const good = codeOf(h1!, itemId);
    const forged = good.slice(0, -2) + (good.at(-2) === 'A' ? 'B' : 'A') + good.at(-1);
    const otherKey = good.replace(/^K2\.[\w-]{8}\./, 'K2.AAAAAAAA.');
    const entries = [
      { code: forged, nonce: nonce(), scanned_at: now - 60 },
      { code: otherKey, nonce: nonce(), scanned_at: now - 60 },
      { code: codeOf(h2!, itemId, now - 100), nonce: nonce(), scanned_at: now - 60 },
      { code: codeOf(h2!, itemId), nonce: nonce(), scanned_at: now - 49 * 3600 },
      { code: codeOf(h2!, itemId), nonce: nonce(), scanned_at: now + 600 },
      { code: '0000000000', nonce: nonce(), scanned_at: now - 60 },
      { code: good, nonce: nonce(), scanned_at: now - 30 },
    ];
    const r = await sync(tok.checker, a, entries);
    expect(r.data.results.map((x) => x.status)).toEqual([...Array(6).fill('conflict'), 'ok']);
    for (const x of r.data.results.slice(0, 6)) {
      expect(x.result).toMatchObject({ ok: false, reason: 'bad_code', card: null });
      // a code that proves nothing names no holding and no holder
      expect(x.conflict).toMatchObject({ reason: 'bad_code', holding_id: 0, holder_name: '', winner_time: null });
    }
    expect(await counts(itemId)).toEqual({ bad_points: 0, bad_holdings: 0, write_offs: 1, conflicts: 6 });
  });

  it('validates the queue (10001, in Chinese) and needs a session (30000)', async () => {
    const { itemId, a } = await itemWithGates();
    const entry = () => ({ code: codeOf(1, itemId), nonce: nonce(), scanned_at: nowSeconds() });
    const tooMany = await sync(tok.checker, a, Array.from({ length: 51 }, entry));
    expect(tooMany.code).toBe(ErrorCode.VALIDATION);
    expect(JSON.stringify(tooMany)).toContain('一次最多同步50条');
    const badNonce = await sync(tok.checker, a, [{ ...entry(), nonce: 'x' }]);
    expect(badNonce.code).toBe(ErrorCode.VALIDATION);
    expect(JSON.stringify(badNonce)).toContain('请求编号格式错误');
    const none = await sync(tok.checker, a, []);
    expect(JSON.stringify(none)).toContain('没有待同步的核销');
    expect((await t.call(offlineSync, { point_id: a, entries: [entry()] })).code).toBe(ErrorCode.SESSION_INVALID);
    expect(await counts(itemId)).toMatchObject({ write_offs: 0, conflicts: 0 });
  });

  it('counts stay exact after online write-offs and syncs of two gates interleaved in parallel', async () => {
    const { itemId, a, b } = await itemWithGates({ limit_type: 1, limit_num: 2 });
    const ids = await holdingsOf(itemId, 12);
    const now = nowSeconds();
    // every holding (two uses each) is tried 4 times: online at A, online at B, a sync from A, a sync from B
    const tries = ids.flatMap((h, i) => {
      const code = codeOf(h, itemId);
      return [
        () => t.call(writeOff, { code, point_id: a, nonce: nonce() }, as(tok.checker)),
        () => t.call(writeOff, { code, point_id: b, nonce: nonce() }, as(second.token)),
        () => sync(tok.checker, a, [{ code, nonce: nonce(), scanned_at: now - 100 - i }]),
        () => sync(second.token, b, [{ code, nonce: nonce(), scanned_at: now - 50 - i }]),
      ];
    });
    const answers = await Promise.all(tries.map((f) => f()));
    expect(answers.every((x) => x.code === 0)).toBe(true);
    const c = await counts(itemId);
    expect(c).toEqual({ bad_points: 0, bad_holdings: 0, write_offs: 24, conflicts: expect.any(Number) });
    // each sync answered either a write-off or a conflict: the conflicts are the refused syncs, no more
    const refusedSyncs = answers.filter(
      (x) => (x.data as { results?: { status: string }[] }).results?.[0]?.status === 'conflict',
    ).length;
    expect(c.conflicts).toBe(refusedSyncs);
    const [perHolding] = await rows<{ max: number }>(
      t,
      sql`select max(n)::int as max from (select count(*) as n from write_offs where item_id = ${itemId} group by holding_id) x`,
    );
    expect(perHolding!.max).toBe(2);
  });

  it('conflicts: the point’s checker and the business’s managers see them; anyone else is refused', async () => {
    const { itemId, a } = await itemWithGates();
    const [h] = await holdingsOf(itemId);
    await t.call(writeOff, { code: codeOf(h!, itemId), point_id: a, nonce: nonce() }, as(tok.checker));
    await sync(tok.checker, a, [{ code: codeOf(h!, itemId), nonce: nonce(), scanned_at: nowSeconds() - 5 }]);
    for (const who of [as(tok.checker), owner()]) {
      const r = await t.call(offlineConflicts, { id: a }, who);
      expect(r.code).toBe(0);
      expect(r.data).toMatchObject({ count: 1, list: [{ point_id: a, reason: 'used', checker_name: '核***张' }] });
    }
    // the holder, and gate B's checker (not of this point): refused
    expect((await t.call(offlineConflicts, { id: a }, as(tok.visitor))).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(offlineConflicts, { id: a }, as(second.token))).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(offlineConflicts, { id: 999999 }, as(tok.checker))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(offlineConflicts, { id: a })).code).toBe(ErrorCode.SESSION_INVALID);
  });
});
