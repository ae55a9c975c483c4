import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certInfo,
  certRegister,
  checkerItems,
  checkpointCheckerAdd,
  checkpointCheckerRemove,
  checkpointDelete,
  checkpointInfo,
  checkpointList,
  checkpointSave,
  distributeIssue,
  ErrorCode,
  holdingCode,
  holdingList,
  myBusinesses,
  offlineStores,
  receiveUser,
  writeOff,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { approvedItem, demoTokens, fieldNames } from '../../test/fixtures.js';

const nonce = () => `n${Math.random().toString(36).slice(2, 12)}`;

describe('write-off points, their checkers, and passes', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  const owner = () => ({ token: tok.owner, payload: { b_id: 1 } });
  const as = (token: string, bId?: number) => ({ token, payload: bId ? { b_id: bId } : {} });
  const point = (itemId: number, extra: object = {}) => ({
    item_id: itemId,
    point_name: '南门',
    point_location: '重庆国际博览中心南门',
    write_off_type: 1,
    ...extra,
  });

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('the owner creates, edits and lists points with all fields; interactive points need a position and radius', async () => {
    const itemId = await approvedItem(t, tok);
    const bad = await t.call(checkpointSave, point(itemId, { write_off_type: 2, point_name: '' }), owner());
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(bad).sort()).toEqual(['point_longitude', 'point_name', 'point_radius']);
    const created = await t.call(
      checkpointSave,
      point(itemId, {
        write_off_type: 2,
        point_longitude: 106.5507,
        point_latitude: 29.5647,
        point_radius: 200,
        write_off_num: 500,
        opening_hours: '09:00-18:00',
      }),
      owner(),
    );
    expect(created.data).toMatchObject({
      point_name: '南门',
      point_radius: 200,
      write_off_type: 2,
      write_off_num: 500,
      used: 0,
      opening_hours: '09:00-18:00',
      write_off_users: [],
    });
    expect(created.data.write_off_param).toMatch(/^kcp_[\w-]{16}$/);
    const edited = await t.call(
      checkpointSave,
      { ...point(itemId), id: created.data.id, point_name: '南门2号口' },
      owner(),
    );
    expect(edited.data).toMatchObject({
      point_name: '南门2号口',
      write_off_type: 1,
      write_off_param: created.data.write_off_param,
    });
    expect((await t.call(checkpointList, { item_id: itemId }, owner())).data.list).toHaveLength(1);
  });

  it('only the business’s managers manage points; checkers and strangers are refused', async () => {
    const itemId = await approvedItem(t, tok);
    const p = (await t.call(checkpointSave, point(itemId), owner())).data;
    const checkerAsBusiness = as(tok.checker, 1);
    expect((await t.call(checkpointSave, point(itemId), checkerAsBusiness)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(checkpointList, { item_id: itemId }, as(tok.visitor, 1))).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(checkpointDelete, { id: p.id }, checkerAsBusiness)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(checkpointCheckerAdd, { id: p.id, mobile: '13800000001' }, checkerAsBusiness)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await t.call(checkpointInfo, { id: p.id }, as(tok.visitor))).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(checkpointList, { item_id: itemId })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(checkpointSave, point(itemId), { token: tok.owner })).code).toBe(ErrorCode.VALIDATION);
  });

  it('assigns a checker by mobile (a new mobile gets an account and the checker role) and unassigns them', async () => {
    const itemId = await approvedItem(t, tok);
    const p = (await t.call(checkpointSave, point(itemId), owner())).data;
    const added = await t.call(checkpointCheckerAdd, { id: p.id, mobile: '13900000401' }, owner());
    expect(added.data.write_off_users).toMatchObject([{ user_name: '用户0401', user_phone: '13900000401' }]);
    const newbie = await t.loginBySms('13900000401');
    expect((await t.call(myBusinesses, {}, as(newbie.token))).data.list[0]).toMatchObject({
      business_id: 1,
      roles: ['checker'],
    });
    expect((await t.call(checkerItems, {}, as(newbie.token))).data.list[0]).toMatchObject({ item_id: itemId });
    expect((await t.call(checkpointInfo, { id: p.id }, as(newbie.token))).code).toBe(0);
    const removed = await t.call(checkpointCheckerRemove, { id: p.id, user_id: newbie.uid }, owner());
    expect(removed.data.write_off_users).toEqual([]);
    expect((await t.call(checkerItems, {}, as(newbie.token))).data.count).toBe(0);
    expect((await t.call(checkpointCheckerRemove, { id: p.id, user_id: newbie.uid }, owner())).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('a point with write-offs cannot be deleted; an unused one can go; stores of a holding list its points', async () => {
    const itemId = await approvedItem(t, tok);
    const used = (await t.call(checkpointSave, point(itemId), owner())).data;
    const spare = (await t.call(checkpointSave, point(itemId, { point_name: '备用口' }), owner())).data;
    await t.call(checkpointCheckerAdd, { id: used.id, mobile: '13800000003' }, owner());
    const h = (await t.call(receiveUser, { item_id: itemId }, { token: tok.visitor })).data.holding_id;
    const code = (await t.call(holdingCode, { holding_id: h }, { token: tok.visitor })).data.code;
    expect((await t.call(writeOff, { code, point_id: used.id, nonce: nonce() }, { token: tok.checker })).data.ok).toBe(
      true,
    );
    expect(await t.call(checkpointDelete, { id: used.id }, owner())).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '已有核销记录的核销点不能删除',
    });
    expect((await t.call(checkpointDelete, { id: spare.id }, owner())).code).toBe(0);
    expect((await t.call(checkpointList, { item_id: itemId }, owner())).data.list.map((p) => p.id)).toEqual([used.id]);
    const stores = await t.call(
      offlineStores,
      { holding_id: h, latitude: 29.5, longitude: 106.5 },
      { token: tok.visitor },
    );
    expect(stores.data.list).toMatchObject([{ point_name: '南门', distance: null }]);
  });

  it('passes: the holder registers the named person; others see it masked and cannot change it; printing needs registration', async () => {
    const itemId = await approvedItem(t, tok, { is_cert: true, name: '工作证' });
    await t.call(distributeIssue, { item_id: itemId, mobiles: ['13800000001'] }, owner());
    const pass = (await t.call(holdingList, { is_cert: true }, { token: tok.visitor })).data.list.find(
      (c) => c.ticket_id === itemId,
    )!;
    expect(pass).toMatchObject({ registered: false, is_cert: true });
    expect(
      (await t.call(holdingCode, { holding_id: pass.holding_id, print: true }, { token: tok.visitor })).message,
    ).toBe('请先登记证件');
    const anon = await t.call(certInfo, { cert_sn: pass.cert_sn });
    expect(anon.data).toMatchObject({ item_name: '工作证', registered: false, mine: false, holding_id: 0 });
    const reg = { cert_sn: pass.cert_sn, holder_name: '张伟', holder_photo: '/uploads/p.jpg', holder_id_number: '' };
    expect((await t.call(certRegister, reg, { token: tok.owner })).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(certRegister, { ...reg, holder_name: 'x' }, { token: tok.visitor })).code).toBe(
      ErrorCode.VALIDATION,
    );
    const done = await t.call(certRegister, reg, { token: tok.visitor });
    expect(done.data).toMatchObject({ registered: true, mine: true, editable: true, holder_name: '张伟' });
    expect((await t.call(certInfo, { cert_sn: pass.cert_sn }, { token: tok.owner })).data).toMatchObject({
      holder_name: '张*',
      holder_photo: '',
    });
    const printed = await t.call(holdingCode, { holding_id: pass.holding_id, print: true }, { token: tok.visitor });
    expect(printed.data.refresh_in).toBe(0);
    // a print code lives as long as the pass: no short code beside it
    expect(printed.data.short_code).toBeNull();
    expect(printed.data.expires_at).toBe(pass.ticket_validity_end);
    expect((await t.call(certInfo, { cert_sn: 'nope' })).code).toBe(ErrorCode.NOT_FOUND);
  });
});
