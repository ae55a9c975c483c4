import { expect, test, type Page } from '@playwright/test';
import { BASE, shot } from './helpers.js';
import { CHECKER, VISITOR, approvedItem, callAs, checkpointOf, logIn, receivedByVisitor } from './api-setup.js';

/**
 * The scan shell (docs/verification.md, "The scan shell"): a cold load of a scan screen gets scan.html, the checker's
 * four screens without the rest of the app. Its guard sends a visitor without a session to the login screen; inside
 * it the scanner and the result change screens without loading a page; any other screen (the point's records) loads
 * the whole app, and back comes to the shell again.
 */
const suffix = () => String(Date.now()).slice(-6);
const isShell = (page: Page) =>
  page
    .locator('meta[name="kc-shell"]')
    .count()
    .then((n) => n === 1);
/** A mark on the window that survives screen changes inside one document only. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { kcMark: number }).kcMark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { kcMark?: number }).kcMark === 1);

test('a cold load of the scanner is the scan shell: login first; scan, result and back in one page; records in the whole app', async ({
  page,
  request,
}) => {
  const ticket = `外壳票${suffix()}`;
  const itemId = await approvedItem(request, { name: ticket });
  const point = {
    id: await checkpointOf(request, itemId, { point_name: '西门检票口', point_location: '博览中心西门' }),
  };
  const holding_id = await receivedByVisitor(request, itemId);
  const scanUrl = `${BASE}/verification/scan/${point.id}`;

  // no session: the shell's guard sends the visitor to the whole app's login, which comes back here
  await page.goto(scanUrl);
  await expect(page).toHaveURL(`${BASE}/login?redirect=${encodeURIComponent(`/verification/scan/${point.id}`)}`);
  expect(await isShell(page)).toBe(false);

  await logIn(page, CHECKER);
  await page.goto(scanUrl);
  expect(await isShell(page)).toBe(true);
  await expect(page.getByRole('region', { name: '当前核销点' })).toContainText('西门检票口');
  await expect(page.locator('.page-header')).toContainText('扫码核销');
  await expect(page.getByRole('button', { name: '返回上一页' })).toBeVisible();
  await shot(page, 'scan-shell-scanner');
  await mark(page);

  // an empty code: the toast, loaded on demand
  await page.getByRole('button', { name: '核销', exact: true }).click();
  await expect(page.getByText('请输入核销码')).toBeVisible();
  await expect(page.getByText('请输入核销码')).toBeHidden();

  const { code } = await callAs<{ code: string }>(request, VISITOR, '/api/cticket/1.1.0/holding/code', {
    holding_id,
  });
  await page.getByRole('textbox', { name: '手动输入核销码' }).fill(code);
  await page.getByRole('button', { name: '核销', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/verification/business/result/.+\\?point_id=${point.id}$`));
  await expect(page.getByRole('status', { name: '核销成功' })).toContainText(ticket);
  await expect(page.locator('.page-header')).toContainText('商家核销结果');
  expect(await marked(page)).toBe(true);
  await shot(page, 'scan-shell-result');

  await page.getByRole('button', { name: '继续扫码' }).click();
  await expect(page).toHaveURL(scanUrl);
  await expect(page.getByRole('region', { name: '当前核销点' })).toContainText('今日核销1');
  expect(await marked(page)).toBe(true);

  // the scanner-gun mode is a screen of the shell too
  await page.getByRole('button', { name: '扫码枪模式' }).click();
  await expect(page).toHaveURL(`${BASE}/pc/scan?point_id=${point.id}`);
  await expect(page.locator('.page-header')).toContainText('扫码枪核销');
  expect(await marked(page)).toBe(true);
  await page.getByRole('button', { name: '返回上一页' }).click();
  await expect(page).toHaveURL(scanUrl);
  expect(await marked(page)).toBe(true);

  // the records are the whole app's: a page load; back is the shell again
  await page.getByRole('button', { name: '核销记录' }).click();
  await expect(page).toHaveURL(`${BASE}/checkpoint/logs/${point.id}`);
  await expect(page.getByRole('region', { name: '核销统计' })).toContainText('累计核销1次');
  expect(await isShell(page)).toBe(false);
  await page.goBack();
  await expect(page).toHaveURL(scanUrl);
  await expect(page.getByRole('region', { name: '当前核销点' })).toContainText('西门检票口');
  expect(await isShell(page)).toBe(true);

  // a bad point id is the whole app's 404
  await page.goto(`${BASE}/verification/scan/abc`);
  await expect(page).toHaveURL(`${BASE}/404`);
  expect(await isShell(page)).toBe(false);
});
