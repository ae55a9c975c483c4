import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { BASE, shot as shotOf } from './helpers.js';
import { CHECKER, VISITOR, approvedItem, checkpointOf, logIn, receivedByVisitor } from './api-setup.js';

/**
 * Issue 15, points 4, 9 and 10 as the holder and the checker notice them: the QR screen shows 10 digits a checker
 * can type (手动输入核销码, the no-camera dialog, the scanner-gun page) and the write-off succeeds; an unknown code
 * answers with a short headline; 扫码枪 fits on one line; the holder sees their own name; a card of 我的门票 is
 * one link a tap, Enter or Space opens.
 */
const snap = (page: Page, name: string) => shotOf(page, `verify/${name}`, { fullPage: true });
const suffix = () => Date.now().toString(36).slice(-5);
const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** An approved free ticket with a point of the demo checker; the visitor holds one. */
async function heldTicket(request: APIRequestContext, name: string, fields: Record<string, unknown> = {}) {
  const itemId = await approvedItem(request, { name, ...fields });
  const pointId = await checkpointOf(request, itemId, { point_name: '南门检票口', point_location: '博览中心南门' });
  return { itemId, pointId, holdingId: await receivedByVisitor(request, itemId) };
}

/** The visitor on their own phone, on the QR screen of a held ticket: the digits shown under the QR. */
async function holderScreen(browser: Browser, holdingId: number) {
  const visitor = await (await browser.newContext(phone)).newPage();
  await logIn(visitor, VISITOR);
  await visitor.goto(`${BASE}/verification/show-qrcode/ticket/${holdingId}`);
  await expect(visitor.getByRole('img', { name: '核销二维码' })).toHaveAttribute('data-code', /^K2\./);
  const digits = visitor.getByTestId('short-code');
  await expect(digits).toHaveText(/^\d{4} \d{4} \d{2}$/);
  return { visitor, shown: (await digits.textContent())! };
}

/** How many lines an element's text takes. */
const lineCount = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(
      Array.from(range.getClientRects() as ArrayLike<DOMRect>)
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    ).size;
  });

test('the holder reads out the digits under the QR; the checker types them into 手动输入核销码 and sees 核销成功', async ({
  browser,
  page,
  request,
}) => {
  const name = `数字码票${suffix()}`;
  const { pointId, holdingId } = await heldTicket(request, name);
  const { visitor, shown } = await holderScreen(browser, holdingId);
  await expect(visitor.getByRole('group', { name: '数字核销码' })).toContainText('请核销员输入此数字码');
  // the holder's own screen: their own name in full, the mobile masked
  await expect(visitor.locator('dl').getByText('观众小王 138****0001')).toBeVisible();
  await snap(visitor, 'holder-qr-short-code');

  await logIn(page, CHECKER);
  await page.goto(`${BASE}/verification/scan/${pointId}`);
  const input = page.getByRole('textbox', { name: '手动输入核销码' });
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await input.fill(shown);
  await snap(page, 'checker-typed-short-code');
  await page.getByRole('button', { name: '核销', exact: true }).click();
  const ok = page.getByRole('status', { name: '核销成功' });
  await expect(ok).toContainText('核销成功');
  await expect(ok).toContainText(name);
  // the checker sees the holder masked
  await expect(ok).toContainText('观**王 138****0001');
  await snap(page, 'checker-short-code-ok');

  // the holder's screen turns 已核销 by itself
  await expect(visitor.getByTestId('qr-state-label')).toHaveText('已核销', { timeout: 30_000 });
  await visitor.context().close();
});

