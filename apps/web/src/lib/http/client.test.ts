// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adIndex, smsSend, statisticsIndex, userInfo, type Session } from '@kc/shared';
import { startTestServer } from '../../test/http-test-server';
import { ApiError } from './api-error';
import { createApiClient, type HttpUi, type SessionPort } from './client';

const USER = '/api/user/1.0.0/userinfo';
const REFRESH = '/api/user/1.0.0/tokenrefurbish';
const ok = (data: unknown) => ({ json: { code: 0, message: 'ok', data } });
const code = (c: number, message = '') => ({ json: { code: c, message, data: null } });
const sessionOf = (n: number): Session =>
  ({
    token: `t${n}`,
    refreshToken: `r${n}`,
    expires_in: 7200,
    uid: 1,
    mobile: '13800000000',
    username: 'u',
    userInfo: {},
  }) as Session;

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setup = (opts: { timeoutMs?: number; otherHost?: string } = {}) => {
  const state = { token: 't0', refreshToken: 'r0', client: 'web' as const, businessId: 7 as number | null };
  const session: SessionPort & { state: typeof state } = {
    state,
    read: () => state,
    update: vi.fn((s: Session) => Object.assign(state, { token: s.token, refreshToken: s.refreshToken })),
    clear: vi.fn(() => Object.assign(state, { token: '', refreshToken: '' })),
  };
  const ui = { toast: vi.fn(), loginExpiredDialog: vi.fn(), goLogin: vi.fn() } satisfies HttpUi;
  const client = createApiClient({
    product: 'kc',
    hosts: { api: `http://127.0.0.1:${server.port}`, other: opts.otherHost ?? `http://localhost:${server.port}` },
    session,
    ui,
    context: () => ({ appName: 'cimamotor', spm: 'spm-1' }),
    currentPath: () => '/my/setting?tab=1',
    timeoutMs: opts.timeoutMs,
  });
  return { client, session, ui };
};

/** A refresh endpoint that hands out t1/r1, t2/r2 ... for r0, r1 ... (each refresh token once). */
const refreshWorks = () => {
  let n = 0;
  const used = new Set<string>();
  server.handlers.set(REFRESH, (req) => {
    const token = (req.body as { query: { tokenrefurbish: string } }).query.tokenrefurbish;
    if (used.has(token)) return code(30000, '登录失效，请重新登录');
    used.add(token);
    n += 1;
    return ok(sessionOf(n));
  });
};

beforeEach(() => {
  server.handlers.clear();
  server.requests.length = 0;
});

