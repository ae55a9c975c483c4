import { expect, type Page } from '@playwright/test';
import { smsCodeFromLog } from '../server.js';

export const BASE = '/static-kc2';
export const DEMO_PASSWORD = 'Demo@1234';

/** The persisted session as the app keeps it in localStorage. */
export async function storedSession(page: Page): Promise<{ token?: string; refreshToken?: string } | null> {
  const raw = await page.evaluate(() => localStorage.getItem('kc-session'));
  return raw ? ((JSON.parse(raw) as { state?: { token?: string; refreshToken?: string } }).state ?? null) : null;
}

/** Ticks 我已阅读并同意《用户协议》《隐私政策》 on a login screen (login is refused without it). */
export async function acceptTerms(page: Page) {
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
}

export async function loginByPassword(page: Page, mobile: string, password = DEMO_PASSWORD) {
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill(password);
  await acceptTerms(page);
  await page.getByRole('button', { name: '登录' }).click();
}

/** Waits for the server to print an SMS code for the mobile, newer than `before`. */
export async function waitForSmsCode(mobile: string, before?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      code = smsCodeFromLog(mobile);
      return code !== undefined && code !== before;
    })
    .toBe(true);
  return code!;
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}.png` });
}

/** Makes business 1 (示例车展运营公司) the current business on /my/business. */
export async function chooseBusiness(page: Page) {
  await page.goto(`${BASE}/my/business`);
  await page.getByText('示例车展运营公司').click();
  await expect(page.locator('.business-item.is-current')).toContainText('示例车展运营公司');
}
