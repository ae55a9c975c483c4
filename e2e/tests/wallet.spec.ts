import { expect, test } from '@playwright/test';
import { VISITOR, logIn } from './api-setup.js';
import { BASE, acceptTerms, shot, waitForSmsCode } from './helpers.js';
import { PAY_PASSWORD, balanceFen, ensureSandboxAccount, setPasswordBySms, typePayPassword } from './wallet-helpers.js';

/** A mobile no other journey uses: registered by its first SMS login. */
const FRESH = '13955550123';

test('a fresh user binds the sandbox account and, asked on 提现, sets a pay password by SMS', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${BASE}/login`);
  await page.getByPlaceholder('请输入手机号').fill(FRESH);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入6位验证码').fill(await waitForSmsCode(FRESH));
  await acceptTerms(page);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));

  // the personal home links the balance
  await page.locator('.balance-card').click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my/balance$`));
  await expect(page.locator('.wallet-hero-value')).toHaveText('¥0.00');
  await expect(page.getByText('未绑定')).toBeVisible();
  await expect(page.getByText('设置', { exact: true })).toBeVisible();
  await shot(page, 'wallet-balance-new-user');

  await page.getByText('提现账户').click();
  await expect(page).toHaveURL(/\/my\/balance\/account$/);
  await expect(page.getByText('未绑定')).toBeVisible();
  await shot(page, 'wallet-account-unbound');
  await ensureSandboxAccount(page);
  await shot(page, 'wallet-account-bound');

  // 提现 without a pay password: set one first, then back on the withdraw screen with the amount kept
  await page.goto(`${BASE}/my/balance/withdraw`);
  await expect(page.getByText('还未设置支付密码')).toBeVisible();
  await page.getByRole('textbox', { name: '提现金额' }).fill('1');
  await page.getByRole('button', { name: '提现', exact: true }).click();
  const ask = page.getByRole('dialog').filter({ hasText: '请先设置支付密码' });
  await expect(ask).toBeVisible();
  await shot(page, 'wallet-ask-set-password');
  await ask.getByRole('button', { name: '去设置' }).click();
  await expect(page).toHaveURL(/\/smsVerification\?next=set&redirect=%2Fmy%2Fbalance%2Fwithdraw$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, 'wallet-sms-verification');
  await setPasswordBySms(page, FRESH, PAY_PASSWORD, '/my/balance/withdraw');
  await expect(page.getByText('支付密码设置成功')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '提现金额' })).toHaveValue('1');
  await expect(page.getByText('还未设置支付密码')).toHaveCount(0);
  // nothing to withdraw yet: the client says so before asking for the password
  await page.getByRole('button', { name: '提现', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('余额不足');
  await shot(page, 'wallet-withdraw-no-money');

  // 修改: the old password and the new one twice
  await page.goto(`${BASE}/my/balance`);
  await expect(page.getByText('忘记密码', { exact: true })).toBeVisible();
  await page.getByText('修改', { exact: true }).click();
  await expect(page).toHaveURL(/\/my\/balance\/updatePassword$/);
  await page.locator('input[aria-label="原支付密码"]').fill(PAY_PASSWORD);
  await page.locator('input[aria-label="新支付密码"]').fill('135790');
  await page.locator('input[aria-label="确认新密码"]').fill('135790');
  await shot(page, 'wallet-update-password');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('支付密码修改成功')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my/balance$`));

  // unbinding and binding again (no SMS) is a change of payout account: withdrawals wait 24 hours, and the
  // withdraw screen says until when
  await page.goto(`${BASE}/my/balance/account`);
  await page.getByRole('button', { name: '解绑' }).click();
  const unbind = page.getByRole('dialog').filter({ hasText: '重新绑定后24小时内不能提现' });
  await expect(unbind).toBeVisible();
  await shot(page, 'wallet-unbind-confirm');
  await unbind.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已解绑')).toBeVisible();
  await ensureSandboxAccount(page);
  await page.goto(`${BASE}/my/balance/withdraw`);
  await expect(page.getByText(/^提现账户变更后24小时内不能提现，可于\d\d月\d\d日 \d\d:\d\d后提现$/)).toBeVisible();
  await expect(page.getByRole('button', { name: '提现', exact: true })).toBeDisabled();
  await shot(page, 'wallet-withdraw-hold');
});

test('the demo visitor withdraws ¥1.00: a wrong password shows the tries left, then the record and the ledger entry', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, VISITOR);
  const before = await balanceFen(page);
  expect(before).toBeGreaterThanOrEqual(100);
  await shot(page, 'wallet-balance');

  // a known pay password: set it, or reset it by SMS when another journey set one
  const setEntry = page.getByText('设置', { exact: true });
  const forgetEntry = page.getByText('忘记密码', { exact: true });
  await expect(setEntry.or(forgetEntry)).toBeVisible();
  await ((await setEntry.isVisible()) ? setEntry : forgetEntry).click();
  await setPasswordBySms(page, VISITOR, PAY_PASSWORD);
  await ensureSandboxAccount(page);

  await page.goto(`${BASE}/my/balance/withdraw`);
  await expect(page.getByText('沙箱测试账户')).toBeVisible();
  await page.getByRole('textbox', { name: '提现金额' }).fill('1');
  await shot(page, 'wallet-withdraw');
  await page.getByRole('button', { name: '提现', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '请输入支付密码' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('¥1.00')).toBeVisible();

  await typePayPassword(page, '000000');
  await expect(sheet.getByText(/支付密码错误，还可以再试\d次/)).toBeVisible();
  await shot(page, 'wallet-wrong-password');
  // the amount is kept and the sheet asks again
  await expect(page.getByRole('textbox', { name: '提现金额' })).toHaveValue('1');
  await typePayPassword(page, PAY_PASSWORD);

  await expect(page).toHaveURL(/\/my\/balance\/success\?id=\d+&amount=1\.00$/);
  await expect(page.getByText('提现申请已提交')).toBeVisible();
  await expect(page.getByText('¥1.00')).toBeVisible();
  // the sandbox pays out within a few seconds
  await expect(page.getByLabel('提现状态')).toHaveText('已到账', { timeout: 20_000 });
  await shot(page, 'wallet-success');

  await page.getByRole('button', { name: '查看提现记录' }).click();
  await expect(page).toHaveURL(/\/my\/balance\/list\?tab=withdrawals$/);
  const record = page.getByRole('article', { name: '提现记录 ¥1.00' }).first();
  await expect(record).toContainText('已到账');
  await expect(record).toContainText('沙箱测试账户');
  await shot(page, 'wallet-withdrawals');

  await page.getByRole('tab', { name: '余额明细' }).click();
  await expect(page).toHaveURL(/\/my\/balance\/list\?tab=ledger$/);
  const entry = page.getByRole('article', { name: '余额明细 提现' }).first();
  await expect(entry).toContainText('−1.00');
  await expect(entry).toContainText(`余额 ¥${((before - 100) / 100).toFixed(2)}`);
  await expect(page.getByRole('article', { name: '余额明细 活动奖励' })).toBeVisible();
  await shot(page, 'wallet-ledger');

  expect(await balanceFen(page)).toBe(before - 100);
});