describe('request shape', () => {
  it('POSTs { query, payload } with the Bearer token and resolves to data on code 0', async () => {
    const { client } = setup();
    server.handlers.set(USER, () => ok({ uid: 1 }));
    await expect(client.call(userInfo)).resolves.toEqual({ uid: 1 });
    const [req] = server.to(USER);
    expect(req?.method).toBe('POST');
    expect(req?.headers.authorization).toBe('Bearer t0');
    expect(req?.headers['content-type']).toContain('application/json');
    expect(req?.body).toEqual({
      query: {},
      payload: { token: 't0', systemName: 'h5', client: 'web', b_id: 7, appName: 'cimamotor', spm: 'spm-1' },
    });
  });

  it('calls the global fetch without another `this` (browsers throw Illegal invocation)', async () => {
    const realFetch = globalThis.fetch;
    const receivers: unknown[] = [];
    vi.stubGlobal('fetch', function (this: unknown, ...args: Parameters<typeof fetch>) {
      receivers.push(this);
      return realFetch(...args);
    });
    try {
      const { client } = setup();
      server.handlers.set(USER, () => ok({ uid: 1 }));
      await client.call(userInfo);
      expect(receivers).toEqual([undefined]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('GETs with the query in the URL and the token in the header', async () => {
    const { client } = setup();
    server.handlers.set('/sms', () => ok({ expires_in: 300, resend_in: 60 }));
    await client.call(smsSend, { mobile: '13800000000', scene: 'login' });
    const [req] = server.to('/sms');
    expect(req?.method).toBe('GET');
    expect(req?.url.search).toBe('?mobile=13800000000&scene=login');
    expect(req?.headers.authorization).toBe('Bearer t0');
    expect(req?.body).toBeUndefined();
  });

  it('GETs a business call with the current business in the URL (there is no payload to carry it)', async () => {
    const { client, session } = setup();
    session.state.businessId = 7;
    server.handlers.set('/api/Statistics/1.0.0/statistics/index', () => ok({}));
    server.handlers.set('/sms', () => ok({}));
    await client.call(statisticsIndex, { start_date: '2026-05-01', end_date: '2026-05-07' }, { quiet: true }).catch(() => {});
    await client.call(smsSend, { mobile: '13800000000', scene: 'login' });
    expect(server.to('/api/Statistics/1.0.0/statistics/index')[0]?.url.search).toBe(
      '?start_date=2026-05-01&end_date=2026-05-07&b_id=7',
    );
    // a public GET does not carry it
    expect(server.to('/sms')[0]?.url.search).toBe('?mobile=13800000000&scene=login');
  });

  it('sends /api/{product} paths to the API host and the rest to the other host', async () => {
    const { client } = setup();
    server.handlers.set('/api/kc/ad/index', () => ok({ list: [], count: 0, page_size: 10 }));
    server.handlers.set('/sms', () => ok({}));
    await client.call(adIndex, { position: 'home' });
    await client.call(smsSend, { mobile: '13800000000', scene: 'login' });
    expect(server.to('/api/kc/ad/index')[0]?.headers.host).toBe(`127.0.0.1:${server.port}`);
    expect(server.to('/sms')[0]?.headers.host).toBe(`localhost:${server.port}`);
  });
});

describe('error catalogue (spec 8)', () => {
  it('a response without a numeric code: toast 接口格式异常', async () => {
    const { client, ui } = setup();
    server.handlers.set(USER, () => ({ json: { message: 'hello' } }));
    await expect(client.call(userInfo)).rejects.toMatchObject({ code: 1024, message: '接口格式异常', shown: true });
    expect(ui.toast).toHaveBeenCalledWith('接口格式异常');
  });

  it('30000: the login-expired dialog; 去登录 logs out and goes to login with the current path', async () => {
    const { client, ui, session } = setup();
    server.handlers.set(USER, () => code(30000, '登录失效，请重新登录'));
    await expect(client.call(userInfo)).rejects.toMatchObject({ code: 30000, shown: true });
    expect(ui.loginExpiredDialog).toHaveBeenCalledTimes(1);
    expect(ui.loginExpiredDialog.mock.calls[0]?.[0]).toBe(30000);
    expect(session.clear).not.toHaveBeenCalled();
    ui.loginExpiredDialog.mock.calls[0]?.[1]();
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(ui.goLogin).toHaveBeenCalledWith('/my/setting?tab=1');
  });

  it('30001: refreshes, updates the session and replays the call once with the new token', async () => {
    const { client, session } = setup();
    refreshWorks();
    server.handlers.set(USER, (req) => (req.headers.authorization === 'Bearer t1' ? ok({ uid: 1 }) : code(30001)));
    await expect(client.call(userInfo)).resolves.toEqual({ uid: 1 });
    expect(server.to(REFRESH)).toHaveLength(1);
    expect(server.to(REFRESH)[0]?.body).toMatchObject({ query: { tokenrefurbish: 'r0' } });
    expect(session.update).toHaveBeenCalledTimes(1);
    expect(session.state).toMatchObject({ token: 't1', refreshToken: 'r1' });
    expect(server.to(USER).map((r) => r.headers.authorization)).toEqual(['Bearer t0', 'Bearer t1']);
  });

  it('30001 again after the replay: 1024 数据获取失败，请重试 - 01', async () => {
    const { client } = setup();
    refreshWorks();
    server.handlers.set(USER, () => code(30001));
    await expect(client.call(userInfo)).rejects.toMatchObject({ code: 1024, message: '数据获取失败，请重试 - 01' });
    expect(server.to(USER)).toHaveLength(2);
  });

  it('a failed refresh: the login-expired dialog and 1026', async () => {
    const { client, ui } = setup();
    server.handlers.set(REFRESH, () => code(30000, '登录失效，请重新登录'));
    server.handlers.set(USER, () => code(30001));
    await expect(client.call(userInfo)).rejects.toMatchObject({ code: 1026 });
    expect(ui.loginExpiredDialog).toHaveBeenCalledTimes(1);
    expect(ui.loginExpiredDialog.mock.calls[0]?.[0]).toBe(1026);
  });

  it('concurrent 30001s share one refresh: 3 parallel calls, exactly one refresh request', async () => {
    const { client } = setup();
    refreshWorks();
    const slowRefresh = server.handlers.get(REFRESH)!;
    server.handlers.set(REFRESH, (req) => ({ ...slowRefresh(req), delayMs: 50 }));
    server.handlers.set(USER, (req) => (req.headers.authorization === 'Bearer t1' ? ok({ uid: 1 }) : code(30001)));
    const results = await Promise.all([client.call(userInfo), client.call(userInfo), client.call(userInfo)]);
    expect(results).toEqual([{ uid: 1 }, { uid: 1 }, { uid: 1 }]);
    expect(server.to(REFRESH)).toHaveLength(1);
  });

  it('more than 3 consecutive refreshes: go to login and 1025 token刷新失败3次; a plain code 0 resets the count', async () => {
    const { client, ui } = setup();
    refreshWorks();
    server.handlers.set(USER, () => code(30001));
    for (let i = 0; i < 3; i += 1) await expect(client.call(userInfo)).rejects.toMatchObject({ code: 1024 });
    await expect(client.call(userInfo)).rejects.toMatchObject({ code: 1025, message: 'token刷新失败3次' });
    expect(server.to(REFRESH)).toHaveLength(3);
    expect(ui.goLogin).toHaveBeenCalledWith('/my/setting?tab=1');

    server.handlers.set(USER, () => ok({ uid: 1 }));
    await client.call(userInfo);
    expect(client.refreshCount).toBe(0);
    server.handlers.set(USER, () => code(30001));
    await expect(client.call(userInfo)).rejects.toMatchObject({ code: 1024 });
    expect(server.to(REFRESH)).toHaveLength(4);
  });

  it('timeout: 请求超时 - 1024', async () => {
    const { client, ui } = setup({ timeoutMs: 40 });
    server.handlers.set(USER, () => ({ ...ok({}), delayMs: 300 }));
    await expect(client.call(userInfo)).rejects.toMatchObject({ code: 1024, message: '请求超时 - 1024' });
    expect(ui.toast).toHaveBeenCalledWith('请求超时 - 1024');
  });

  it('network failure: 网络错误 - 1024', async () => {
    const closed = await startTestServer();
    await closed.close();
    const { client, ui } = setup({ otherHost: `http://127.0.0.1:${closed.port}` });
    await expect(client.call(smsSend, { mobile: '13800000000', scene: 'login' })).rejects.toMatchObject({
      code: 1024,
      message: '网络错误 - 1024',
    });
    expect(ui.toast).toHaveBeenCalledWith('网络错误 - 1024');
  });

  it('other HTTP errors: toast the server message, else the status text; code 1024', async () => {
    const { client, ui } = setup();
    server.handlers.set(USER, () => ({ status: 500, json: { code: 50000, message: '服务器开小差了' } }));
    await expect(client.call(userInfo)).rejects.toMatchObject({ code: 1024, message: '服务器开小差了' });
    server.handlers.set(USER, () => ({ status: 502, statusText: 'Bad Gateway', raw: '<html>' }));
    await expect(client.call(userInfo)).rejects.toMatchObject({ code: 1024, message: 'Bad Gateway' });
    expect(ui.toast.mock.calls).toEqual([['服务器开小差了'], ['Bad Gateway']]);
  });

  it('other codes reject with the server code, message and data, without UI', async () => {
    const { client, ui } = setup();
    const fields = [{ field: 'nickname', message: '昵称不能为空' }];
    server.handlers.set(USER, () => ({ json: { code: 10001, message: '昵称不能为空', data: { fields } } }));
    const error = await client.call(userInfo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 10001, message: '昵称不能为空', data: { fields }, shown: false });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('quiet calls have no UI and no refresh', async () => {
    const { client, ui } = setup();
    server.handlers.set(USER, () => code(30001));
    await expect(client.call(userInfo, {}, { quiet: true })).rejects.toMatchObject({ code: 30001 });
    server.handlers.set(USER, () => code(30000));
    await expect(client.call(userInfo, {}, { quiet: true })).rejects.toMatchObject({ code: 30000 });
    expect(server.to(REFRESH)).toHaveLength(0);
    expect(ui.loginExpiredDialog).not.toHaveBeenCalled();
  });
});
