import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BASE, shot as shotOf } from './helpers.js';
import { CHECKER, OWNER, VISITOR, approvedItem, callAs, checkpointOf, logIn, receivedByVisitor } from './api-setup.js';

/**
 * Issue 22's proof as the checkers live it: two gates go offline, keep writing off on the device, come back, and the
 * server holds each use once, the double use of one limit-1 code as a conflict both gates see; a request cut off
 * mid-way switches the device to offline by itself and counts once; a scan screen reloads with no network.
 */
const snap = (page: Page, name: string) => shotOf(page, `offline/${name}`, { fullPage: true });
const suffix = () => Date.now().toString(36).slice(-5);
const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

type CodeAnswer = { code: string; offline_code: string | null; offline_short_code: string | null };

/** A limit-1 ticket with one point that CHECKER and OWNER both check; the visitor holds `n` of it. */
async function gate(request: APIRequestContext, n: number) {
  const itemId = await approvedItem(request, { name: `离线票${suffix()}`, per_user_limit: n });
  const pointId = await checkpointOf(request, itemId, { point_name: '东门检票口', point_location: '博览中心东门' }, [
    CHECKER,
    OWNER,
  ]);
  const holdings: number[] = [];
  for (let i = 0; i < n; i++) holdings.push(await receivedByVisitor(request, itemId));
  return { pointId, holdings };
}

const codeOf = (request: APIRequestContext, holdingId: number) =>
  callAs<CodeAnswer>(request, VISITOR, '/api/cticket/1.1.0/holding/code', { holding_id: holdingId, print: false });

/** The point's write-offs and conflicts as the server counts them. */
async function serverCounts(request: APIRequestContext, pointId: number) {
  const logs = await callAs<{ total: number }>(
    request,
    OWNER,
    '/api/cticket/1.1.0/checkpoint/logs',
    { id: pointId, page: 1, page_size: 1 },
    1,
  );
  const conflicts = await callAs<{ count: number }>(
    request,
    OWNER,
    '/api/cticket/1.1.0/verify/offline/conflicts',
    { id: pointId, page: 1, page_size: 20 },
    1,
  );
  return { writeOffs: logs.total, conflicts: conflicts.count };
}

/** A checker's phone on the point's scan screen, its offline snapshot taken. */
async function checkerAt(browser: Browser, mobile: string, pointId: number) {
  const page = await (await browser.newContext(phone)).newPage();
  await logIn(page, mobile);
  const snapshot = page.waitForResponse((r) => r.url().includes('/verify/offline/snapshot'));
  await page.goto(`${BASE}/verification/scan/${pointId}`);
  await expect(page.getByLabel('当前核销点')).toContainText('东门检票口');
  await snapshot;
  // the scan screens' worker has cached them and taken the page
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
  return page;
}

/** Types a code into 手动输入核销码 and answers with the outcome; 继续扫码 goes back to the scanner. */
async function scan(page: Page, code: string) {
  await page.getByRole('textbox', { name: '手动输入核销码' }).fill(code);
  await page.getByRole('button', { name: '核销', exact: true }).click();
  const outcome = page.getByTestId('write-off-outcome');
  await expect(outcome).toBeVisible({ timeout: 8000 });
  return outcome;
}
const again = (page: Page) => page.getByRole('button', { name: '继续扫码' }).click();

