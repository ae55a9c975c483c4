import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE, chooseBusiness, shot as shotOf } from './helpers.js';
import { AUDITOR, OWNER, VISITOR, callAs, logIn, logOut } from './api-setup.js';

/**
 * Issue 15, 我的 and what it opens: honest counters (待审核 only for auditors, counting what its list shows; the
 * item's name on the audit card; a refusal explained, not offered for reloading — point 5), 待付款 opening 待支付
 * (3), one icon per entry and the 消息 list with unread counts (9), and a ticket form that checks before it creates
 * anything, folds its defaults away, explains its terms and labels its date columns (7).
 */

const snap = (page: Page, name: string) => shotOf(page, `home/${name}`);

/** A suffix that keeps this run's names apart from every other journey's data on the shared server. */
const tag = () => Date.now().toString(36).slice(-5);
const now = () => Math.floor(Date.now() / 1000);
const DAY = 86400;

/** A complete ticket of business 1, saved and submitted for audit in one call (提交审核): its id. */
async function submittedItem(request: APIRequestContext, name: string): Promise<number> {
  const project = await callAs<{ id: number }>(
    request,
    OWNER,
    '/api/project/1.0.0/project/save',
    {
      name: `首页项目${tag()}`,
      kind: 1,
      start_time: now(),
      end_time: now() + 30 * DAY,
      venue: '博览中心',
      publish: true,
    },
    1,
  );
  const item = await callAs<{ id: number; state: string }>(
    request,
    OWNER,
    '/api/cticket/1.1.0/item/save',
    {
      product_type: 1,
      project_id: project.id,
      name,
      total_stock: 50,
      issue_start: now() - DAY,
      issue_end: now() + 10 * DAY,
      validity_start: now() - DAY,
      validity_end: now() + 20 * DAY,
      submit: true,
    },
    1,
  );
  expect(item.state).toBe('auditing');
  return item.id;
}

const pendingAudits = (request: APIRequestContext) =>
  callAs<{ count: number; list: { id: number; target_id: number }[] }>(
    request,
    AUDITOR,
    '/api/audit/1.0.0/audit/list',
    { status: 1, page_size: 100 },
  );

const unreadOf = async (request: APIRequestContext, mobile: string) =>
  (await callAs<{ unread: number }>(request, mobile, '/api/message/1.0.0/message/list', { page_size: 1 })).unread;

const counter = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^\\d+ ${label}$`) });

test('待审核: the auditor’s counter counts the waiting audits, its list names the item; others see no tile and a clear refusal', async ({
  page,
  request,
}) => {
  const name = `待审早鸟票${tag()}`;
  await submittedItem(request, name);
  const waiting = (await pendingAudits(request)).count;
  expect(waiting).toBeGreaterThan(0);

  await logIn(page, AUDITOR);
  await expect(counter(page, '待审核')).toHaveAccessibleName(`${waiting} 待审核`);
  await snap(page, 'auditor-my');
  await counter(page, '待审核').click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/b/audit$`));
  await expect(page.getByTestId('audit-target').filter({ hasText: name })).toBeVisible();
  await snap(page, 'auditor-audit-list');
  await logOut(page);

  await logIn(page, VISITOR);
  await expect(counter(page, '待付款')).toBeVisible();
  await expect(counter(page, '我的门票')).toBeVisible();
  await expect(counter(page, '消息')).toBeVisible();
  await expect(counter(page, '待审核')).toHaveCount(0);
  await snap(page, 'visitor-my');
  // the list itself, opened by URL: an explanation without 点击重新加载, and a way back
  await page.goto(`${BASE}/b/audit`);
  const refusal = page.getByRole('status').filter({ hasText: '暂无权限' });
  await expect(refusal).toContainText('仅审核员可以审核');
  await expect(page.getByText(/点击重新加载/)).toHaveCount(0);
  await snap(page, 'visitor-audit-refused');
  await page.getByRole('button', { name: '返回我的' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));
});

