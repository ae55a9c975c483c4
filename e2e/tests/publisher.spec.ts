import { expect, test } from '@playwright/test';
import { BASE, chooseBusiness, shot } from './helpers.js';
import { BUSINESS, OWNER, VISITOR, approvedItem, logIn, logOut } from './api-setup.js';

const CUSTOMERS = ['13900000011', '13900000012'];

test('an owner appoints a publisher, the publisher issues to two customers, the owner sees the records', async ({
  page,
  request,
}) => {
  const itemId = await approvedItem(request, { name: '媒体证' });

  // the owner, acting for the business
  await logIn(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/ticket/publisher/add/${itemId}`);
  await expect(page.getByText('添加发布员').first()).toBeVisible();

  // the rules of the form, then the appointment
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请输入手机号')).toBeVisible();
  await expect(page.getByText('请输入发放额度')).toBeVisible();
  await page.getByPlaceholder('请输入发布员手机号').fill('1380000');
  await page.getByPlaceholder('可发放的张数，至少 1').fill('1.5');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await expect(page.getByText('额度须为整数')).toBeVisible();
  await expect(page.getByText('已切换到示例车展运营公司')).toHaveCount(0);
  await shot(page, 'publisher-add');
  await page.getByPlaceholder('请输入发布员手机号').fill('13899999999');
  await page.getByPlaceholder('可发放的张数，至少 1').fill('5');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('该手机号尚未注册')).toBeVisible();
  await page.getByPlaceholder('请输入发布员手机号').fill(VISITOR);
  await page.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket/publisher/list/${itemId}$`));
  const row = page.getByRole('article', { name: '观众小王' });
  await expect(row).toContainText('138****0001');
  await expect(row.getByTestId('quota-stats')).toHaveText('额度5已发0剩余5');
  await shot(page, 'publisher-list');
  await logOut(page);

  // the publisher: 我发布的 → 去发放 → two customers
  await logIn(page, VISITOR);
  await page.goto(`${BASE}/ticket-invitation/publish/list`);
  const card = page.getByRole('article', { name: '媒体证' });
  await expect(card).toContainText(BUSINESS);
  await expect(card).toContainText('剩余 5/5');
  await shot(page, 'publisher-mine');
  await card.getByRole('button', { name: '去发放' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket/publish/customer/${itemId}\\?quota=\\d+$`));

  const mobiles = page.getByLabel('客户手机号');
  await mobiles.fill(`${CUSTOMERS[0]}, ${CUSTOMERS[1]}\n+86 139 0000 0011\n1390000`);
  await expect(page.getByTestId('parsed-count')).toHaveText('共 2 个号码');
  await expect(page.getByRole('group', { name: '号码有误' })).toContainText('1390000');
  await expect(page.getByRole('group', { name: '重复' })).toContainText(CUSTOMERS[0]!);
  await shot(page, 'publisher-issue-input');

  // the input survives leaving the screen and coming back
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket-invitation/publish/list$`));
  await page.goForward();
  await expect(page.getByLabel('客户手机号')).toHaveValue(
    `${CUSTOMERS[0]}, ${CUSTOMERS[1]}\n+86 139 0000 0011\n1390000`,
  );

  await page.getByRole('button', { name: '确认发放（2人）' }).click();
  await expect(page.getByText(/共 2 个号码，每人发放 1 张，另有 1 个号码有误将不发放。是否确定？/)).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  const results = page.getByRole('region', { name: '发放结果' });
  await expect(results.locator('li.is-ok')).toHaveCount(2);
  await expect(results.getByText('成功', { exact: true })).toHaveCount(2);
  await expect(results).toContainText('剩余额度 3/5');
  await expect(page.getByRole('region', { name: '发放额度' })).toContainText('剩余 3/5');
  await expect(page.getByLabel('客户手机号')).toHaveValue('');
  await shot(page, 'publisher-issue-results');
  await logOut(page);

  // the owner: the records of that quota, mobiles masked
  await logIn(page, OWNER);
  await page.goto(`${BASE}/my/business`);
  await chooseBusiness(page);
  await page.goto(`${BASE}/ticket/publisher/list/${itemId}`);
  await expect(page.getByRole('article', { name: '观众小王' }).getByTestId('quota-stats')).toHaveText(
    '额度5已发2剩余3',
  );
  await page.getByRole('link', { name: '观众小王 发放记录' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket/publisher/record/\\d+$`));
  await expect(page.getByTestId('record-row')).toHaveCount(2);
  await expect(page.getByText('139****0011')).toBeVisible();
  await expect(page.getByText('139****0012')).toBeVisible();
  await expect(page.getByText(CUSTOMERS[0]!)).toHaveCount(0);
  await shot(page, 'publisher-records');

  // the owner holds no quota: 我发布的 is empty and the issuing screen says so
  await page.goto(`${BASE}/ticket-invitation/publish/list`);
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.goto(`${BASE}/ticket/publish/customer/${itemId}`);
  await expect(page.getByText('暂无发放额度')).toBeVisible();
  await shot(page, 'publisher-issue-none');
  await page.goto(`${BASE}/ticket/publish/${itemId}/0`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/404$`));
});
