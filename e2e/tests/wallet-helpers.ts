import { expect, type Page } from '@playwright/test';
import { smsCodeFromLog } from '../server.js';
import { BASE } from './helpers.js';

/** The pay password the wallet journeys set. */
export const PAY_PASSWORD = '246810';

/** Waits for a new SMS code of scene setpassword for the mobile (newer than `before`). */
export async function waitForPasswordCode(mobile: string, before: string | undefined): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      code = smsCodeFromLog(mobile, 'setpassword');
      return code !== undefined && code !== before;
    })
    .toBe(true);
  return code!;
}

/**
 * 获取验证码; one code per mobile per 60 s (whatever the scene), so right after an SMS login the server answers
 * 验证码发送过于频繁，请N秒后再试: wait that long and send again.
 */
export async function sendCode(page: Page) {
  const button = page.getByRole('button', { name: '获取验证码' });
  const tooSoon = page.getByText(/验证码发送过于频繁，请\d+秒后再试/);
  await button.click();
  await expect(page.getByText(/\d+s后重新获取/).or(tooSoon)).toBeVisible();
  if (await tooSoon.isVisible()) {
    const wait = Number(/请(\d+)秒/.exec(await tooSoon.innerText())?.[1] ?? 60);
    await page.waitForTimeout((wait + 1) * 1000);
    await button.click();
    await expect(page.getByText(/\d+s后重新获取/)).toBeVisible();
  }
}

/** The balance on /my/balance in fen. */
export async function balanceFen(page: Page): Promise<number> {
  await page.goto(`${BASE}/my/balance`);
  const text = await page.locator('.wallet-hero-value').innerText();
  const yuan = /([\d.]+)/.exec(text)?.[1];
  expect(yuan, text).toBeTruthy();
  return Math.round(Number(yuan) * 100);
}

/** On the SMS step: a fresh code to the own mobile, the new password twice, 确定 → back on `back`. */
export async function setPasswordBySms(page: Page, mobile: string, password: string, back = '/my/balance') {
  await expect(page).toHaveURL(/\/my\/balance\/smsVerification\?next=(set|forget)/);
  await expect(page.getByText(`验证码将发送至 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`)).toBeVisible();
  const before = smsCodeFromLog(mobile, 'setpassword');
  await sendCode(page);
  const code = await waitForPasswordCode(mobile, before);
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.locator('input[aria-label="新支付密码"]').fill(password);
  await page.locator('input[aria-label="确认新密码"]').fill(password);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}${back}$`));
}

/** Binds the sandbox account on /my/balance/account when none is bound. */
export async function ensureSandboxAccount(page: Page) {
  await page.goto(`${BASE}/my/balance/account`);
  const bind = page.getByRole('button', { name: '绑定沙箱账户（演示）' });
  await expect(bind.or(page.getByRole('button', { name: '解绑' }))).toBeVisible();
  if (await bind.isVisible()) {
    await bind.click();
    await expect(page.getByText('绑定成功')).toBeVisible();
  }
  await expect(page.getByText('沙箱测试账户')).toBeVisible();
}

/** Types 6 digits on the number keyboard of the pay-password sheet. */
export async function typePayPassword(page: Page, digits: string) {
  const key = (d: string) => page.locator('.adm-number-keyboard-popup').getByRole('button', { name: d, exact: true });
  await expect(key('0')).toBeVisible();
  for (const d of digits) await key(d).click();
}
