import { expect, test } from '@playwright/test';
import { BASE, chooseBusiness, shot } from './helpers.js';
import { OWNER, VISITOR, callAs, logIn } from './api-setup.js';

const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

/**
 * Issue 21's whole journey at 375×812: a visitor of the auto show's link opens the 展会 tab and reads a news item,
 * goes to 购票 and buys a ticket of the show (sandbox cashier), enters the show's lottery (open to ticket holders),
 * the host's big screen draws, the visitor sees the result in 我的抽奖 and recomputes it from the revealed seed, then
 * opens a blind box from 购票.
 */
test('展会 → news → 购票 → ticket → lottery → big screen → verify → blind box', async ({ page, browser, request }) => {
  // 展会: the auto show's front page and a news item
  await logIn(page, VISITOR);
  await page.goto(`${BASE}/exhibition?appName=auto_chongqing`);
  await expect(page.getByRole('heading', { name: '2026 山城国际车展' })).toBeVisible();
  await page
    .getByRole('region', { name: '展会资讯' })
    .getByRole('button', { name: /房车露营展区开放/ })
    .click();
  await expect(page.getByLabel('资讯正文')).toBeVisible();
  await shot(page, 'front-door-news');

  // 购票: the show's group, a ticket, the sandbox cashier
  await page.goto(`${BASE}/buy`);
  const group = page.getByRole('region', { name: '2026 山城国际车展' });
  await group.getByRole('article', { name: '普通票' }).getByRole('button', { name: '购买' }).click();
  await expect(page).toHaveURL(/\/exhibition\/ticket\/buy\?id=\d+$/);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/my\/order\/payment\/\d+$/);
  await page.getByRole('button', { name: /^立即支付/ }).click();
  await expect(page.getByRole('heading', { name: '沙箱收银台' })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();

  // the show's lottery, for ticket holders, drawn 25 s after it is published (the owner publishes it through the API)
  const projects = await callAs<{ list: { id: number; name: string }[] }>(
    request,
    OWNER,
    '/api/project/1.0.0/project/list',
    { state: 'published', page_size: 100 },
    1,
  );
  const show = projects.list.find((p) => p.name === '2026 山城国际车展')!;
  const title = `观众抽奖${Date.now().toString(36).slice(-4)}`;
  const drawAt = Math.floor(Date.now() / 1000) + 25;
  const saved = await callAs<{ id: number }>(
    request,
    OWNER,
    '/api/lottery/1.0.0/lottery/save',
    {
      project_id: show.id,
      title,
      rules: '持本届车展门票即可参与，每人一次，现场大屏开奖。',
      draw_at: drawAt,
      hold_ticket: true,
      checked_in_today: false,
      prizes: [{ name: '车展纪念车模', value: 8_800, stock: 1 }],
    },
    1,
  );
  await callAs(request, OWNER, '/api/lottery/1.0.0/lottery/publish', { id: saved.id }, 1);

  // the lottery: the ticket makes the visitor eligible
  await page.goto(`${BASE}/little-action/lottery/show/${saved.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: '参与抽奖' }).click();
  await expect(page.getByTestId('lottery-me')).toContainText('待开奖');
  await shot(page, 'front-door-lottery-entered');

  // the host's big screen, once the draw time has come
  const context = await browser.newContext(phone);
  const screen = await context.newPage();
  await logIn(screen, OWNER);
  await chooseBusiness(screen);
  await screen.goto(`${BASE}/little-action/lottery-screen/${saved.id}`);
  await expect(screen.getByRole('heading', { name: title })).toBeVisible();
  const wait = drawAt * 1000 - Date.now() + 1500;
  if (wait > 0) await screen.waitForTimeout(wait);
  await screen.reload();
  const start = screen.getByRole('button', { name: '开始抽奖' });
  await expect(start).toBeEnabled({ timeout: 15_000 });
  await start.click();
  // the roll lands on the winner (the only entrant's number also shows while it rolls)
  await expect(screen.getByTestId('screen-current')).toContainText('第 1 位，请中奖者上台领奖', { timeout: 10_000 });
  await expect(screen.getByTestId('screen-current')).toContainText('138****0001');
  await screen.getByRole('button', { name: '确认领奖' }).click();
  await expect(screen.getByText('抽奖结束', { exact: true })).toBeVisible();
  await context.close();

  // 我的抽奖, and the result recomputed from the revealed seed
  await page.goto(`${BASE}/little-action/lottery/my`);
  await expect(page.getByText('中奖：车展纪念车模').first()).toBeVisible();
  await page.goto(`${BASE}/little-action/lottery/show/${saved.id}`);
  await page.getByRole('button', { name: '在本机重新计算并核对' }).click();
  await expect(page.getByRole('status').filter({ hasText: '一致' })).toContainText(/^一致/);

  // a blind box from 购票
  await page.goto(`${BASE}/buy`);
  const box = page.getByRole('region', { name: '2026 山城国际车展' }).getByRole('article', { name: '车展限定盲盒' });
  await box.scrollIntoViewIfNeeded();
  await box.getByRole('link').click();
  await expect(page).toHaveURL(/\/little-action\/blind-box\?id=\d+$/);
  await page.getByRole('button', { name: '购买' }).click();
  await expect(page).toHaveURL(/\/my\/order\/payment\/\d+\?return=/);
  await page.getByRole('button', { name: '立即支付 ¥19.90' }).click();
  await expect(page.getByRole('heading', { name: '沙箱收银台' })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/little-action\/blind-box\/success\?/);
  await expect(page.getByRole('heading', { name: '恭喜！开出 1 件奖品' })).toBeVisible();
  await page.waitForTimeout(1200);
  await shot(page, 'front-door-blind-box');
});
