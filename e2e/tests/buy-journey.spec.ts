import { expect, test } from '@playwright/test';
import { BASE, shot } from './helpers.js';
import { VISITOR, logIn } from './api-setup.js';
import { PAY_PASSWORD, balanceFen, ensureSandboxAccount, setPasswordBySms, typePayPassword } from './wallet-helpers.js';

/**
 * The orders issue's journey, as the demo visitor: buy 2 tickets of the demo exhibition at /exhibition/ticket/buy,
 * pay in the sandbox cashier, 支付成功, the tickets in /my/ticket/list and the order in /my/order/list; refund one
 * ticket to the balance and see the balance and its ledger entry; set a pay password and withdraw.
 */
test('the demo visitor buys 2 tickets, pays, refunds one to the balance, sets a pay password and withdraws', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page, VISITOR);
  const before = await balanceFen(page);

  // the demo exhibition's 普通票 (¥80): 2 of them, for oneself
  await page.goto(`${BASE}/exhibition/ticket`);
  const card = page.getByRole('article', { name: '普通票' }).first();
  await expect(card).toContainText('80.00');
  await card.getByRole('button', { name: '购买' }).click();
  await expect(page).toHaveURL(/\/exhibition\/ticket\/buy\?id=\d+$/);
  await page.getByRole('region', { name: '购买数量' }).locator('.adm-stepper-plus').click();
  await expect(page.getByTestId('buy-total')).toContainText('¥160.00');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/my\/order\/payment\/\d+$/);
  const orderId = Number(page.url().split('/').pop());

  // the sandbox cashier, then the result the server confirms
  await page.getByRole('button', { name: '立即支付 ¥160.00' }).click();
  await expect(page.getByRole('heading', { name: '沙箱收银台' })).toBeVisible();
  await shot(page, 'journey-cashier');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/my\/order\/result\/KC\w+\?order_sn=KC\w+&result=success$/);
  await expect(page.getByText('支付成功')).toBeVisible();
  await shot(page, 'journey-paid');

  // the tickets and the order
  await page.goto(`${BASE}/my/ticket/list`);
  await expect(page.getByRole('link', { name: '普通票' })).toHaveCount(2);
  await page.goto(`${BASE}/my/order/list`);
  await expect(page.getByRole('article', { name: '普通票' }).first()).toContainText('已支付');

  // one ticket back to the balance
  await page.goto(`${BASE}/my/order/refund/${orderId}`);
  await page.locator('.adm-stepper-minus').click();
  await expect(page.getByTestId('buy-total')).toContainText('¥80.00');
  await page.getByPlaceholder('请填写退款原因').fill('朋友来不了');
  await page.getByText('退回余额').click();
  await page.getByRole('button', { name: '申请退款' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(new RegExp(`/my/order/detail/${orderId}$`));
  await expect(page.getByRole('region', { name: '退款记录' })).toContainText('已退款');

  expect(await balanceFen(page)).toBe(before + 8000);
  await page.goto(`${BASE}/my/balance/list`);
  await expect(page.getByRole('article', { name: '余额明细 退款到余额' }).first()).toContainText('+80.00');
  await shot(page, 'journey-ledger');

  // a pay password (set, or reset if another journey set one), the sandbox account, a withdrawal of ¥10
  await page.goto(`${BASE}/my/balance`);
  const setEntry = page.getByText('设置', { exact: true });
  const forgetEntry = page.getByText('忘记密码', { exact: true });
  await expect(setEntry.or(forgetEntry)).toBeVisible();
  await ((await setEntry.isVisible()) ? setEntry : forgetEntry).click();
  await setPasswordBySms(page, VISITOR, PAY_PASSWORD);
  await ensureSandboxAccount(page);
  await page.goto(`${BASE}/my/balance/withdraw`);
  await page.getByRole('textbox', { name: '提现金额' }).fill('10');
  await page.getByRole('button', { name: '提现', exact: true }).click();
  await typePayPassword(page, PAY_PASSWORD);
  await expect(page.getByText('提现申请已提交')).toBeVisible();
  await expect(page.getByLabel('提现状态')).toHaveText('已到账', { timeout: 20_000 });
  await shot(page, 'journey-withdrawn');
  expect(await balanceFen(page)).toBe(before + 8000 - 1000);
});
