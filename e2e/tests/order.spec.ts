import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, BASE, shot } from './helpers.js';
import { VISITOR, approvedItem, callAs, logIn } from './api-setup.js';

/** A suffix that keeps this run's names apart from every other journey's data on the shared server. */
const tag = () => Date.now().toString(36).slice(-5);

/** A paid ticket of business 1 (price in fen). */
const paidItem =
  (name: string, fields: Record<string, unknown> = {}) =>
  (request: Parameters<typeof approvedItem>[0]) =>
    approvedItem(request, { name, sell_value: 5000, par_value: 5000, total_stock: 20, per_user_limit: 3, ...fields });

/** The sandbox cashier: 确认支付 or 支付失败, then back to the app. */
async function payAtCashier(page: Page, choice: '确认支付' | '支付失败') {
  await expect(page.getByRole('heading', { name: '沙箱收银台' })).toBeVisible();
  await page.getByRole('button', { name: choice }).click();
}

test('a visitor buys paid tickets: choose, order, pay at the cashier, the server’s result, the tickets, a partial refund', async ({
  page,
  request,
}) => {
  const name = `展会门票${tag()}`;
  const itemId = await paidItem(name)(request);

  await logIn(page, VISITOR);
  await page.getByRole('button', { name: '购买门票', exact: true }).click();
  await expect(page).toHaveURL(/\/exhibition\/ticket$/);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('50.00');
  await expect(card).toContainText('剩余 20 张');
  // the demo exhibition's tickets are on sale too
  await expect(page.getByRole('article', { name: 'VIP票' }).first()).toBeVisible();
  await expect(page.locator('.adm-toast-main')).toBeHidden();
  await shot(page, 'order-sale-list');
  await card.getByRole('button', { name: '购买' }).click();

  // the buy screen: quantity within the per-user limit (3), the total follows
  await expect(page).toHaveURL(new RegExp(`/exhibition/ticket/buy\\?id=${itemId}$`));
  const qty = page.getByRole('region', { name: '购买数量' });
  await expect(qty).toContainText('剩余 20 张 · 每人限购 3 张');
  await qty.locator('.adm-stepper-plus').click();
  await expect(page.getByTestId('buy-total')).toContainText('¥100.00');
  await expect(page.getByRole('region', { name: '持票人' }).getByText(/^本人/)).toBeVisible();
  await shot(page, 'order-buy');
  await page.getByRole('button', { name: '提交订单' }).click();

  // the payment page with the live time left
  await expect(page).toHaveURL(/\/my\/order\/payment\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  await expect(page.getByRole('status', { name: '订单状态' })).toContainText('待支付');
  await expect(page.getByTestId('order-countdown')).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByText('2 张')).toBeVisible();
  await shot(page, 'order-payment');
  await page.getByRole('button', { name: '立即支付 ¥100.00' }).click();

  // the sandbox cashier, then back: the result page asks the server
  await payAtCashier(page, '确认支付');
  await expect(page).toHaveURL(/\/my\/order\/result\/KC\w+\?order_sn=KC\w+&result=success$/);
  await expect(page.getByText('支付成功')).toBeVisible();
  await expect(page.getByText('¥100.00')).toBeVisible();
  await shot(page, 'order-result-success');
  await page.getByRole('button', { name: '查看订单' }).click();

  // the detail: paid, two tickets issued, each opens its code
  await expect(page).toHaveURL(new RegExp(`/my/order/detail/${orderId}$`));
  await expect(page.getByRole('status', { name: '订单状态' })).toContainText('已支付');
  const tickets = page.getByRole('region', { name: '我的票券' });
  await expect(tickets.getByRole('link')).toHaveCount(2);
  await shot(page, 'order-detail-paid');
  await page.getByRole('button', { name: '申请退款' }).click();

  // refund one of the two to the balance
  await expect(page).toHaveURL(new RegExp(`/my/order/refund/${orderId}$`));
  await expect(page.getByTestId('buy-total')).toContainText('¥100.00');
  await page.locator('.adm-stepper-minus').click();
  await expect(page.getByTestId('buy-total')).toContainText('¥50.00');
  await page.getByRole('button', { name: '申请退款' }).click();
  await expect(page.getByText('请填写退款原因').last()).toBeVisible();
  await page.getByPlaceholder('请填写退款原因').fill('行程有变，去不了');
  await page.getByText('退回余额').click();
  await shot(page, 'order-refund');
  await page.getByRole('button', { name: '申请退款' }).click();
  await expect(page.getByRole('dialog')).toContainText('退款 1 张，共 ¥50.00，退回余额');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();

  // back on the order: one refunded, one still usable and refundable
  await expect(page).toHaveURL(new RegExp(`/my/order/detail/${orderId}$`));
  await expect(page.getByText('1 张 / ¥50.00')).toBeVisible();
  await expect(page.getByRole('region', { name: '退款记录' })).toContainText('行程有变，去不了');
  await expect(page.getByRole('region', { name: '退款记录' })).toContainText('已退款');
  await expect(tickets.getByText('可使用')).toHaveCount(1);
  await expect(tickets.getByText('已退款')).toHaveCount(1);
  await expect(page.locator('.adm-toast-main')).toBeHidden();
  await shot(page, 'order-detail-refunded');
  await page.getByRole('region', { name: '退款记录' }).scrollIntoViewIfNeeded();
  await shot(page, 'order-detail-refunds');

  // the list: under 已支付, with 申请退款 still offered
  await page.goto(`${BASE}/my/order/list?tab=paid`);
  const row = page.getByRole('article', { name }).first();
  await expect(row).toContainText('已退 1 张');
  await expect(row.getByRole('button', { name: '申请退款' })).toBeVisible();
  await shot(page, 'order-list');
});

