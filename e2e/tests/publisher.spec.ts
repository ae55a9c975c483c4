import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE, DEMO_PASSWORD, chooseBusiness, loginByPassword, shot } from './helpers.js';

const OWNER = '13800000002';
const VISITOR = '13800000001';
const AUDITOR = '13800000004';
const BUSINESS = '示例车展运营公司';
const CUSTOMERS = ['13900000011', '13900000012'];

type Answer<T> = { code: number; message: string; data: T };

/** One call of the API as `mobile` (a fresh login each time: e2e access tokens live 4 s). */
async function callAs<T>(
  request: APIRequestContext,
  mobile: string,
  path: string,
  query: object,
  bId?: number,
): Promise<T> {
  const login = (await (
    await request.post('/api/user/1.0.0/login', { data: { query: { mobile, password: DEMO_PASSWORD }, payload: {} } })
  ).json()) as Answer<{ token: string }>;
  expect(login.code, login.message).toBe(0);
  const res = await request.post(path, { data: { query, payload: { token: login.data.token, b_id: bId } } });
  const body = (await res.json()) as Answer<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(0);
  return body.data;
}

/** An approved ticket of business 1: a published project, a complete item, submitted and passed by the auditor. */
async function approvedTicket(request: APIRequestContext, name: string): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  const day = 86400;
  const project = await callAs<{ id: number }>(
    request,
    OWNER,
    '/api/project/1.0.0/project/save',
    {
      name: '摩博会',
      kind: 1,
      start_time: now,
      end_time: now + 30 * day,
      venue: '重庆悦来国际会议中心',
      publish: true,
    },
    1,
  );
  const item = await callAs<{ id: number }>(
    request,
    OWNER,
    '/api/cticket/1.1.0/item/save',
    {
      product_type: 1,
      project_id: project.id,
      name,
      template_kind: 1,
      style_icon: '',
      style_color: '',
      par_value: 0,
      sell_value: 0,
      total_stock: 100,
      per_user_limit: 1,
      rule_content: '凭证入场',
      write_off_mode: 1,
      shop_kind: 11,
      distribution_mode: 1,
      registration_distribution: 1,
      payment_order: 1,
      limit_type: 1,
      limit_num: 1,
      issue_start: now - day,
      issue_end: now + 10 * day,
      validity_start: now - day,
      validity_end: now + 20 * day,
    },
    1,
  );
  await callAs(request, OWNER, '/api/cticket/1.1.0/item/action', { id: item.id, action: 'submit' }, 1);
  const audits = await callAs<{ list: { id: number; target_id: number }[] }>(
    request,
    AUDITOR,
    '/api/audit/1.0.0/audit/list',
    {},
  );
  const audit = audits.list.find((a) => a.target_id === item.id);
  expect(audit, 'the submitted item waits for audit').toBeTruthy();
  await callAs(request, AUDITOR, '/api/audit/1.0.0/audit/decide', { id: audit!.id, pass: true });
  return item.id;
}

async function logIn(page: Page, mobile: string) {
  await page.goto(`${BASE}/loginPwd`);
  await loginByPassword(page, mobile);
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));
}

async function logOut(page: Page) {
  await page.goto(`${BASE}/my/setting`);
  await page.getByText('退出登录').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('an owner appoints a publisher, the publisher issues to two customers, the owner sees the records', async ({
  page,
  request,
}) => {
  const itemId = await approvedTicket(request, '媒体证');

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
  const row = page.getByRole('link', { name: '观众小王 发放记录' });
  await expect(row).toContainText('138****0001');
  await expect(row.locator('.quota-stats')).toHaveText('额度5已发0剩余5');
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
  await expect(page.locator('.parsed-count')).toHaveText('共 2 个号码');
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
  await expect(page.locator('.quota-header')).toContainText('剩余 3/5');
  await expect(page.getByLabel('客户手机号')).toHaveValue('');
  await shot(page, 'publisher-issue-results');
  await logOut(page);

  // the owner: the records of that quota, mobiles masked
  await logIn(page, OWNER);
  await page.goto(`${BASE}/my/business`);
  await chooseBusiness(page);
  await page.goto(`${BASE}/ticket/publisher/list/${itemId}`);
  await expect(page.getByRole('link', { name: '观众小王 发放记录' }).locator('.quota-stats')).toHaveText(
    '额度5已发2剩余3',
  );
  await page.getByRole('link', { name: '观众小王 发放记录' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket/publisher/record/\\d+$`));
  await expect(page.locator('.record-row')).toHaveCount(2);
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
