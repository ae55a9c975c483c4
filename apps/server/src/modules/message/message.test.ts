import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditDecide,
  auditList,
  checkpointCheckerAdd,
  checkpointSave,
  createOrder,
  ErrorCode,
  holdingCode,
  itemAction,
  itemSave,
  messageList,
  messageRead,
  messageReadAll,
  receiveUser,
  userInfo,
  writeOff,
} from '@kc/shared';
import { approvedItem, asOwner, demoProject, demoTokens, freeTicket } from '../../test/fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';
import { notify } from './message.repository.js';

describe('messages: notices of orders, audits and write-offs; read state; the /my counters', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  const as = (token: string) => ({ token });
  const info = async (token: string) => (await t.call(userInfo, {}, as(token))).data;
  const list = async (token: string) => (await t.call(messageList, { page_size: 100 }, as(token))).data;
  const uidOf = async (token: string) => (await info(token)).uid;

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('an audit decision tells the submitter; breview counts the waiting audits for auditors only, exactly', async () => {
    const before = await info(tok.auditor);
    const projectId = await demoProject(t, tok);
    const submit = async (name: string) => {
      const saved = await t.call(itemSave, { ...freeTicket(), project_id: projectId, name }, asOwner(tok));
      expect((await t.call(itemAction, { id: saved.data.id, action: 'submit' }, asOwner(tok))).code).toBe(0);
      return saved.data.id;
    };
    const ids = [await submit('早鸟票'), await submit('夜场票')];
    expect((await info(tok.auditor)).breview).toBe(before.breview + 2);
    // the tile opens the auditor's list: its pending count is the counter
    expect((await t.call(auditList, { status: 1 }, as(tok.auditor))).data.count).toBe(before.breview + 2);
    expect((await info(tok.visitor)).breview).toBe(0);
    expect((await info(tok.owner)).breview).toBe(0);

    const pending = (await t.call(auditList, { page_size: 100 }, as(tok.auditor))).data.list;
    const early = pending.find((a) => a.target_id === ids[0])!;
    expect(early.target_name).toBe('早鸟票');
    const late = pending.find((a) => a.target_id === ids[1])!;
    const unreadBefore = (await info(tok.owner)).newmessagenum;
    expect((await t.call(auditDecide, { id: early.id, pass: true }, as(tok.auditor))).code).toBe(0);
    expect((await t.call(auditDecide, { id: late.id, pass: false, remark: '图片不清晰' }, as(tok.auditor))).code).toBe(
      0,
    );
    expect((await info(tok.auditor)).breview).toBe(before.breview);

    const mine = await list(tok.owner);
    expect(mine.unread).toBe(unreadBefore + 2);
    expect((await info(tok.owner)).newmessagenum).toBe(unreadBefore + 2);
    expect(mine.list.slice(0, 2)).toMatchObject([
      { kind: 'audit', title: '审核未通过', body: '「夜场票」未通过审核：图片不清晰', read: false },
      { kind: 'audit', title: '审核通过', body: '「早鸟票」已通过审核', link: `/ticket-invitation/ticket/${ids[0]}` },
    ]);
    // nobody else hears of it
    expect((await list(tok.visitor)).list.some((m) => m.kind === 'audit')).toBe(false);
  });

  it('a paid order tells its buyer, a write-off tells the holder', async () => {
    const paidItem = await approvedItem(t, tok, { sell_value: 2000, par_value: 2000 });
    const o = await t.call(createOrder, { type: 1, data: { item_id: paidItem, quantity: 1 } }, as(tok.visitor));
    expect(o.code).toBe(0);
    const paid = await t.services.orders.paid({
      provider: 'sandbox',
      orderSn: o.data.order_sn,
      txn: 'T1',
      amount: 2000,
    });
    expect(paid.outcome).toBe('credited');
    expect((await list(tok.visitor)).list[0]).toMatchObject({
      kind: 'order',
      title: '支付成功',
      link: `/my/order/detail/${o.data.id}`,
      read: false,
    });

    const itemId = await approvedItem(t, tok, { name: '观展票' });
    const point = await t.call(
      checkpointSave,
      { item_id: itemId, point_name: '东门', point_location: '博览中心东门', write_off_type: 1 },
      asOwner(tok),
    );
    await t.call(checkpointCheckerAdd, { id: point.data.id, mobile: '13800000003' }, asOwner(tok));
    const holdingId = (await t.call(receiveUser, { item_id: itemId }, as(tok.visitor))).data.holding_id;
    const code = (await t.call(holdingCode, { holding_id: holdingId }, as(tok.visitor))).data.code;
    const r = await t.call(writeOff, { code, point_id: point.data.id, nonce: randomUUID() }, as(tok.checker));
    expect(r.data.ok).toBe(true);
    expect((await list(tok.visitor)).list[0]).toMatchObject({ kind: 'write_off', body: '「观展票」已核销' });
  });

  it('marks one read (twice: once), all read; refuses another user’s notice, bad ids and no session', async () => {
    const m = (await list(tok.visitor)).list[0]!;
    const before = (await info(tok.visitor)).newmessagenum;
    expect(before).toBeGreaterThan(0);
    expect((await t.call(messageRead, { id: m.id }, as(tok.visitor))).data).toEqual({ unread: before - 1 });
    expect((await t.call(messageRead, { id: m.id }, as(tok.visitor))).data).toEqual({ unread: before - 1 });
    expect((await list(tok.visitor)).list[0]).toMatchObject({ id: m.id, read: true });

    const other = await t.call(messageRead, { id: m.id }, as(tok.owner));
    expect(other).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '消息不存在' });
    const bad = await t.call(messageRead, { id: 'x' }, as(tok.visitor));
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    expect(bad.message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await t.call(messageList, {})).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(messageReadAll, {})).code).toBe(ErrorCode.SESSION_INVALID);

    expect((await t.call(messageReadAll, {}, as(tok.visitor))).data).toEqual({ unread: 0 });
    expect((await info(tok.visitor)).newmessagenum).toBe(0);
    // the owner's notices are untouched
    expect((await list(tok.owner)).unread).toBeGreaterThan(0);
  });

  it('N notices marked read concurrently (each twice) leave the unread count exact', async () => {
    const uid = await uidOf(tok.checker);
    await t.call(messageReadAll, {}, as(tok.checker));
    for (let i = 0; i < 30; i++) await notify(t.database.db, uid, 'order', `通知${i}`, '正文');
    const all = (await list(tok.checker)).list;
    expect(all).toHaveLength(30);
    expect(all[0]!.title).toBe('通知29'); // newest first
    const toRead = all.slice(0, 20);
    const answers = await Promise.all(
      [...toRead, ...toRead].map((m) => t.call(messageRead, { id: m.id }, as(tok.checker))),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect((await info(tok.checker)).newmessagenum).toBe(10);
    expect((await list(tok.checker)).unread).toBe(10);
    const [a, b] = await Promise.all([
      t.call(messageReadAll, {}, as(tok.checker)),
      t.call(messageReadAll, {}, as(tok.checker)),
    ]);
    expect([a.data.unread, b.data.unread]).toEqual([0, 0]);
    expect((await info(tok.checker)).newmessagenum).toBe(0);
  });
});
