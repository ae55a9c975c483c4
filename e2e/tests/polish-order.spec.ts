import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BASE, DEMO_PASSWORD, shot as shotOf } from './helpers.js';
import { AUDITOR, VISITOR, approvedItem, callAs } from './api-setup.js';

/**
 * Issue 15, the order screens: back from the payment result leads to the order (points 2), 我的订单's layout and
 * its 待支付 link (3), 面值 only when it differs from the price (9), the cashier names the ticket and has a way
 * back, ticket cards open their ticket, the project line says what it does (10).
 */

const snap = (page: Page, name: string) => shotOf(page, `order/${name}`);

/**
 * Logs in through the API, hands the session to the app as it keeps it and opens `path` (the login screens are
 * another point's; the app refreshes the short e2e access token by itself — one page load, so no refresh is cut off).
 */
async function logIn(page: Page, mobile: string, path: string) {
  const res = await page.request.post('/api/user/1.0.0/login', {
    data: { query: { mobile, password: DEMO_PASSWORD }, payload: {} },
  });
  const body = (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
  expect(body.code, body.message).toBe(0);
  const { token, refreshToken, uid, mobile: m, username, userInfo } = body.data;
  const state = {
    token,
    refreshToken,
    uid,
    mobile: m,
    username,
    userInfo,
    info: null,
    source: '',
    client: 'web',
    businessId: null,
  };
  await page.goto(`${BASE}/my/about`);
  await page.evaluate((s) => localStorage.setItem('kc-session', JSON.stringify({ state: s, version: 0 })), state);
  await page.goto(`${BASE}${path}`);
}

/** A suffix that keeps this run's names apart from every other journey's data on the shared server. */
const tag = () => Date.now().toString(36).slice(-5);

/** A paid ticket of business 1 (prices in fen). */
const paidItem = (request: APIRequestContext, name: string, fields: Record<string, unknown> = {}) =>
  approvedItem(request, { name, sell_value: 3000, par_value: 3000, total_stock: 20, per_user_limit: 5, ...fields });

/** An unpaid order of the visitor, placed through the API. */
const placeOrder = (request: APIRequestContext, itemId: number) =>
  callAs<{ id: number; order_sn: string }>(request, VISITOR, '/corder/v1/order/createorder', {
    type: 1,
    data: { item_id: itemId, quantity: 1 },
  });

/** From the payment page of a fresh order to the sandbox cashier. */
async function toCashier(page: Page, request: APIRequestContext, name: string) {
  const itemId = await paidItem(request, name);
  const order = await placeOrder(request, itemId);
  await logIn(page, VISITOR, `/my/order/payment/${order.id}`);
  await expect(page.getByRole('status', { name: '订单状态' })).toContainText('待支付');
  await page.getByRole('button', { name: /^立即支付/ }).click();
  await expect(page.getByRole('heading', { name: '沙箱收银台' })).toBeVisible();
  return order;
}

/** Where `target` is on screen, the element the user would touch is inside it (nothing covers it). */
async function expectUncovered(target: Locator) {
  await expect(target).toBeVisible();
  const covered = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + Math.min(8, r.width / 2), r.top + r.height / 2);
    return hit === null || !(el === hit || el.contains(hit) || hit.contains(el));
  });
  expect(covered, 'covered by another element').toBe(false);
}

/** Right above the order tabs is the header (the bar titled 我的订单), not a band of the page. */
async function expectTabsUnderHeader(page: Page) {
  const gap = await page.getByRole('tablist').evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    let n = document.elementFromPoint(el.getBoundingClientRect().width / 2, top - 1);
    while (n && !(n.textContent?.includes('我的订单') && n.getBoundingClientRect().height < 80)) n = n.parentElement;
    return n ? 0 : top;
  });
  expect(gap, 'a band between the header and the tabs').toBe(0);
}

test.describe('back from the payment result leads to the order (point 2)', () => {
  test('支付成功, then back: the paid order, not the browser’s resubmission page', async ({ page, request }) => {
    const name = `返回成功票${tag()}`;
    const order = await toCashier(page, request, name);
    // the cashier names the ticket and has a way back (point 10)
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByText('商品购买')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '返回订单' })).toBeVisible();
    await snap(page, 'cashier');
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(/\/my\/order\/result\/KC\w+\?order_sn=KC\w+&result=success$/);
    await expect(page.getByText('支付成功')).toBeVisible();
    await snap(page, 'result-success');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/my/order/payment/${order.id}$`));
    await expect(page.getByRole('status', { name: '订单状态' })).toContainText('已支付');
    await expect(page.getByText('商品信息')).toBeVisible();
    await expect(page.getByRole('button', { name: '查看门票' })).toBeVisible();
    await snap(page, 'back-from-success');
  });

  test('支付失败, then back: the order still to pay', async ({ page, request }) => {
    const order = await toCashier(page, request, `返回失败票${tag()}`);
    await page.getByRole('button', { name: '支付失败' }).click();
    await expect(page).toHaveURL(/result=fail$/);
    await expect(page.getByText('支付失败')).toBeVisible();
    await snap(page, 'result-fail');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/my/order/payment/${order.id}$`));
    await expect(page.getByRole('status', { name: '订单状态' })).toContainText('待支付');
    await expect(page.getByRole('button', { name: /^立即支付/ })).toBeEnabled();
  });

  test('the cashier’s ‹ 返回订单 goes back to the order', async ({ page, request }) => {
    const order = await toCashier(page, request, `返回订单票${tag()}`);
    await page.getByRole('link', { name: '返回订单' }).click();
    await expect(page).toHaveURL(new RegExp(`/my/order/payment/${order.id}$`));
    await expect(page.getByRole('status', { name: '订单状态' })).toContainText('待支付');
    await expect(page.getByRole('button', { name: /^立即支付/ })).toBeEnabled();
  });
});

