import { expect, test } from '@playwright/test';
import { E2E_ACCESS_TOKEN_TTL } from '../server.js';
import { BASE, acceptTerms, loginByPassword, shot, storedSession, waitForSmsCode } from './helpers.js';

test('a logged-out visit to a login route asks to log in and lands on the target after password login', async ({
  page,
}) => {
  await page.goto(`${BASE}/my/order/list`);
  await expect(page).toHaveURL(/\/static-kc2\/login\?redirect=%2Fmy%2Forder%2Flist/);
  await expect(page.getByText('请登录')).toBeVisible();
  await shot(page, 'login-sms');
  await page.getByText('密码登录').click();
  await expect(page).toHaveURL(/\/loginPwd\?redirect=/);
  await loginByPassword(page, '13800000001', 'wrong-pass1');
  await expect(page.getByText(/手机号或密码错误，还可尝试\d次/)).toBeVisible();
  await loginByPassword(page, '13800000001');
  await expect(page).toHaveURL(new RegExp(`${BASE}/my/order/list$`));
  await expect(page.getByText('我的订单').first()).toBeVisible();
  await expect(page.getByRole('article').or(page.getByText('暂无订单')).first()).toBeVisible();
  await shot(page, 'login-redirect-back');
  expect((await storedSession(page))?.token).toBeTruthy();
});

test('SMS login with the code from the server log registers a new mobile and shows the personal home', async ({
  page,
}) => {
  const mobile = '13912345678';
  await page.goto(`${BASE}/login`);
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await waitForSmsCode(mobile);
  await expect(page.getByText(/\d+s后重新获取/)).toBeVisible();
  await page.getByPlaceholder('请输入6位验证码').fill(code);
  await acceptTerms(page);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));
  await expect(page.getByText('用户5678')).toBeVisible();
  await shot(page, 'my-home');
});

test('an expired access token is refreshed transparently', async ({ page }) => {
  await page.goto(`${BASE}/loginPwd`);
  await loginByPassword(page, '13800000002');
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));
  await expect(page.getByText('商家老李')).toBeVisible();
  const before = await storedSession(page);
  await page.waitForTimeout((E2E_ACCESS_TOKEN_TTL + 1) * 1000);
  await page.goto(`${BASE}/my/userInfo`);
  await expect(page.getByText('请登录')).toHaveCount(0);
  await expect(page.locator('input[value="商家老李"]')).toBeVisible();
  const after = await storedSession(page);
  expect(after?.token).toBeTruthy();
  expect(after?.token).not.toBe(before?.token);
  expect(after?.refreshToken).not.toBe(before?.refreshToken);
  await expect(page.getByText('登录失效，请重新登录')).toHaveCount(0);
});

test('logout asks first, then clears the session and storage', async ({ page }) => {
  await page.goto(`${BASE}/loginPwd`);
  await loginByPassword(page, '13800000001');
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));
  await page.evaluate(() => sessionStorage.setItem('scratch', '1'));
  await page.goto(`${BASE}/my/setting`);
  await shot(page, 'setting');
  await page.getByText('退出登录').click();
  await expect(page.getByText('是否确定退出登录？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await storedSession(page))?.token ?? '').toBe('');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto(`${BASE}/my`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy/);
});
