import { expect, test, type Page } from '@playwright/test';
import { BASE, chooseBusiness, confirmPicker, openPicker, shot } from './helpers.js';
import { logIn as login, logOut as logout } from './api-setup.js';

/**
 * The journey the issuing issue ends with, all in the browser: the owner builds a form, creates a project and a
 * ticket with that form and submits it; the auditor passes it; the owner appoints the visitor publisher with a
 * quota of 5; the visitor issues 2 tickets to mobile numbers.
 */
const OWNER = '13800000002';
const AUDITOR = '13800000004';
const VISITOR = '13800000001';
const FORM = '观展登记表';
const PROJECT = '2026摩博会';
const TICKET = '摩博会早鸟票';

const chip = (page: Page, label: string) => page.locator('.adm-selector-item', { hasText: label }).first().click();

test('owner: form, project, ticket with the form → auditor passes → owner appoints a publisher → 2 issued', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, OWNER);
  await chooseBusiness(page);

  // the application form
  await page.goto(`${BASE}/ticket/applicationForm/create/1`);
  await page.getByPlaceholder('如：媒体报名表').fill(FORM);
  await page.getByRole('button', { name: '+ 添加字段' }).click();
  await page.locator('.adm-action-sheet').filter({ visible: true }).getByText('姓名', { exact: true }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).not.toHaveURL(/applicationForm\/create/);

  // the project
  await page.goto(`${BASE}/project/create`);
  await page.getByPlaceholder('如：2026重庆国际车展').fill(PROJECT);
  await chip(page, '展会');
  for (const field of ['请选择开始日期', '请选择结束日期']) {
    await page.getByText(field, { exact: true }).first().click();
    await confirmPicker(page);
  }
  await page.getByPlaceholder('如：国际博览中心').fill('重庆悦来国际会议中心');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page).not.toHaveURL(/project\/create/);

  // the ticket, with the form
  await page.goto(`${BASE}/ticket/create`);
  await page.getByText('请选择项目').click();
  await openPicker(page).getByText(PROJECT).click();
  await confirmPicker(page);
  await page.getByPlaceholder('如：普通观展票').fill(TICKET);
  await page.getByPlaceholder('0.00', { exact: true }).fill('100');
  await page.getByPlaceholder('0.00 为免费').fill('0');
  await page.getByPlaceholder('请输入发放总量').fill('50');
  await page.getByPlaceholder('请输入每人限领数量').fill('1');
  for (let i = 0; i < 4; i++) {
    await page.getByText('请选择时间', { exact: true }).first().click();
    await confirmPicker(page);
  }
  // the sign-up form is one of the settings folded into 高级设置
  await page.getByRole('button', { name: /高级设置/ }).click();
  await page.getByRole('button', { name: '不需要报名表' }).click();
  await page.locator('.adm-action-sheet').filter({ visible: true }).getByText(FORM, { exact: true }).first().click();
  await expect(page.getByRole('button', { name: FORM })).toBeVisible();
  await page.getByPlaceholder('如：凭票入场，一人一票，过期作废').fill('凭票入场，一人一票。');
  await shot(page, 'journey-ticket-form');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket-invitation/ticket/\\d+$`));
  await expect(page.getByText('审核中', { exact: true })).toBeVisible();
  const ticketId = /\/ticket\/(\d+)$/.exec(page.url())![1];
  await logout(page);

  // the auditor passes it
  await login(page, AUDITOR);
  await page.goto(`${BASE}/b/audit`);
  await page
    .getByRole('link', { name: /门票审核/ })
    .first()
    .click();
  await expect(page.getByText(TICKET).first()).toBeVisible();
  await page.getByRole('button', { name: '通过' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.adm-toast-main', { hasText: '已通过' })).toBeVisible();
  await logout(page);

  // the owner appoints the visitor publisher with a quota of 5, from the ticket's page
  await login(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/ticket-invitation/ticket/${ticketId}`);
  await expect(page.getByText('进行中').first()).toBeVisible();
  await page.getByText('发布员', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket/publisher/list/${ticketId}$`));
  await page.getByRole('button', { name: '添加发布员' }).click();
  await page.getByPlaceholder('请输入发布员手机号').fill(VISITOR);
  await page.getByPlaceholder('可发放的张数，至少 1').fill('5');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('article', { name: '观众小王' }).getByTestId('quota-stats')).toHaveText(
    '额度5已发0剩余5',
  );
  await logout(page);

  // the visitor issues 2 tickets to mobile numbers
  await login(page, VISITOR);
  await page.goto(`${BASE}/ticket-invitation/publish/list`);
  await page.getByRole('article', { name: TICKET }).getByRole('button', { name: '去发放' }).click();
  await page.getByLabel('客户手机号').fill('13900000201\n13900000202');
  await page.getByRole('button', { name: '确认发放（2人）' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  const results = page.getByRole('region', { name: '发放结果' });
  await expect(results.getByText('成功', { exact: true })).toHaveCount(2);
  await expect(results).toContainText('剩余额度 3/5');
  await shot(page, 'journey-issued');
});