test('a failed payment comes back as 支付失败; 重新支付, then 取消订单 returns the stock', async ({
  page,
  request,
}) => {
  const name = `失败票${tag()}`;
  const itemId = await paidItem(name, { total_stock: 5 })(request);
  await logIn(page, VISITOR);
  await page.goto(`${BASE}/exhibition/ticket/buy?id=${itemId}`);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/my\/order\/payment\/\d+$/);
  await page.getByRole('button', { name: '立即支付 ¥50.00' }).click();
  await payAtCashier(page, '支付失败');

  await expect(page).toHaveURL(/result=fail$/);
  await expect(page.getByText('支付失败')).toBeVisible();
  await shot(page, 'order-result-fail');
  await page.getByRole('button', { name: '重新支付' }).click();
  await expect(page).toHaveURL(/\/my\/order\/payment\/\d+$/);
  await expect(page.getByRole('status', { name: '订单状态' })).toContainText('待支付');

  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('status', { name: '订单状态' })).toContainText('已取消');
  await expect(page.getByRole('button', { name: '重新购买' })).toBeVisible();
  await page.getByRole('button', { name: '重新购买' }).click();
  await expect(page.getByRole('region', { name: '购买数量' })).toContainText('剩余 5 张');
});

test('the demo exhibition: the buy screen chooses among the project’s ticket types', async ({ page }) => {
  await logIn(page, VISITOR);
  await page.goto(`${BASE}/exhibition/ticket`);
  await page.getByRole('article', { name: 'VIP票' }).first().getByRole('button', { name: '购买' }).click();
  await expect(page).toHaveURL(/\/exhibition\/ticket\/buy\?id=\d+$/);
  const types = page.getByRole('region', { name: '选择票种' });
  await expect(types).toContainText('普通票');
  await expect(types).toContainText('VIP票');
  await expect(page.getByTestId('buy-total')).toContainText('¥280.00');
  await types.getByText('普通票').click();
  await expect(page.getByRole('article', { name: '普通票' })).toBeVisible();
  await expect(page.getByTestId('buy-total')).toContainText('¥80.00');
  await expect(page.locator('.adm-toast-main')).toBeHidden();
  await shot(page, 'order-buy-types');
  await page.getByRole('link', { name: '管理常用领取人' }).click();
  await expect(page).toHaveURL(/\/my\/add-recipient\/0$/);
  // back: the chosen type is kept
  await page.goBack();
  await expect(page.getByRole('article', { name: '普通票' })).toBeVisible();
});

test('the server refuses beyond the per-user limit, with its message', async ({ page, request }) => {
  const name = `限购票${tag()}`;
  const itemId = await paidItem(name, { per_user_limit: 2 })(request);
  // two already reserved by the visitor through the API
  await callAs(request, VISITOR, '/corder/v1/order/createorder', {
    type: 1,
    data: { item_id: itemId, quantity: 2, recipient_id: null, spm: '' },
  });
  await logIn(page, VISITOR);
  await page.goto(`${BASE}/exhibition/ticket/buy?id=${itemId}`);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText(/已达到每人限购数量/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/exhibition/ticket/buy\\?id=${itemId}$`));
});

test('the native app shell opens /pages/index/pay with its token and pays back to its callback page', async ({
  browser,
  request,
}) => {
  const itemId = await paidItem(`应用内购票${tag()}`)(request);
  const order = await callAs<{ id: number; order_sn: string }>(request, VISITOR, '/corder/v1/order/createorder', {
    type: 1,
    data: { item_id: itemId, quantity: 1, recipient_id: null, spm: '' },
  });
  const login = (await (
    await request.post('/api/user/1.0.0/login', {
      data: { query: { mobile: VISITOR, password: DEMO_PASSWORD }, payload: {} },
    })
  ).json()) as { data: { token: string } };

  // a fresh phone: no session of its own
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const query = new URLSearchParams({
    token: login.data.token,
    mobile: VISITOR,
    order_id: String(order.id),
    callbackUrl: '/my/order/list',
  });
  await page.goto(`${BASE}/pages/index/pay?${query.toString()}`);
  await page.getByRole('button', { name: '立即支付 ¥50.00' }).click();
  await payAtCashier(page, '确认支付');
  await expect(page).toHaveURL(new RegExp(`/my/order/list\\?order_sn=${order.order_sn}&result=success$`));
  const info = await callAs<{ state: string; holdings: unknown[] }>(request, VISITOR, '/corder/v1/order/orderinfo', {
    id: order.id,
  });
  expect(info.state).toBe('paid');
  expect(info.holdings).toHaveLength(1);
  await context.close();
});
