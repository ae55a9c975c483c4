import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adIndex, docIndex, ErrorCode, login, servicesPhone, spmCreate, uploadSign, userInfo } from '@kc/shared';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { testApp, type TestApp } from '../../test/test-app.js';

describe('public calls, uploads and the envelope', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await testApp();
    token = (await t.call(login, { mobile: '13800000001', password: DEMO_PASSWORD })).data.token;
  });
  afterAll(() => t.close());

  it('serves documents by key, 10004 for an unknown one, 10001 for a bad key', async () => {
    expect((await t.call(docIndex, { key: 'agreement' })).data.title).toBe('用户协议');
    expect(await t.call(docIndex, { key: 'nothing' })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '文档不存在',
    });
    expect((await t.call(docIndex, { key: '../etc' })).code).toBe(ErrorCode.VALIDATION);
  });

  it('lists banners in order under the product path', async () => {
    const r = await t.call(adIndex, {});
    expect(r.data.count).toBe(3);
    expect(r.data.list.map((b) => b.link)).toEqual(['/exhibition/ticket', '/funly', '/merchant-coupon']);
    const res = await t.app.inject({ method: 'GET', url: '/api/kc/ad/index' });
    expect(res.json()).toMatchObject({ code: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/other/ad/index' })).statusCode).toBe(404);
  });

  it('returns the service phone and creates spm codes for anyone', async () => {
    expect((await t.call(servicesPhone, {})).data.phone).toBe(t.config.servicePhone);
    const anon = await t.call(spmCreate, { module: 'party', target_id: '7' });
    expect(anon.data.spm).toMatch(/^[\w-]{8}$/);
    expect((await t.call(spmCreate, { module: 'party' }, { token })).code).toBe(0);
    expect((await t.call(spmCreate, { module: 'Bad Module' })).code).toBe(ErrorCode.VALIDATION);
  });

  it('signs an upload for a logged-in user, stores the PUT and serves the file', async () => {
    expect((await t.call(uploadSign, { filename: 'a.png', content_type: 'image/png' })).code).toBe(
      ErrorCode.SESSION_INVALID,
    );
    expect(
      await t.call(uploadSign, { filename: 'a.exe', content_type: 'application/x-msdownload' }, { token }),
    ).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '仅支持 jpg/png/webp/gif 图片或 mp4 视频',
    });
    const signed = (await t.call(uploadSign, { filename: 'a.png', content_type: 'image/png' }, { token })).data;
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const wrongType = await t.app.inject({
      method: 'PUT',
      url: signed.upload_url,
      headers: { 'content-type': 'image/gif' },
      payload: png,
    });
    expect(wrongType.json()).toMatchObject({ code: ErrorCode.VALIDATION });
    const tampered = await t.app.inject({
      method: 'PUT',
      url: signed.upload_url.replace(/sig=[^&]+/, 'sig=AAAA'),
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(tampered.json()).toMatchObject({ code: ErrorCode.FORBIDDEN });
    const put = await t.app.inject({
      method: 'PUT',
      url: signed.upload_url,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(put.json()).toMatchObject({ code: 0, data: { url: signed.url } });
    const got = await t.app.inject({ method: 'GET', url: signed.url });
    expect(got.statusCode).toBe(200);
    // stored re-encoded (plugins/app/storage.test.ts has the details)
    expect((await sharp(got.rawPayload).metadata()).format).toBe('png');
  });

  it('keeps the envelope for malformed requests and never answers 500', async () => {
    const bad = await t.call(userInfo, {}, { rawBody: '{not json' });
    expect(bad).toMatchObject({ status: 200, code: ErrorCode.VALIDATION, message: '请求格式错误' });
    const extraTop = await t.call(
      userInfo,
      {},
      { rawBody: JSON.stringify({ query: {}, payload: { token }, hack: 1 }) },
    );
    expect(extraTop).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ field: 'hack' }] } });
    const badClient = await t.call(userInfo, {}, { token, payload: { client: 'windows' } });
    expect(badClient).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ field: 'payload.client' }] } });
    const arrayBody = await t.call(userInfo, {}, { rawBody: '[1,2]' });
    expect(arrayBody.code).toBe(ErrorCode.VALIDATION);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/user/1.0.0/nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '接口不存在' });
  });
});
