import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE, chooseBusiness, shot } from './helpers.js';
import { AUDITOR, BUSINESS, CHECKER, OWNER, VISITOR, callAs, logIn, logOut } from './api-setup.js';

const ITEM = '试驾邀请函';

/** An approved invitation of business 1 with a sign-up form (姓名), so an agent's link opens the form. */
async function approvedInvitation(request: APIRequestContext): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  const day = 86400;
  const project = await callAs<{ id: number }>(
    request,
    OWNER,
    '/api/project/1.0.0/project/save',
    { name: '车展', kind: 1, start_time: now, end_time: now + 30 * day, venue: '博览中心', publish: true },
    1,
  );
  const form = await callAs<{ id: number }>(
    request,
    OWNER,
    '/api/form/1.0.0/form/save',
    { title: '试驾报名', fields: [{ key: 'name', kind: 'chinese_name', label: '姓名', required: true }] },
    1,
  );
  const item = await callAs<{ id: number }>(
    request,
    OWNER,
    '/api/cticket/1.1.0/item/save',
    {
      product_type: 3,
      project_id: project.id,
      form_id: form.id,
      name: ITEM,
      template_kind: 1,
      style_icon: '',
      style_color: '',
      par_value: 0,
      sell_value: 0,
      total_stock: 10,
      per_user_limit: 1,
      rule_content: '凭函试驾',
      write_off_mode: 1,
      shop_kind: 11,
      distribution_mode: 1,
      registration_distribution: 1,
      payment_order: 2,
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

const toast = (page: Page, text: string) => page.locator('.adm-toast-main', { hasText: text });

test('an owner adds an agent and copies their link; a sign-up through it counts for the agent, who sees it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const itemId = await approvedInvitation(request);

  // the owner: the item has no agent yet; 添加代理 refuses an unknown mobile in the form
  await logIn(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/agent/list/${itemId}`);
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.getByRole('button', { name: '添加代理' }).click();
  const sheet = page.getByRole('dialog', { name: '添加代理' });
  await sheet.getByPlaceholder('请输入代理的手机号').fill('13899999999');
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('该手机号尚未注册');
  await shot(page, 'agent-add-refused');
  await sheet.getByPlaceholder('请输入代理的手机号').fill(VISITOR);
  await expect(sheet.getByRole('alert')).toHaveCount(0);
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '添加成功')).toBeVisible();
  await expect(sheet).toBeHidden();

  await expect(page.getByRole('link', { name: '观众小王 代理详情' })).toBeVisible();
  const row = page.getByRole('article', { name: '观众小王' });
  await expect(row).toContainText('138****0001');
  await expect(row).not.toContainText(VISITOR);
  await expect(row.locator('.agent-brought')).toHaveText('带来 0 人');
  await shot(page, 'agent-list');

  // the same person twice is refused
  await page.getByRole('button', { name: '添加代理' }).click();
  await sheet.getByPlaceholder('请输入代理的手机号').fill(VISITOR);
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('该用户已是代理');
  await page.locator('.adm-popup-close-icon').click();
  await expect(sheet).toBeHidden();

  // 代理详情: the link is a full URL carrying the agent's spm; 复制链接 puts exactly it on the clipboard
  await row.click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/agent/show/\\d+$`));
  const agentId = Number(page.url().split('/').at(-1));
  const url = page.locator('.agent-link-url');
  await expect(url).toHaveText(
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+${BASE}/invitation/enter-blank/1/${itemId}\\?spm=[\\w-]+$`),
  );
  const link = (await url.textContent())!;
  const spm = new URL(link).searchParams.get('spm')!;
  await expect(page.locator('.agent-spm')).toHaveText(spm);
  await shot(page, 'agent-show');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(link).origin });
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(toast(page, '链接已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await logOut(page);

  // someone signs up through the link: it opens the form and the sign-up is the agent's
  await logIn(page, CHECKER);
  await page.goto(link);
  await expect(page.getByText(ITEM)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('spm'))).toBe(spm);
  await page.getByRole('textbox', { name: '姓名' }).fill('张三');
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(toast(page, '报名成功')).toBeVisible();
  await logOut(page);

  // the agent: 我代理的 shows the item, its business and the one person brought; the card opens the link
  await logIn(page, VISITOR);
  await page.goto(`${BASE}/ticket-invitation/agent/list`);
  const card = page.getByRole('article', { name: ITEM });
  await expect(card).toContainText(BUSINESS);
  await expect(card.locator('.agent-brought')).toHaveText('带来 1 人');
  await shot(page, 'agent-mine');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/agent/show/${agentId}$`));
  await expect(page.locator('.agent-link-url')).toHaveText(link);
  await expect(page.locator('.agent-brought')).toHaveText('带来 1 人');

  // the pass (证件) copy of the screen is the same page
  await page.goto(`${BASE}/cert/agent/show/${agentId}`);
  await expect(page.locator('.agent-link-url')).toHaveText(link);
  await page.goto(`${BASE}/cert/agent/show/abc`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/404$`));
  await logOut(page);

  // the owner sees the count on the list, also on the pass copy, whose rows open the pass copy of the details
  await logIn(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/cert/agent/list/${itemId}`);
  await expect(page.getByRole('article', { name: '观众小王' }).locator('.agent-brought')).toHaveText('带来 1 人');
  await page.getByRole('link', { name: '观众小王 代理详情' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cert/agent/show/${agentId}$`));
  await page.goto(`${BASE}/cert/publisher/list/${itemId}`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket/publisher/list/${itemId}$`));
});
