import { expect, test, type Page } from '@playwright/test';
import { smsCodeFromLog } from '../server.js';
import { OWNER, VISITOR, logIn, logOut } from './api-setup.js';
import { BASE, acceptTerms, loginByPassword, waitForSmsCode, shot as shotOf } from './helpers.js';
import { sendCode, waitForPasswordCode } from './wallet-helpers.js';

/** Issue 15, points 1, 6, 8 and 10 (part): the front door, slow-network feedback, login and account basics, names. */

const shot = (page: Page, name: string) => shotOf(page, `shell/${name}`);

/** A mobile of its own per run and journey (registered by its first SMS login). */
const freshMobile = (n: number) => `1396${String(Date.now()).slice(-6)}${n}`;

async function smsLogin(page: Page, mobile: string) {
  await page.goto(`${BASE}/login`);
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入6位验证码').fill(await waitForSmsCode(mobile));
  await acceptTerms(page);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));
}

const boxesOverlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the front door: / is the public 购票 tab with the tab bar; 我的 asks for login without hiding 密码登录; 购买 logs in and comes back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`${BASE}/buy$`));
  const tabs = page.getByRole('navigation', { name: '底部导航' });
  for (const tab of ['活动', '展会', '购票', '我的']) await expect(tabs.getByText(tab, { exact: true })).toBeVisible();
  // what is on sale now, without an account (the first ticket of the list: earlier specs add their own before the demo's)
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  const name = (await first.getByRole('heading').first().innerText()).trim();
  const vip = page.getByRole('article', { name }).first();
  await expect(vip.getByRole('button', { name: '购买' })).toBeVisible();
  await expect(page.getByText('功能建设中')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
  await shot(page, 'front-door-buy');

  // 活动 is the events' home tab and 展会 the exhibition's front page (both open to everyone); the tab bar stays
  await tabs.getByText('展会', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/exhibition$`));
  await expect(page.getByText('2026 山城国际车展').first()).toBeVisible();
  await expect(page.getByText('功能建设中')).toHaveCount(0);
  await expect(tabs).toBeVisible();
  await tabs.getByText('活动', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/funly$`));
  await expect(page.getByText('周末越野车友见面会').first()).toBeVisible();
  await expect(tabs).toBeVisible();

  // 我的 asks for login; the 请登录 toast does not cover 密码登录
  await tabs.getByText('我的', { exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy$/);
  const toast = page.getByText('请登录', { exact: true });
  await expect(toast).toBeVisible();
  const link = page.getByRole('link', { name: '密码登录' });
  await expect(link).toBeVisible();
  expect(boxesOverlap((await toast.boundingBox())!, (await link.boundingBox())!)).toBe(false);
  await shot(page, 'front-door-login-toast');
  // back returns to the tab the visitor was on
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/funly$`));

  // 购买 when logged out: login, then back to the buy screen of that ticket
  await tabs.getByText('购票', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/buy$`));
  await page.getByRole('article', { name }).first().getByRole('button', { name: '购买' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fexhibition%2Fticket%2Fbuy/);
  await page.getByRole('link', { name: '密码登录' }).click();
  await expect(page.getByRole('heading', { name: '密码登录' })).toBeVisible();
  await loginByPassword(page, VISITOR);
  await expect(page).toHaveURL(/\/exhibition\/ticket\/buy\?id=\d+$/);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('slow network: the branded splash shows at once, and a tapped tile shows the top progress bar', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, VISITOR);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 560,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });

  await page.goto(`${BASE}/my`, { waitUntil: 'commit' });
  const splash = page.getByRole('status', { name: '车友会 正在加载' });
  await expect(splash).toBeVisible({ timeout: 3000 });
  await expect(splash.getByText('车友会')).toBeVisible();
  await shot(page, 'slow-splash');
  const orders = page.getByRole('button', { name: '我的订单', exact: true }).first();
  await expect(orders).toBeVisible({ timeout: 90_000 });
  await expect(splash).toHaveCount(0);

  await orders.click();
  const bar = page.getByRole('progressbar', { name: '页面加载中' });
  await expect(bar).toBeVisible({ timeout: 2000 });
  await shot(page, 'slow-progress-bar');
  await expect(page).toHaveURL(/\/my\/order\/list/, { timeout: 60_000 });
  await expect(bar).toHaveCount(0, { timeout: 60_000 });
});

