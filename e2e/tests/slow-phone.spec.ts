import { expect, test } from '@playwright/test';
import { BASE } from './helpers.js';

// A phone six times slower than this machine, loading the app cold: the first page must always come up. The first
// render is a transition that yields, and react-router's RouterProvider missed the router finishing the first page in
// such a gap: the app stayed on 加载中 for good (6 of 6 cold loads here before app/app-router-provider.tsx). Each
// load also gets the route's files preloaded from the HTML (packages/shared/src/app/route-deps.ts) and then opens a
// second page, whose modules come from the route-deps file.
test('a slow phone: every cold load shows its page, and the next page opens', async ({ page, context }) => {
  test.setTimeout(180_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (let i = 0; i < 3; i++) {
    await page.goto(`${BASE}/loginPwd`);
    await expect(page.getByRole('heading', { name: '密码登录' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    // the preloads came with the HTML (their page's route named in it)
    await expect(page.locator('meta[name="kc-preloaded-route"]')).toHaveAttribute('content', '/loginPwd');
  }
  // a page the HTML did not preload: its modules are linked from the route-deps file before its chunk loads
  await page.getByRole('link', { name: '验证码登录' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/login$`));
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible({ timeout: 30_000 });
  const linked = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((ls) => ls.map((l) => (l as unknown as { href: string }).href));
  expect(linked.some((h) => /\/assets\/login-page-[\w-]+\.js$/.test(h))).toBe(true);
});

// A shared page's first frame (apps/server/src/plugins/app/page-preview.ts): the 活动 tab opens with its first banner's
// picture and title in the splash before any script has run, and the page then shows the same picture.
test('a slow phone: the 活动 tab shows its first banner in the splash, then the page', async ({ page, context }) => {
  test.setTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // the splash as the HTML drew it, before start.js had run (what a phone shows while the scripts download)
  const html = await (await page.request.get(`${BASE}/funly`)).text();
  expect(html).toContain('class="boot-splash has-preview"');
  expect(html).toContain('<div class="boot-preview-title">2026 重庆国际车展 门票热卖中</div>');
  const src = /<img class="boot-preview" src="([^"]+)"/.exec(html)![1]!;
  await page.goto(`${BASE}/funly`);
  await expect(page.getByRole('img', { name: '2026 重庆国际车展 门票热卖中' }).first()).toHaveAttribute('src', src, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('boot-splash')).toHaveCount(0);
});
