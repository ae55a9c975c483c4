import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkpointCheckerAdd,
  checkpointSave,
  ErrorCode,
  formatShortCode,
  holdingCode,
  holdingInfo,
  holdingList,
  pointByCode,
  receiveUser,
  selfWriteOff,
  writeOff,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { approvedItem, demoTokens } from '../../test/fixtures.js';
import { SHORT_CODE_MAX_MISSES } from '../holding/short-code.js';

const nonce = () => randomUUID();
const VENUE = { lat: 29.5647, lng: 106.5507 };

describe('the short code: 10 digits under the QR, typed by a checker, as short-lived as the QR, guesses limited', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  const owner = () => ({ token: tok.owner, payload: { b_id: 1 } });
  const as = (token: string) => ({ token });

  async function itemWithPoint(fields: Record<string, unknown> = {}, point: Record<string, unknown> = {}) {
    const itemId = await approvedItem(t, tok, fields);
    const p = await t.call(
      checkpointSave,
      { item_id: itemId, point_name: '西门', point_location: '博览中心西门', write_off_type: 1, ...point },
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
    (await t.call(holdingCode, { holding_id: holdingId }, as(token))).data;

  const send = (code: string, pointId: number, token = tok.checker, n = nonce()) =>
    t.call(writeOff, { code, point_id: pointId, nonce: n }, as(token));

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('comes with every QR code, fresh each time, beside the signed code (37 characters for a one-digit holding)', async () => {
    const { itemId } = await itemWithPoint({ limit_num: 3 });
    const holdingId = await holdingOf(itemId);
    const a = await codeOf(holdingId);
    const b = await codeOf(holdingId);
    expect(a.short_code).toMatch(/^\d{10}$/);
    expect(b.short_code).toMatch(/^\d{10}$/);
    expect(a.short_code).not.toBe(b.short_code);
    expect(a.code).toMatch(/^K2\./);
    // K2.<kid>.<holding id>.<item id>.<expiry>.<Ed25519 signature>: 111 characters and the ids' digits (the demo
    // data's holdings come first)
    expect(a.code).toHaveLength(111 + String(holdingId).length + String(itemId).length);
  });

  it('a checker types the digits (grouped or not) and the item is written off, the same as a scan', async () => {
    const { itemId, point } = await itemWithPoint({ limit_num: 3 });
    const holdingId = await holdingOf(itemId);
    const { short_code } = await codeOf(holdingId);

    const first = await send(formatShortCode(short_code!), point.id);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ ok: true, message: '核销成功', record: { holding_id: holdingId, mode: 1 } });
    // the checker sees the holder masked
    expect(first.data.card).toMatchObject({ used: 1, remaining: 2, holder_name: '观**王' });

    // within its minute it works again (a ticket of several uses), bare digits too, and the QR form still works
    expect((await send(short_code!, point.id)).data).toMatchObject({ ok: true, card: { used: 2 } });
    const fresh = await codeOf(holdingId);
    expect((await send(fresh.code, point.id)).data).toMatchObject({ ok: true, card: { used: 3 } });
    expect((await send(fresh.short_code!, point.id)).data).toMatchObject({ ok: false, reason: 'used' });
  });

  it('a retried request (same nonce) gets the first answer back, once written off', async () => {
    const { itemId, point } = await itemWithPoint({ limit_num: 5 });
    const { short_code } = await codeOf(await holdingOf(itemId));
    const n = nonce();
    const answers = await Promise.all([1, 2, 3].map(() => send(short_code!, point.id, tok.checker, n)));
    expect(answers.every((a) => a.data.ok)).toBe(true);
    expect(answers.filter((a) => !a.data.replay)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.data.record!.id)).size).toBe(1);
  });

  it('an expired, unknown or malformed short code is the same bad_code as a forged QR code', async () => {
    const { itemId, point } = await itemWithPoint();
    const holdingId = await holdingOf(itemId);
    const { short_code } = await codeOf(holdingId);
    const unknown = short_code === '0000000000' ? '0000000001' : '0000000000';
    for (const code of [unknown, '12345 6789', '123456789012', '1234 5678 9x'])
      expect((await send(code, point.id)).data).toMatchObject({
        ok: false,
        reason: 'bad_code',
        message: '二维码无效或已过期，请让对方刷新后重新出示',
        card: null,
      });
    // a minute later the digits no longer name the holding
    t.services.clock.now = () => new Date(Date.now() + 61_000);
    try {
      expect((await send(short_code!, point.id)).data).toMatchObject({ ok: false, reason: 'bad_code', card: null });
    } finally {
      t.services.clock.now = () => new Date();
    }
    // not used up by the refusals: the live code still works
    expect((await send(short_code!, point.id)).data).toMatchObject({ ok: true });
  });

  it('someone else’s point: a right short code tells a stranger nothing of the holder', async () => {
    const { itemId, point } = await itemWithPoint();
    const { short_code } = await codeOf(await holdingOf(itemId));
    const stranger = await t.loginBySms('13900000201');
    expect((await send(short_code!, point.id, stranger.token)).data).toMatchObject({
      ok: false,
      reason: 'not_your_point',
      card: null,
    });
  });

  it(`guessing: ${SHORT_CODE_MAX_MISSES} wrong short codes a minute, then 10029 even for a right one; a hit gives its try back`, async () => {
    const { itemId, point } = await itemWithPoint({ limit_num: 10 });
    const holdingId = await holdingOf(itemId);
    const guesser = await t.loginBySms('13900000202');
    await t.call(checkpointCheckerAdd, { id: point.id, mobile: '13900000202' }, owner());
    const { short_code } = await codeOf(holdingId);
    const wrong = (i: number) => String(1_000_000_000 + i * 7919).padStart(10, '0');

    for (let i = 0; i < SHORT_CODE_MAX_MISSES - 1; i++)
      expect((await send(wrong(i), point.id, guesser.token)).data.reason).toBe('bad_code');
    // a right code in between is not a miss
    expect((await send(short_code!, point.id, guesser.token)).data).toMatchObject({ ok: true });
    expect((await send(wrong(98), point.id, guesser.token)).data.reason).toBe('bad_code');

    const limited = await send(wrong(99), point.id, guesser.token);
    expect(limited).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: '数字核销码输错次数过多，请1分钟后再试' });
    const right = await send(short_code!, point.id, guesser.token);
    expect(right.code).toBe(ErrorCode.RATE_LIMITED);
    // the QR form is not guessable and stays open; other checkers are not held up
    expect((await send((await codeOf(holdingId)).code, point.id, guesser.token)).data).toMatchObject({ ok: true });
    expect((await send(short_code!, point.id)).data).toMatchObject({ ok: true });
  });

  it('parallel guesses cannot outrun the limit: exactly the allowed number are looked up', async () => {
    const { point } = await itemWithPoint();
    const guesser = await t.loginBySms('13900000203');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(String(2_000_000_000 + i).padStart(10, '0'), point.id, guesser.token)),
    );
    expect(answers.filter((a) => a.code === 0 && a.data.reason === 'bad_code')).toHaveLength(SHORT_CODE_MAX_MISSES);
    expect(answers.filter((a) => a.code === ErrorCode.RATE_LIMITED)).toHaveLength(50 - SHORT_CODE_MAX_MISSES);
  });

  it('needs a session (30000) and a well-formed request (10001)', async () => {
    expect((await t.call(writeOff, { code: '1234567890', point_id: 1, nonce: nonce() })).code).toBe(
      ErrorCode.SESSION_INVALID,
    );
    const bad = await t.call(writeOff, { code: '   ', point_id: 1, nonce: nonce() }, as(tok.checker));
    expect(bad).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(JSON.stringify(bad.data)).toContain('请扫描或输入核销码');
  });

  it('the holder sees their own name in full on their own cards; a checker sees it masked', async () => {
    const { itemId, point } = await itemWithPoint(
      { write_off_mode: 2, limit_num: 2 },
      { write_off_type: 2, point_latitude: VENUE.lat, point_longitude: VENUE.lng, point_radius: 300 },
    );
    const holdingId = await holdingOf(itemId);
    expect((await t.call(holdingInfo, { holding_id: holdingId }, as(tok.visitor))).data).toMatchObject({
      holder_name: '观众小王',
      holder_mobile: '138****0001',
    });
    const list = await t.call(holdingList, {}, as(tok.visitor));
    expect(list.data.list.find((c) => c.holding_id === holdingId)).toMatchObject({ holder_name: '观众小王' });
    expect((await codeOf(holdingId)).card.holder_name).toBe('观众小王');
    const there = await t.call(pointByCode, { point_code: point.write_off_param }, as(tok.visitor));
    expect(there.data.holdings[0]).toMatchObject({ holder_name: '观众小王' });
    const self = await t.call(
      selfWriteOff,
      {
        point_code: point.write_off_param,
        holding_id: holdingId,
        latitude: VENUE.lat,
        longitude: VENUE.lng,
        nonce: nonce(),
      },
      as(tok.visitor),
    );
    expect(self.data).toMatchObject({ ok: true, card: { holder_name: '观众小王' } });
  });
});