test('two gates offline: each accepts the same limit-1 code and its own; back online: 3 write-offs, 1 conflict both see', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { pointId, holdings } = await gate(request, 4);
  const [shared, mine1, mine2, late] = holdings as [number, number, number, number];
  // the rotating code (60 s) of one holding, taken first: scanned last, when it has expired
  const stale = (await codeOf(request, late)).code;
  const staleAt = Date.now();
  const day = async (h: number) => (await codeOf(request, h)).offline_code!;
  const [sharedCode, code1, code2] = [await day(shared), await day(mine1), await day(mine2)];
  const forged = `${code1.slice(0, -3)}${code1.endsWith('AAA') ? 'BBB' : 'AAA'}`;

  const one = await checkerAt(browser, CHECKER, pointId);
  const two = await checkerAt(browser, OWNER, pointId);
  await one.context().setOffline(true);
  await two.context().setOffline(true);

  for (const [page, own] of [
    [one, code1],
    [two, code2],
  ] as const) {
    for (const code of [sharedCode, own]) {
      const outcome = await scan(page, code);
      await expect(outcome).toHaveAttribute('data-result', 'ok');
      await expect(outcome).toContainText('离线');
      await again(page);
    }
  }
  await snap(one, 'offline-accepted-banner');
  await expect(one.getByTestId('offline-banner')).toContainText('离线核销中 · 待同步 2 条');

  // refused on the device: the same code twice here, a forged one, an expired one
  const twice = await scan(one, sharedCode);
  await expect(twice).toHaveAttribute('data-reason', 'used');
  await again(one);
  const bad = await scan(one, forged);
  await expect(bad).toHaveAttribute('data-reason', 'bad_code');
  await snap(one, 'offline-forged-refused');
  await again(one);
  await one.waitForTimeout(Math.max(0, staleAt + 62_000 - Date.now()));
  const expired = await scan(one, stale);
  await expect(expired).toHaveAttribute('data-reason', 'bad_code');
  await expect(expired).toContainText('离线');
  await again(one);

  await one.context().setOffline(false);
  await two.context().setOffline(false);
  for (const page of [one, two]) {
    await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 20_000 });
    const conflict = page.getByTestId('conflict-row');
    await expect(conflict).toHaveCount(1, { timeout: 20_000 });
    await expect(conflict).toContainText('已被核销');
    await expect(conflict).toContainText('东门检票口');
  }
  await snap(one, 'online-conflict-device-1');
  await snap(two, 'online-conflict-device-2');
  expect(await serverCounts(request, pointId)).toEqual({ writeOffs: 3, conflicts: 1 });

  // the business sees it on the point's log
  await one.goto(`${BASE}/checkpoint/logs/${pointId}`);
  await expect(one.getByLabel('冲突记录')).toContainText('冲突记录 1 条');
  await snap(one, 'logs-conflict');
  await one.context().close();
  await two.context().close();
});

test('the network dies after the request reached the server: offline within 3 s, one write-off', async ({
  browser,
  request,
}) => {
  const { pointId, holdings } = await gate(request, 1);
  const code = (await codeOf(request, holdings[0]!)).offline_code!;
  const page = await checkerAt(browser, CHECKER, pointId);
  // the request reaches the server (which writes off), the answer never reaches the device
  await page.route('**/verify/writeoff', async (route) => {
    await route.fetch().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 10_000));
    await route.abort().catch(() => undefined);
  });
  await page.getByRole('textbox', { name: '手动输入核销码' }).fill(code);
  await page.getByRole('button', { name: '核销', exact: true }).click();
  const outcome = page.getByTestId('write-off-outcome');
  await expect(outcome).toHaveAttribute('data-result', 'ok', { timeout: 6000 });
  await expect(outcome).toContainText('离线');
  await snap(page, 'cut-mid-request-offline');
  await page.unroute('**/verify/writeoff');
  await again(page);
  // back online by itself: the queued write-off is a replay of the one the server made
  await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 20_000 });
  expect(await serverCounts(request, pointId)).toEqual({ writeOffs: 1, conflicts: 0 });
  await page.context().close();
});

test('the scan screen reloads with the network off and still scans', async ({ browser, request }) => {
  const { pointId, holdings } = await gate(request, 1);
  const code = (await codeOf(request, holdings[0]!)).offline_code!;
  const page = await checkerAt(browser, CHECKER, pointId);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByLabel('当前核销点')).toContainText('东门检票口');
  // the worker answered the reload with the scan shell (scan.html) from its cache
  await expect(page.locator('meta[name="kc-shell"]')).toHaveCount(1);
  const outcome = await scan(page, code);
  await expect(outcome).toHaveAttribute('data-result', 'ok');
  await expect(outcome).toContainText('离线');
  await snap(page, 'reloaded-offline-ok');
  await page.context().setOffline(false);
  await again(page);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 20_000 });
  expect(await serverCounts(request, pointId)).toEqual({ writeOffs: 1, conflicts: 0 });
  await page.context().close();
});
