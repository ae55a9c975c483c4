import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bindWechat, ErrorCode, getOpenid, jssdk, login, walletInfo, wxOauthUrl } from '@kc/shared';
import { users } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { testApp, type TestApp } from '../../test/test-app.js';
import { jssdkSignature } from './jssdk-signature.js';

describe('JS-SDK signature', () => {
  it('matches the published example vector', () => {
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
    expect(jssdkSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value')).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });
  it('signs the URL without its fragment', () => {
    expect(jssdkSignature('t', 'n', 1, 'https://a.cn/x?y=1#/z')).toBe(
      jssdkSignature('t', 'n', 1, 'https://a.cn/x?y=1'),
    );
  });
});

describe('jssdk and OAuth with a configured ticket (no live credentials)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(
      { wx: { appId: 'wxabc1234567890', jsapiTicket: 'ticket-from-config', apiBase: 'http://127.0.0.1:9' } },
      { seed: false },
    );
  });
  afterAll(() => t.close());

  it('returns appId, timestamp, nonceStr and the signature of the page URL', async () => {
    const url = 'https://h5.example.cn/static-kc2/my?x=1#top';
    const r = await t.call(jssdk, { url });
    expect(r.code).toBe(0);
    expect(r.data.appId).toBe('wxabc1234567890');
    expect(r.data.signature).toBe(jssdkSignature('ticket-from-config', r.data.nonceStr, r.data.timestamp, url));
    expect(Math.abs(r.data.timestamp - Date.now() / 1000)).toBeLessThan(5);
  });

  it('validates the URL', async () => {
    expect(await t.call(jssdk, { url: 'javascript:alert(1)' })).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '页面地址无效',
    });
  });

  it('builds the OAuth URL for both scopes', async () => {
    const r = await t.call(wxOauthUrl, {
      scope: 'snsapi_userinfo',
      redirect: 'https://h5.example.cn/static-kc2/my?a=1',
    });
    const u = new URL(r.data.url);
    expect(u.origin + u.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(u.searchParams.get('appid')).toBe('wxabc1234567890');
    expect(u.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(u.searchParams.get('redirect_uri')).toBe('https://h5.example.cn/static-kc2/my?a=1');
    expect(u.hash).toBe('#wechat_redirect');
    expect((await t.call(wxOauthUrl, { scope: 'snsapi_base', redirect: 'https://h5.example.cn/' })).code).toBe(0);
    expect((await t.call(wxOauthUrl, { scope: 'all', redirect: 'https://h5.example.cn/' })).code).toBe(
      ErrorCode.VALIDATION,
    );
  });

  it('cannot look up an openid without an app secret', async () => {
    expect((await t.call(getOpenid, { code: 'abc' })).code).toBe(ErrorCode.NOT_CONFIGURED);
  });
});

describe('jssdk and openid with live credentials (against a fake messaging-app API)', () => {
  let t: TestApp;
  const hits: string[] = [];
  const fakeFetch: typeof fetch = async (input) => {
    const url = new URL(String(input));
    hits.push(url.pathname);
    const json = (body: object) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/cgi-bin/token') return json({ access_token: 'AT', expires_in: 7200 });
    if (url.pathname === '/cgi-bin/ticket/getticket')
      return json(
        url.searchParams.get('access_token') === 'AT'
          ? { errcode: 0, ticket: 'LIVE-TICKET', expires_in: 7200 }
          : { errcode: 40001 },
      );
    if (url.pathname === '/sns/oauth2/access_token')
      return json(
        url.searchParams.get('code') === 'good' ? { openid: 'o-user-1' } : { errcode: 40029, errmsg: 'invalid code' },
      );
    return new Response('not found', { status: 404 });
  };
  beforeAll(async () => {
    t = await testApp(
      { wx: { appId: 'wxlive123456789', appSecret: 'secret-0123456789abcdef', apiBase: 'https://api.example.test' } },
      { fetch: fakeFetch },
    );
  });
  afterAll(() => t.close());

  it('fetches the token and ticket once and caches them for their lifetime', async () => {
    const a = await t.call(jssdk, { url: 'https://h5.example.cn/a' });
    const b = await t.call(jssdk, { url: 'https://h5.example.cn/b' });
    expect(a.data.signature).toBe(
      jssdkSignature('LIVE-TICKET', a.data.nonceStr, a.data.timestamp, 'https://h5.example.cn/a'),
    );
    expect(b.code).toBe(0);
    expect(hits.filter((h) => h.startsWith('/cgi-bin'))).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
  });

  it('trades a code for the openid, and never touches the payout account with it', async () => {
    const token = (await t.call(login, { mobile: '13800000001', password: DEMO_PASSWORD })).data.token;
    expect((await t.call(bindWechat, { code: 'sandbox' }, { token })).data.account).toBe('沙箱测试账户');
    expect((await t.call(getOpenid, { code: 'good' }, { token })).data).toEqual({ openid: 'o-user-1' });
    const [row] = await t.database.db.select({ o: users.wxOpenid }).from(users).where(eq(users.mobile, '13800000001'));
    expect(row?.o).toMatch(/^sandbox-\d+$/);
    expect((await t.call(walletInfo, {}, { token })).data.account).toBe('沙箱测试账户');
    expect(await t.call(getOpenid, { code: 'bad' })).toMatchObject({ code: ErrorCode.UPSTREAM_FAILED });
    expect((await t.call(getOpenid, { code: 'a b' })).code).toBe(ErrorCode.VALIDATION);
  });
});
