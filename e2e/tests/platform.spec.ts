/**
 * The same build in each environment (issue 6): Chromium plays the WeChat browser, the mini-program web
 * view, the iOS and Android app shells and a plain browser, with fakes injected before the app loads.
 * The JS-SDK signature comes from the real server (`/api/user/1.0.0/jssdk`); only `wx` itself is fake.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BASE } from './helpers.js';

const DEMO = `${BASE}/demo/appBridge`;
const JSSDK = '/api/user/1.0.0/jssdk';
const WECHAT_IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN';
const WECHAT_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.44.2502 NetType/WIFI Language/zh_CN';

interface Fakes {
  /** a fake `wx` whose config succeeds or fails (with an optional realAuthUrl) */
  wx?: 'ok' | 'error';
  realAuthUrl?: string;
  /** `window.__wxjs_environment = 'miniprogram'` */
  miniProgram?: boolean;
  /** a fake app shell transport replying through window.kcAppMessage */
  bridge?: 'ios' | 'android';
}

/**
 * Runs before every document of the page. Counts loads in sessionStorage (`__loads`), records every call
 * into the fakes in `window.__calls`. The app shell answers each action with `{code: 0, data: {echo}}`,
 * except `download` (never answers), `message` (answers garbage) and `customForm` (a back-press first).
 */
function installFakes(opts: Fakes) {
  const w = window as unknown as Record<string, unknown> & { __calls: unknown[] };
  sessionStorage.setItem('__loads', String(Number(sessionStorage.getItem('__loads') ?? 0) + 1));
  w.__calls = [];
  const record = (api: string, params: unknown) =>
    w.__calls.push({ api, params: JSON.parse(JSON.stringify(params ?? {})) as unknown });
  type Cb = { success?: (r: unknown) => void; url?: string };
  if (opts.wx) {
    let ready: (() => void)[] = [];
    let errors: ((e: unknown) => void)[] = [];
    const api =
      (name: string, res: object = {}) =>
      (p: Cb) => {
        record(name, p);
        setTimeout(() => p.success?.({ errMsg: `${name}:ok`, ...res }), 0);
      };
    w.wx = {
      config: (c: unknown) => {
        record('config', c);
        const [r, e] = [ready, errors];
        ready = [];
        errors = [];
        setTimeout(() => {
          if (opts.wx === 'error')
            e.forEach((f) => f({ errMsg: 'config:invalid signature', realAuthUrl: opts.realAuthUrl }));
          else r.forEach((f) => f());
        }, 0);
      },
      ready: (f: () => void) => ready.push(f),
      error: (f: (e: unknown) => void) => errors.push(f),
      updateAppMessageShareData: api('updateAppMessageShareData'),
      updateTimelineShareData: api('updateTimelineShareData'),
      scanQRCode: api('scanQRCode', { resultStr: 'KC-TICKET-0001' }),
      chooseWXPay: api('chooseWXPay'),
      getLocation: api('getLocation', { latitude: 29.56, longitude: 106.55 }),
      openLocation: api('openLocation'),
      chooseImage: api('chooseImage', { localIds: ['wxLocalResource://1'] }),
      openAddress: api('openAddress', {
        postalCode: '401147',
        provinceName: '重庆市',
        cityName: '重庆市',
        countyName: '渝北区',
        detailInfo: '悦来大道66号',
      }),
      miniProgram: {
        navigateTo: (p: Cb) => {
          record('miniProgram.navigateTo', { url: p.url });
          setTimeout(() => p.success?.({}), 0);
        },
        navigateBack: (p: unknown) => record('miniProgram.navigateBack', p),
        postMessage: (p: unknown) => record('miniProgram.postMessage', p),
      },
    };
  }
  if (opts.miniProgram) w.__wxjs_environment = 'miniprogram';
  if (opts.bridge) {
    const answer = (m: { action: string; callbackId?: string }) => {
      record('bridge', m);
      const reply = (r: unknown) => setTimeout(() => (w.kcAppMessage as (r: unknown) => void)(r), 10);
      if (!m.callbackId || m.action === 'download') return;
      if (m.action === 'message') return reply('{"callbackId": oops');
      if (m.action === 'customForm') reply(JSON.stringify({ action: 'backPress' }));
      reply(JSON.stringify({ callbackId: m.callbackId, code: 0, data: { echo: m.action } }));
    };
    if (opts.bridge === 'ios') w.webkit = { messageHandlers: { kcBridge: { postMessage: answer } } };
    else
      w.KcBridge = {
        postMessage: (json: string) => answer(JSON.parse(json) as { action: string; callbackId?: string }),
      };
  }
}