test.describe('我的订单 (point 3)', () => {
  test('?tab=unpaid opens 待支付; the tabs sit right under the header and cover no order', async ({
    page,
    request,
  }) => {
    const name = `待付订单票${tag()}`;
    // enough orders to scroll: three of another ticket first, then this one (the newest, listed first)
    const other = await paidItem(request, `滚动订单票${tag()}`);
    for (let i = 0; i < 3; i++) await placeOrder(request, other);
    await placeOrder(request, await paidItem(request, name));
    await logIn(page, VISITOR, '/my/order/list?tab=unpaid');
    await expect(page.getByRole('tab', { name: '待支付' })).toHaveAttribute('aria-selected', 'true');
    const first = page.getByRole('article').first();
    await expect(first).toHaveAccessibleName(name);
    await snap(page, 'order-list-unpaid');

    // no band between the header and the tabs: right above the tabs is the header (我的订单)
    await expectTabsUnderHeader(page);
    // the first order's name and state badge are not under the sticky tabs
    await expectUncovered(first.getByRole('heading', { name }));
    await expectUncovered(first.getByText('待支付', { exact: true }));

    // scrolled: the tabs stay right under the header; back at the top nothing is covered
    await expect(page.getByRole('article').nth(3)).toBeVisible();
    const top = async () => (await page.getByRole('article').first().boundingBox())?.y ?? Number.NaN;
    const before = await top();
    await page.mouse.move(187, 500);
    await page.mouse.wheel(0, 100);
    await expect.poll(top).toBeLessThan(before - 60);
    await expectTabsUnderHeader(page);
    await snap(page, 'order-list-scrolled');
    await page.mouse.wheel(0, -1000);
    await expect.poll(top).toBe(before);
    await expectUncovered(page.getByRole('article').first().getByRole('heading'));
  });

  test('no orders: 暂无订单 under the tabs, with 去购票', async ({ page }) => {
    await logIn(page, AUDITOR, '/my/order/list');
    await expectUncovered(page.getByText('暂无订单'));
    await snap(page, 'order-list-empty');
    await page.getByRole('button', { name: '去购票' }).click();
    await expect(page).toHaveURL(/\/exhibition\/ticket$/);
  });
});

test.describe('tickets on sale (points 9, 10)', () => {
  test('面值 only when it differs; the card opens its ticket; 购买 still buys; the project line filters honestly', async ({
    page,
    request,
  }) => {
    const same = `同价票${tag()}`;
    const off = `优惠票${tag()}`;
    const sameId = await paidItem(request, same, { sell_value: 101, par_value: 101 });
    await paidItem(request, off, { sell_value: 102, par_value: 8800 });
    await logIn(page, VISITOR, '/exhibition/ticket');

    const sameCard = page.getByRole('article', { name: same });
    await expect(sameCard).toContainText('1.01');
    await expect(sameCard.getByText(/面值/)).toHaveCount(0);
    const offCard = page.getByRole('article', { name: off });
    await expect(offCard.getByText('面值 ¥88.00')).toBeVisible();
    await sameCard.scrollIntoViewIfNeeded();
    await snap(page, 'sale-list');

    // a tap anywhere on the card (here its price stub) opens the ticket (the cheapest are listed first)
    await sameCard.click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(new RegExp(`/exhibition/ticket/buy\\?id=${sameId}$`));
    await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
    await page.goBack();

    // 购买 works as before
    await page.getByRole('article', { name: same }).getByRole('button', { name: '购买' }).click();
    await expect(page).toHaveURL(new RegExp(`/exhibition/ticket/buy\\?id=${sameId}$`));
    await page.goBack();

    // the project line says what it does: only this exhibition's tickets
    await page
      .getByRole('article', { name: same })
      .getByRole('button', { name: /^只看该展会门票/ })
      .click();
    await expect(page).toHaveURL(/\/exhibition\/ticket\?project_id=\d+$/);
    await expect(page.getByText('仅显示所选展会的门票')).toBeVisible();
    await expect(page.getByRole('article', { name: same })).toBeVisible();
  });
});