test('no camera: the dialog’s 手动输入核销码 takes the digits too; the scanner-gun page takes them typed with Enter', async ({
  browser,
  page,
  request,
}) => {
  const name = `无摄像头票${suffix()}`;
  const { pointId, holdingId } = await heldTicket(request, name, { limit_num: 2 });
  const { visitor, shown } = await holderScreen(browser, holdingId);

  await logIn(page, CHECKER);
  await page.goto(`${BASE}/verification/scan/${pointId}`);
  await page.getByRole('button', { name: '扫一扫' }).click();
  const camera = page.getByRole('dialog', { name: '扫一扫' });
  await expect(camera.getByRole('alert')).toContainText('手动输入核销码');
  await camera.getByRole('textbox', { name: '手动输入核销码' }).fill(shown.replace(/ /g, ''));
  await camera.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('status', { name: '核销成功' })).toContainText(name);

  // the second use at the scanner gun: the digits typed on the keyboard, then Enter
  await page.goto(`${BASE}/pc/scan?point_id=${pointId}`);
  await expect(page.getByText('也可键入持有人的数字码后按回车')).toBeVisible();
  const gun = page.getByRole('textbox', { name: '核销码' });
  await expect(gun).toBeFocused();
  await gun.pressSequentially(shown);
  await gun.press('Enter');
  await expect(page.getByRole('status', { name: '核销成功' })).toContainText(name);
  await snap(page, 'gun-short-code-ok');
  await visitor.context().close();
});

test('an unknown code: a short headline 无效码 with the reason below it', async ({ page, request }) => {
  const { pointId } = await heldTicket(request, `无效码票${suffix()}`);
  await logIn(page, CHECKER);
  await page.goto(`${BASE}/verification/scan/${pointId}`);
  await page.getByRole('textbox', { name: '手动输入核销码' }).fill('0000 0000 01');
  await page.getByRole('button', { name: '核销', exact: true }).click();
  const refused = page.getByRole('status', { name: '核销失败' });
  await expect(refused.getByRole('heading')).toHaveText('无效码');
  await expect(refused.getByText('二维码无效或已过期，请让对方刷新后重新出示')).toBeVisible();
  // the sentence is body text, smaller than the headline and not red
  const [head, body] = await Promise.all([
    refused.getByRole('heading').evaluate((e) => getComputedStyle(e).fontSize),
    refused.getByText('二维码无效或已过期').evaluate((e) => [getComputedStyle(e).fontSize, getComputedStyle(e).color]),
  ]);
  expect(parseFloat(body[0]!)).toBeLessThan(parseFloat(head) * 0.6);
  expect(body[1]).not.toBe('rgb(245, 72, 59)');
  await snap(page, 'checker-bad-code');
});

test('扫码枪 fits on one line among my point’s buttons', async ({ page, request }) => {
  const name = `扫码枪一行${suffix()}`;
  const { itemId } = await heldTicket(request, name);
  await logIn(page, CHECKER);
  await page.goto(`${BASE}/ticket-invitation/checker/${itemId}`);
  const point = page.getByRole('article', { name: '南门检票口' });
  for (const label of ['扫码核销', '扫码枪', '记录'])
    expect(await lineCount(point.getByRole('button', { name: label }))).toBe(1);
  await snap(page, 'checker-point-buttons');
});

test('a card of 我的门票 is one link: a tap, Enter or Space opens its code screen; the holder’s own name in full', async ({
  page,
  request,
}) => {
  const name = `可点门票${suffix()}`;
  const { holdingId } = await heldTicket(request, name);
  await logIn(page, VISITOR);
  await page.goto(`${BASE}/my/ticket/list`);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('持有人 观众小王');
  await snap(page, 'my-tickets-cards');

  // the keyboard reaches it and opens it
  const link = page.getByRole('link', { name });
  await link.focus();
  await expect(link).toBeFocused();
  await link.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${BASE}/verification/show-qrcode/ticket/${holdingId}$`));
  await page.goBack();
  await page.getByRole('link', { name }).press(' ');
  await expect(page).toHaveURL(new RegExp(`${BASE}/verification/show-qrcode/ticket/${holdingId}$`));
  await page.goBack();
  // a finger on the card's text
  await page.getByRole('article', { name }).getByText('凭证入场').tap();
  await expect(page).toHaveURL(new RegExp(`${BASE}/verification/show-qrcode/ticket/${holdingId}$`));
});