const openDemo = async (page: Page, fakes: Fakes = {}, query = '') => {
  await page.addInitScript(installFakes, fakes);
  await page.goto(`${DEMO}${query}`);
  await expect(page.getByTestId('bridge-env')).toBeVisible();
};

const setMachineType = (context: BrowserContext, baseURL: string | undefined, value: 'ios' | 'android') =>
  context.addCookies([{ name: 'machine_type', value, url: baseURL! }]);

const envOf = async (page: Page) => ({
  env: await page.getByTestId('bridge-env').getAttribute('data-env'),
  client: await page.getByTestId('bridge-client').textContent(),
});

/** Clicks an action button and answers its normalised result (the JSON the page shows). */
const fire = async (page: Page, key: string, whileWaiting?: () => Promise<void>): Promise<Record<string, unknown>> => {
  const out = page.getByTestId('bridge-result');
  const before = Number(await out.getAttribute('data-run'));
  await page.getByTestId(`bridge-action-${key}`).click();
  await expect(out).toHaveAttribute('data-run', String(before + 1));
  await whileWaiting?.();
  await expect(out).toHaveAttribute('data-running', '0');
  return JSON.parse((await out.textContent()) ?? '') as Record<string, unknown>;
};

const fakeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __calls: { api: string; params: Record<string, unknown> }[] }).__calls);
/** How many times the page loaded; -1 while a reload is under way (the poll then asks again). */
const loads = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('__loads'))).catch(() => -1);

/** Records the URL each jssdk request signs. */
const watchJssdk = (page: Page): string[] => {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === JSSDK) urls.push((req.postDataJSON() as { query: { url: string } }).query.url);
  });
  return urls;
};

test.describe('detection', () => {
  test('a plain browser is browser / web and never starts the WeChat SDK', async ({ page }) => {
    await openDemo(page);
    expect(await envOf(page)).toEqual({ env: 'browser', client: 'web' });
    await expect(page.getByTestId('bridge-sdk')).toHaveAttribute('data-state', 'idle');
  });

  test.describe('in WeChat', () => {
    test.use({ userAgent: WECHAT_ANDROID_UA });
    test('the WeChat browser is wechat / web', async ({ page }) => {
      await openDemo(page, { wx: 'ok' });
      expect(await envOf(page)).toEqual({ env: 'wechat', client: 'web' });
    });

    test('the mini-program web view is miniprogram / wxapplet', async ({ page }) => {
      await openDemo(page, { wx: 'ok', miniProgram: true });
      expect(await envOf(page)).toEqual({ env: 'miniprogram', client: 'wxapplet' });
      await expect(page.getByTestId('bridge-sdk')).toHaveAttribute('data-state', 'idle');
    });
  });

  test('the iOS app shell (machine_type=ios) is app-ios / iOS, and the client goes with every call', async ({
    page,
    context,
    baseURL,
  }) => {
    await setMachineType(context, baseURL, 'ios');
    await openDemo(page, { bridge: 'ios' });
    expect(await envOf(page)).toEqual({ env: 'app-ios', client: 'iOS' });
    const session = await page.evaluate(
      () => JSON.parse(localStorage.getItem('kc-session') ?? '{}') as { state?: { client?: string } },
    );
    expect(session.state?.client).toBe('iOS');
  });

  test('the Android app shell (machine_type=android) is app-android / android; client=web forces web', async ({
    page,
    context,
    baseURL,
  }) => {
    await setMachineType(context, baseURL, 'android');
    await openDemo(page, { bridge: 'android' });
    expect(await envOf(page)).toEqual({ env: 'app-android', client: 'android' });
    await page.goto(`${DEMO}?client=web`);
    expect(await envOf(page)).toEqual({ env: 'app-android', client: 'web' });
  });
});

