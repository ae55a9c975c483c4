import { expect, test } from '@playwright/test';
import { BASE, loginByPassword, shot } from './helpers.js';

test('/ redirects to the app and an unknown path shows the 404 page with both buttons working', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/static-kc2\//);
  await page.goto(`${BASE}/my/about`);
  await expect(page.getByText('关于我们').first()).toBeVisible();
  await page.goto(`${BASE}/no/such/page`);
  await expect(page.getByText('404错误页面')).toBeVisible();
  await expect(page.getByText('Sorry您访问的页面不见了~')).toBeVisible();
  await shot(page, 'not-found');
  await page.getByRole('button', { name: '返回上一页' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my/about$`));
  await page.goto(`${BASE}/no/such/page`);
  await page.getByRole('button', { name: '回到首页' }).click();
  // home is the front door / → /buy, a public tab: a logged-out visitor is not asked to log in
  await expect(page).toHaveURL(new RegExp(`${BASE}/buy$`));
});

test('parameter rules: a bad ticket-business id goes to /404, a bad audit type sets isNotMatchParams=1', async ({
  page,
}) => {
  await page.goto(`${BASE}/loginPwd`);
  await loginByPassword(page, '13800000002');
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));
  await page.goto(`${BASE}/ticket-invitation/ticket/abc`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/404$`));
  await expect(page.getByText('404错误页面')).toBeVisible();
  await page.goto(`${BASE}/b/audit/lottery/3`);
  await expect(page).toHaveURL(/\/b\/audit\/lottery\/3\?isNotMatchParams=1$/);
  await page.goto(`${BASE}/b/audit/ticket/3`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/b/audit/ticket/3$`));
  await expect(page.getByText('审核详情')).toBeVisible();
});

test('banners list and profile edit', async ({ page }) => {
  await page.goto(`${BASE}/app/banner`);
  await expect(page.getByText('2026 重庆国际车展 门票热卖中')).toBeVisible();
  await shot(page, 'banner');
  await page.goto(`${BASE}/loginPwd?redirect=${encodeURIComponent('/my/userInfo')}`);
  await loginByPassword(page, '13800000004');
  await expect(page).toHaveURL(new RegExp(`${BASE}/my/userInfo$`));
  const nickname = page.locator('input[value="审核员小陈"]');
  await expect(nickname).toBeVisible();
  await nickname.fill('');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('昵称不能为空')).toBeVisible();
  await page.locator('input').first().fill('审核员老陈');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await shot(page, 'user-info');
  await page.goto(`${BASE}/my`);
  await expect(page.getByText('审核员老陈')).toBeVisible();
});
