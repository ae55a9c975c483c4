/**
 * The scale-out journey in a real browser: the visitor's phone talks to instance B, the checker's phone to
 * instance A (as two phones behind a balancer may); the checker scans at A and the visitor's QR screen, served and
 * long-polling at B, turns to 已核销 by itself. Needs the built web app (npm run build; CI builds it for e2e first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/server.js';
import { preparedDatabase, REDIS_URL, root, startInstance, type Instance } from './lib.js';
import { randomUUID } from 'node:crypto';

const BASE = '/static-kc2';
const shots = path.join(root, 'scale/screenshots');

describe('two phones on two instances', () => {
  let db: Awaited<ReturnType<typeof preparedDatabase>>;
  let a: Instance;
  let b: Instance;
  let browser: Browser;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
      throw new Error('build the web app first: npm run build');
    db = await preparedDatabase();
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_PREFIX: `kcb${randomUUID().slice(0, 8)}:`,
      WEB_DIST: path.join(root, 'apps/web/dist'),
    };
    [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    fs.mkdirSync(shots, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
  });

  const phone = async (on: Instance, mobile: string): Promise<Page> => {
    const ctx = await browser.newContext({
      baseURL: on.url,
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
    });
    const page = await ctx.newPage();
    await page.goto(`${BASE}/loginPwd`);
    await page.getByPlaceholder('请输入手机号').fill(mobile);
    await page.getByPlaceholder('请输入密码').fill('Demo@1234');
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(new RegExp(`${BASE}/my$`));
    return page;
  };

  it('the checker scans at A; the visitor’s screen at B turns to 已核销 by itself', async () => {
    const [point] = await db.q<{ id: number }>(
      `select c.id from checkpoints c join items i on i.id = c.item_id where c.name = '东门检票口' and i.name = '免费观展票'`,
    );

    // the visitor (instance B) receives the free ticket and opens its code
    const visitor = await phone(b, '13800000001');
    await visitor.goto(`${BASE}/ticket/receive/search`);
    await visitor.getByPlaceholder('搜索可领取的票券').fill('免费观展票');
    await visitor
      .getByRole('article', { name: '免费观展票' })
      .getByRole('button', { name: '领取', exact: true })
      .click();
    const received = visitor.getByRole('dialog', { name: '领取成功' });
    await received.getByRole('button', { name: '跳过' }).click();
    await received.getByRole('button', { name: '查看' }).click();
    const qr = visitor.getByRole('img', { name: '核销二维码' });
    await qr.waitFor();
    const code = (await qr.getAttribute('data-code'))!;
    expect(code).toMatch(/^K2\./);

    // the checker (instance A) types the code at the point
    const checker = await phone(a, '13800000003');
    await checker.goto(`${BASE}/verification/scan/${point!.id}`);
    await checker.getByRole('textbox', { name: '手动输入核销码' }).fill(code);
    await checker.getByRole('button', { name: '核销', exact: true }).click();
    const ok = checker.getByRole('status', { name: '核销成功' });
    await ok.waitFor();
    expect(await ok.textContent()).toContain('免费观展票');
    await checker.screenshot({ path: path.join(shots, 'two-phones-checker-at-A.png') });

    // B learns it from A through Redis and the long poll answers: no reload, well before the 25 s poll timeout
    const label = visitor.locator('.qr-state-label');
    await visitor.locator('.qr-state-label', { hasText: '已核销' }).waitFor({ timeout: 20_000 });
    expect(await label.textContent()).toBe('已核销');
    expect(visitor.url()).toContain(b.url);
    await visitor.screenshot({ path: path.join(shots, 'two-phones-visitor-at-B.png') });
  });
});