test.describe('WeChat JS-SDK', () => {
  test.describe('on iOS', () => {
    test.use({ userAgent: WECHAT_IOS_UA });

    test('init succeeds with the server signature of the landing URL, kept on route change', async ({ page }) => {
      const signed = watchJssdk(page);
      await openDemo(page, { wx: 'ok' }, '?from=share#frag');
      await expect(page.getByTestId('bridge-sdk')).toHaveAttribute('data-state', 'ready');
      const landing = page.url().split('#')[0]!;
      expect(signed).toEqual([landing]);
      const config = (await fakeCalls(page)).find((c) => c.api === 'config')!.params;
      expect(config).toMatchObject({
        debug: false,
        appId: expect.any(String),
        timestamp: expect.any(Number),
        nonceStr: expect.any(String),
        signature: expect.stringMatching(/^[0-9a-f]{40}$/),
      });
      expect(config.jsApiList).toEqual(
        expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData', 'scanQRCode']),
      );
      const appState = await page.evaluate(
        () => JSON.parse(localStorage.getItem('kc-app') ?? '{}') as { state?: { wxAppId?: string } },
      );
      expect(appState.state?.wxAppId).toBe(config.appId);
      await page.evaluate(() => window.history.pushState(null, '', `${location.pathname}?tab=2`));
      await page.waitForTimeout(300);
      expect(signed).toHaveLength(1);
    });

    test('scan and share go through wx after config', async ({ page }) => {
      await openDemo(page, { wx: 'ok' });
      expect(await fire(page, 'scan')).toEqual({ status: 'ok', data: 'KC-TICKET-0001' });
      expect(await fire(page, 'share')).toEqual({ status: 'ok' });
      const apis = (await fakeCalls(page)).map((c) => c.api);
      expect(apis).toEqual(
        expect.arrayContaining(['config', 'scanQRCode', 'updateAppMessageShareData', 'updateTimelineShareData']),
      );
    });
  });

  test.describe('on Android', () => {
    test.use({ userAgent: WECHAT_ANDROID_UA });

    test('signs the current URL and re-signs after a route change', async ({ page }) => {
      const signed = watchJssdk(page);
      await openDemo(page, { wx: 'ok' });
      await expect(page.getByTestId('bridge-sdk')).toHaveAttribute('data-state', 'ready');
      await page.evaluate(() => window.history.pushState(null, '', `${location.pathname}?tab=2`));
      await expect.poll(() => signed.length).toBe(2);
      expect(signed[1]).toMatch(/\/demo\/appBridge\?tab=2$/);
      await expect(page.getByTestId('bridge-sdk')).toHaveAttribute('data-state', 'ready');
    });

    test('concurrent inits while loading make one jssdk request', async ({ page }) => {
      const signed = watchJssdk(page);
      // the signature answers late, so the boot init is still loading when three more inits start
      await page.route(`**${JSSDK}`, async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      // the one reload already used up: a failing signature (no server call yet) does not reload here
      await page.addInitScript(() => localStorage.setItem('wx_sdk_reload', '1'));
      await openDemo(page, { wx: 'ok' });
      await expect(page.getByTestId('bridge-sdk')).toHaveAttribute('data-state', 'loading');
      await fire(page, 'sdkInit');
      await expect(page.getByTestId('bridge-sdk')).not.toHaveAttribute('data-state', 'loading');
      expect(signed).toHaveLength(1);
      expect(await loads(page)).toBe(1);
    });

    test('a failed config reloads the page exactly once, storing and then signing the realAuthUrl', async ({
      page,
    }) => {
      const signed = watchJssdk(page);
      const realAuthUrl = 'http://127.0.0.1/static-kc2/';
      await openDemo(page, { wx: 'error', realAuthUrl });
      await expect.poll(() => loads(page)).toBe(2);
      await expect(page.getByTestId('bridge-sdk')).toHaveAttribute('data-state', 'error');
      await page.waitForTimeout(1000);
      expect(await loads(page)).toBe(2);
      expect(await page.evaluate(() => localStorage.getItem('wx_sdk_reload'))).toBe('1');
      // the config itself failed: the second load signed the URL WeChat reported
      expect(await page.evaluate(() => localStorage.getItem('wx_real_auth_url'))).toBe(realAuthUrl);
      expect(signed).toHaveLength(2);
      expect(signed[1]).toBe(realAuthUrl);
    });
  });
});

test.describe('a plain browser', () => {
  test('share copies title and link and says so in a dialog', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openDemo(page);
    expect(await fire(page, 'share')).toEqual({ status: 'ok' });
    const dialog = page.locator('.adm-dialog');
    await expect(dialog.getByText('链接已复制', { exact: true })).toBeVisible();
    await expect(dialog.getByText('分享链接已复制，请手动发送给好友')).toBeVisible();
    const here = await page.evaluate(() => `${location.origin}${location.pathname}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`原生桥接示例 ${here}`);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('scan is refused: 请在微信环境下使用', async ({ page }) => {
    await openDemo(page);
    expect(await fire(page, 'scan')).toEqual({ status: 'fail', message: '请在微信环境下使用' });
    await expect(page.locator('.adm-toast-main')).toHaveText('请在微信环境下使用');
  });

  test('a JSAPI payment fails silently and native actions are unsupported', async ({ page }) => {
    await openDemo(page);
    expect(await fire(page, 'pay')).toEqual({ status: 'fail' });
    expect(await fire(page, 'getLocation')).toEqual({ status: 'fail', message: '设备不支持' });
  });
});

test.describe('the app shell', () => {
  test('iOS: actions go to webkit.messageHandlers.kcBridge and replies come back by callbackId', async ({
    page,
    context,
    baseURL,
  }) => {
    await setMachineType(context, baseURL, 'ios');
    await openDemo(page, { bridge: 'ios' });
    expect(await fire(page, 'getLocation')).toEqual({ status: 'ok', data: { echo: 'getLocation' } });
    expect(await fire(page, 'locate')).toEqual({ status: 'fail' });
    expect(await fire(page, 'customForm')).toEqual({ status: 'ok', data: { echo: 'customForm' } });
    const sent = (await fakeCalls(page)).filter((c) => c.api === 'bridge').map((c) => c.params);
    expect(sent[0]).toEqual({ action: 'getLocation', data: { type: 'gcj02' }, callbackId: expect.any(String) });
  });

  test('Android: a JSON string to KcBridge; pay with messaging-app data goes over the bridge', async ({
    page,
    context,
    baseURL,
  }) => {
    await setMachineType(context, baseURL, 'android');
    await openDemo(page, { bridge: 'android' });
    expect(await fire(page, 'pay')).toEqual({ status: 'ok' });
    const sent = (await fakeCalls(page)).filter((c) => c.api === 'bridge').map((c) => c.params);
    expect(sent[0]).toMatchObject({
      action: 'payWithWechat',
      data: { orderSn: 'DEMO202400001', package: 'prepay_id=wx_demo_prepay' },
    });
  });

  test('no reply within 30 s → 1504 操作超时; a garbage reply → -999 数据格式异常', async ({
    page,
    context,
    baseURL,
  }) => {
    await setMachineType(context, baseURL, 'ios');
    await page.clock.install();
    await openDemo(page, { bridge: 'ios' });
    expect(await fire(page, 'download', () => page.clock.fastForward('00:31'))).toEqual({
      status: 'fail',
      code: 1504,
      message: '操作超时',
    });
    expect(await fire(page, 'message')).toEqual({ status: 'fail', code: -999, message: '数据格式异常' });
  });

  test('the login callback stores the user, clears the source and reloads', async ({ page, context, baseURL }) => {
    await setMachineType(context, baseURL, 'android');
    await context.addCookies([{ name: 'source', value: 'poster', url: baseURL! }]);
    await openDemo(page, { bridge: 'android' });
    const user = {
      token: 'app-token',
      refreshToken: 'app-refresh',
      uid: 9,
      mobile: '13800000009',
      username: 'rider',
      expires_in: 900,
      userInfo: { nickname: '骑士' },
    };
    await page.evaluate(
      (u) =>
        (window as unknown as { kcAppLogin: (m: string) => void }).kcAppLogin(JSON.stringify({ code: 0, data: u })),
      user,
    );
    await expect.poll(() => loads(page)).toBe(2);
    await expect(page.getByTestId('bridge-env')).toBeVisible();
    const session = await page.evaluate(
      () => JSON.parse(localStorage.getItem('kc-session') ?? '{}') as { state: Record<string, unknown> },
    );
    expect(session.state).toMatchObject({
      token: 'app-token',
      refreshToken: 'app-refresh',
      uid: 9,
      username: 'rider',
      source: '',
    });
    expect((await context.cookies()).find((c) => c.name === 'source')).toBeUndefined();
  });
});

test.describe('the mini-program web view', () => {
  test('share posts title, path, url and imageUrl; pay navigates to the mini-program pay page', async ({ page }) => {
    await openDemo(page, { wx: 'ok', miniProgram: true });
    expect(await fire(page, 'share')).toEqual({ status: 'ok' });
    expect(await fire(page, 'pay')).toEqual({ status: 'ok' });
    const calls = await fakeCalls(page);
    const here = await page.evaluate(() => `${location.origin}${location.pathname}`);
    expect(calls.find((c) => c.api === 'miniProgram.postMessage')?.params).toEqual({
      data: {
        title: '原生桥接示例',
        path: `/pages/webview/index?url=${encodeURIComponent(here)}`,
        url: here,
        imageUrl: `${new URL(here).origin}/favicon.ico`,
      },
    });
    expect(calls.find((c) => c.api === 'miniProgram.navigateTo')?.params).toEqual({
      url: '/pages/pay/index?order_sn=DEMO202400001',
    });
    expect(calls.some((c) => c.api === 'config')).toBe(false);
  });
});