test('login: logo, consent before logging in, the documents open over the form', async ({ page }) => {
  await page.goto(`${BASE}/loginPwd`);
  await expect(page.getByRole('img', { name: '车友会' })).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill(VISITOR);
  await page.getByPlaceholder('请输入密码').fill('Demo@1234');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}/loginPwd$`));
  await shot(page, 'login-consent');

  await page.getByRole('button', { name: '《用户协议》' }).click();
  await expect(page.getByRole('heading', { name: '用户协议' })).toBeVisible();
  await expect(page.getByText('欢迎使用车友会')).toBeVisible();
  await shot(page, 'login-agreement');
  await page.getByRole('button', { name: '我知道了' }).click();
  await page.getByRole('button', { name: '《隐私政策》' }).click();
  await expect(page.getByRole('heading', { name: '隐私政策' })).toBeVisible();
  await page.getByRole('button', { name: '我知道了' }).click();
  // what was typed stays
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue(VISITOR);
  await acceptTerms(page);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));
});

test('忘记密码: reset by SMS code logs in; the new password works; a weak one is refused', async ({ page }) => {
  test.setTimeout(120_000);
  const mobile = freshMobile(1);
  await smsLogin(page, mobile);
  await logOut(page);

  await page.goto(`${BASE}/loginPwd?redirect=${encodeURIComponent('/my/setting/account')}`);
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/loginPwd\?redirect=.*&reset=1$/);
  await expect(page.getByRole('heading', { name: '忘记密码' })).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  const before = smsCodeFromLog(mobile, 'setpassword');
  await sendCode(page);
  const code = await waitForPasswordCode(mobile, before);
  await page.getByPlaceholder('请输入6位验证码').fill(code);
  await page.locator('input[aria-label="新密码"]').fill('abcdefgh');
  await page.locator('input[aria-label="确认新密码"]').fill('abcdefgh');
  await acceptTerms(page);
  await page.getByRole('button', { name: '重置密码并登录' }).click();
  await expect(page.getByText('密码为8-32位，须包含字母和数字').last()).toBeVisible();
  await page.locator('input[aria-label="新密码"]').fill('Reset2026ok');
  await page.locator('input[aria-label="确认新密码"]').fill('Reset2026ok');
  await shot(page, 'login-reset');
  await page.getByRole('button', { name: '重置密码并登录' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my/setting/account$`));
  await expect(page.getByText('修改登录密码')).toBeVisible();

  await logOut(page);
  await page.goto(`${BASE}/loginPwd`);
  await loginByPassword(page, mobile, 'Reset2026ok');
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));
});

test('账号与安全: 设置登录密码 by SMS code, then password login works', async ({ page }) => {
  test.setTimeout(120_000);
  const mobile = freshMobile(2);
  await smsLogin(page, mobile);
  await page.goto(`${BASE}/my/setting/account`);
  await page.getByText('设置登录密码').click();
  await expect(page.getByText(/验证码将发送至 \d{3}\*\*\*\*\d{4}/)).toBeVisible();
  const before = smsCodeFromLog(mobile, 'setpassword');
  await sendCode(page);
  await page.getByRole('textbox', { name: '验证码' }).fill(await waitForPasswordCode(mobile, before));
  await page.locator('input[aria-label="新登录密码"]').fill('Ride2026ok');
  await page.locator('input[aria-label="确认新登录密码"]').fill('Ride2026ok');
  await shot(page, 'account-set-password');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('登录密码已设置')).toBeVisible();
  await expect(page.getByText('修改登录密码')).toBeVisible();
  await shot(page, 'account-password-set');

  await logOut(page);
  await page.goto(`${BASE}/loginPwd`);
  await loginByPassword(page, mobile, 'Ride2026ok');
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));
});

test('微信绑定: bind, change with an SMS code, unbind after a confirmation', async ({ page }) => {
  test.setTimeout(120_000);
  const mobile = freshMobile(3);
  await smsLogin(page, mobile);
  await page.goto(`${BASE}/my/setting/account`);
  await page.getByText('微信绑定').click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my/setting/account/wechat$`));
  await expect(page.getByText('未绑定')).toBeVisible();
  await expect(page.getByText('功能建设中')).toHaveCount(0);
  await shot(page, 'wechat-unbound');
  await page.getByRole('button', { name: '绑定沙箱账号（演示）' }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  await expect(page.getByText('未绑定')).toHaveCount(0);
  await shot(page, 'wechat-bound');

  await page.getByRole('button', { name: '更换微信' }).click();
  await expect(page.getByText(/更换前请验证手机号/)).toBeVisible();
  await page.getByRole('button', { name: '更换为沙箱账号' }).click();
  await expect(page.getByText('请输入6位数字验证码')).toBeVisible();
  const before = smsCodeFromLog(mobile, 'setpassword');
  await sendCode(page);
  await page.getByRole('textbox', { name: '验证码' }).fill(await waitForPasswordCode(mobile, before));
  await shot(page, 'wechat-change');
  await page.getByRole('button', { name: '更换为沙箱账号' }).click();
  await expect(page.getByText('已更换微信账号')).toBeVisible();

  await page.getByRole('button', { name: '解绑' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: '是否确定解绑' });
  await expect(ask).toBeVisible();
  await shot(page, 'wechat-unbind-confirm');
  await ask.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已解绑')).toBeVisible();
  await expect(page.getByText('未绑定')).toBeVisible();
});

test('关于我们 gives the service phone as a tel: link; 我的商家 without a business leads to registration; 商家中心 is one name', async ({
  page,
}) => {
  await page.goto(`${BASE}/my/about`);
  const phone = page.getByRole('link', { name: /拨打客服电话/ });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', /^tel:[\d+]+$/);
  await shot(page, 'about-phone');

  const mobile = freshMobile(4);
  await smsLogin(page, mobile);
  await page.goto(`${BASE}/my/business`);
  await expect(page.getByText('你还没有加入任何商家')).toBeVisible();
  await expect(page.getByText('暂无商家')).toHaveCount(0);
  await shot(page, 'business-empty');
  await page.getByRole('button', { name: '申请商家入驻' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/business-register/form$`));
  await logOut(page);

  // the owner's 商家中心 tile opens a page of the same name
  await logIn(page, OWNER);
  await page.getByText('商家中心', { exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket-invitation$`));
  await expect(page.getByText('商家中心', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('票务中心')).toHaveCount(0);
  await shot(page, 'business-center-title');
});