test('待付款 opens 我的订单 on 待支付; each entry of 我的 has its own icon', async ({ page }) => {
  await logIn(page, VISITOR);
  const icon = (label: string) => page.getByRole('button', { name: label, exact: true }).locator('svg').innerHTML();
  expect(await icon('我的证件')).not.toBe(await icon('我的邀请函'));
  expect(await icon('领取票券')).not.toBe(await icon('我的门票'));
  await counter(page, '待付款').click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my/order/list\\?tab=unpaid$`));
  await expect(page.getByRole('tab', { name: '待支付' })).toHaveAttribute('aria-selected', 'true');
});

test('消息: audit results reach the submitter; the counter and the list count unread exactly; opening one reads it', async ({
  page,
  request,
}) => {
  const name = `通知票${tag()}`;
  const id = await submittedItem(request, name);
  const audit = (await pendingAudits(request)).list.find((a) => a.target_id === id)!;
  await callAs(request, AUDITOR, '/api/audit/1.0.0/audit/decide', { id: audit.id, pass: true });
  const unread = await unreadOf(request, OWNER);
  expect(unread).toBeGreaterThan(0);

  await logIn(page, OWNER);
  await expect(counter(page, '消息')).toHaveAccessibleName(`${unread} 消息`);
  await counter(page, '消息').click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my/message$`));
  await expect(page.locator('.adm-nav-bar-title')).toHaveText('消息');
  await expect(page.getByRole('status').filter({ hasText: '条未读' })).toHaveText(`${unread} 条未读`);
  const notice = page.getByRole('button', { name: `未读 审核通过 「${name}」已通过审核` });
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('unread-badge')).toHaveText('未读');
  await snap(page, 'messages');
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket-invitation/ticket/${id}$`));
  await expect.poll(() => unreadOf(request, OWNER)).toBe(unread - 1);

  await page.goto(`${BASE}/my/message`);
  await expect(page.getByRole('button', { name: `审核通过 「${name}」已通过审核` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /未读/ })).toHaveText(
    unread - 1 > 0 ? `${unread - 1} 条未读` : '没有未读消息',
  );
  await page.goto(`${BASE}/my`);
  await expect(counter(page, '消息')).toHaveAccessibleName(`${unread - 1} 消息`);
});

test('the ticket form: 提交审核 checks first and creates nothing; defaults folded into 高级设置 with hints; labelled date columns', async ({
  page,
  request,
}) => {
  const drafts = async () =>
    (await callAs<{ count: number }>(request, OWNER, '/api/cticket/1.1.0/item/list', { drafts: true }, 1)).count;
  const before = await drafts();
  await logIn(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/ticket/create`);
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入名称' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请选择项目' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '发放总量至少为1' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket/create$`));
  expect(await drafts()).toBe(before);
  await snap(page, 'ticket-form-refused');

  // the choices with defaults are folded away; opened, each term says what it means
  const advanced = page.getByRole('button', { name: /高级设置/ });
  await expect(advanced).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('分账方式', { exact: true })).toHaveCount(0);
  await advanced.click();
  await expect(page.getByText('分账方式', { exact: true })).toBeVisible();
  await expect(page.getByText('票款结算给商家的时机：观众领取（购买）时，或核销时')).toBeVisible();
  await expect(page.getByText(/先付款再填报名表/)).toBeVisible();
  await advanced.scrollIntoViewIfNeeded();
  await snap(page, 'ticket-form-advanced');

  // the date picker's columns carry 年 月 日 时 分
  await page.getByText('请选择时间', { exact: true }).first().click();
  const picker = page.locator('.adm-picker-popup .adm-popup-body:visible');
  for (const unit of ['年', '月', '日', '时', '分'])
    await expect(picker.getByText(new RegExp(`^\\d{2,4}${unit}$`)).first()).toBeVisible();
  await snap(page, 'ticket-form-date-picker');
});
