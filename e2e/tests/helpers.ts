import { expect, type Locator, type Page } from '@playwright/test';
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
  // the password login's own field first: a tap on 密码登录 keeps the SMS login (it has a mobile field too) on screen
  // until the new page's code has loaded, and a mobile typed into it then is lost
  await expect(page.getByPlaceholder('请输入密码')).toBeVisible();
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

/**
 * E2E_SHOTS=0 (CI): no screenshots. They are for a person to look at (375×812, e2e/screenshots); CI keeps none, and
 * the journeys' ~250 of them cost minutes of the one browser's time.
 */
export const SHOTS = process.env.E2E_SHOTS !== '0';

export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  if (SHOTS) await page.screenshot({ path: `screenshots/${name}.png`, ...opts });
}

/** Makes business 1 (示例车展运营公司) the current business on /my/business. */
export async function chooseBusiness(page: Page) {
  await page.goto(`${BASE}/my/business`);
  await page.getByText('示例车展运营公司').click();
  await expect(page.locator('.business-item.is-current')).toContainText('示例车展运营公司');
}

/** The bottom picker that is open now. */
export const openPicker = (page: Page) => page.locator('.adm-picker-popup .adm-popup-body:visible');

/** Confirms the open picker's choice. */
export async function confirmPicker(page: Page) {
  await openPicker(page).locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await expect(openPicker(page)).toHaveCount(0);
}

/** Opens a date field by its text (or placeholder) and confirms the picker's suggestion. */
export async function pickDate(page: Page, fieldText: string) {
  await page.getByText(fieldText, { exact: true }).first().click();
  await confirmPicker(page);
}

/** A long page as viewport screenshots from the top down (name-1, name-2, …), then back to the top. */
export async function fullShot(page: Page, name: string) {
  if (!SHOTS) return;
  let reached = -1;
  for (let i = 0; i < 4; i++) {
    const y = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return window.scrollY;
    }, i * 640);
    if (y <= reached) break;
    reached = y;
    await page.waitForTimeout(150);
    await shot(page, `${name}-${i + 1}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A small PNG (a blue square) for the upload fields. */
export const PNG = {
  name: 'icon.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWMQK/9PEmIY1VA+GkpiwzVpAACdg4wQ+InU2gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/**
 * A picture chosen in an antd ImageUploader inside `scope` has finished uploading: its preview shows and no 上传中 mask
 * is left. The preview shows the local file at once, so a form saved before the upload ends has no picture yet (a
 * loaded CI machine: a project draft saved without its cover).
 */
export async function expectUploaded(scope: Page | Locator): Promise<void> {
  await expect(scope.locator('.adm-image-uploader-cell img').first()).toBeVisible();
  await expect(scope.locator('.adm-image-uploader-cell-mask')).toHaveCount(0, { timeout: 20_000 });
}
