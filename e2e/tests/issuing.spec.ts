import { expect, test, type Page } from '@playwright/test';
import { BASE, PNG, expectUploaded, fullShot, openPicker, pickDate, shot } from './helpers.js';
import { logIn as login, logOut as logout } from './api-setup.js';

const OWNER = '13800000002';
const AUDITOR = '13800000004';
const PROJECT = '2026重庆国际车展';
const TICKET = '普通观展票';

/** Taps one chip of an option selector. */
const chip = (page: Page, label: string) => page.locator('.adm-selector-item', { hasText: label }).first().click();

test('owner creates and publishes a project, submits a ticket; the auditor passes it; the ticket is in progress', async ({
  page,
}) => {
  test.setTimeout(240_000);

  // owner: pick the business
  await login(page, OWNER);
  await expect(page.getByRole('button', { name: '商家中心', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '审核', exact: true })).toHaveCount(0);
  await shot(page, 'issuing-my-entries');
  await page.getByRole('button', { name: '我的商家', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my/business$`));
  await page.getByText('示例车展运营公司').click();
  await expect(page.getByText('已切换到示例车展运营公司')).toBeVisible();
  await expect(page.getByText('当前', { exact: true })).toBeVisible();
  await expect(page.getByText('商家主账号')).toBeVisible();
  await shot(page, 'business');

  // the business home, then 项目管理 → 创建
  await page.goto(`${BASE}/my`);
  await page.getByRole('button', { name: '商家中心', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket-invitation$`));
  await page.getByRole('link', { name: '项目管理' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/project/manage$`));
  await page.getByRole('button', { name: '创建' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/project/create$`));

  // publishing an empty project names what is missing
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('请输入项目名称')).toBeVisible();
  await expect(page.getByText('请选择项目类型')).toBeVisible();
  await page.getByPlaceholder('如：2026重庆国际车展').fill(PROJECT);
  await chip(page, '展会');
  await pickDate(page, '请选择开始日期');
  await pickDate(page, '请选择结束日期');
  await page.getByPlaceholder('如：国际博览中心').fill('重庆国际博览中心');
  await page.getByPlaceholder('详细地址（选填）').fill('重庆市渝北区悦来大道66号');
  await page.getByPlaceholder('介绍一下这个项目（选填）').fill('西部规模最大的国际车展，汇集百余家整车品牌。');
  await expect(page.getByText('请输入项目名称')).toHaveCount(0);
  await fullShot(page, 'project-form');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}/project/manage$`));
  await expect(page.getByRole('link', { name: PROJECT })).toBeVisible();
  await shot(page, 'project-manage');

  // a ticket: 创建 → 门票, every required field
  await page.goto(`${BASE}/ticket-invitation`);
  await page.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText('选择要创建的类型')).toBeVisible();
  await shot(page, 'item-create-sheet');
  await page.getByRole('option', { name: /^门票/ }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket/create$`));
  await page.getByText('请选择项目').click();
  const projectPicker = openPicker(page);
  await expect(projectPicker.getByText(PROJECT)).toBeVisible();
  await projectPicker.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await expect(page.getByRole('button', { name: PROJECT, exact: true })).toBeVisible();
  await page.getByPlaceholder('如：普通观展票').fill(TICKET);
  // the choices with defaults are folded into 高级设置
  await page.getByRole('button', { name: /高级设置/ }).click();
  await chip(page, '默认');
  await page.getByPlaceholder('0.00', { exact: true }).fill('80');
  await page.getByPlaceholder('0.00 为免费').fill('50.5');
  await page.getByPlaceholder('请输入发放总量').fill('100');
  await page.getByPlaceholder('请输入每人限领数量').fill('2');
  for (let i = 0; i < 4; i++) await pickDate(page, '请选择时间');
  await chip(page, '扫码核销（被动）');
  await chip(page, '线下');
  await chip(page, '领取时分账');
  await chip(page, '报名即发放');
  await chip(page, '先支付后填表');
  await chip(page, '总次数');
  await page.getByPlaceholder('请输入次数').fill('1');
  await page.getByPlaceholder('如：凭票入场，一人一票，过期作废').fill('凭票入场，一人一票，过期作废。');
  await fullShot(page, 'item-form');

  // 保存草稿: the draft gets its own edit page, so coming back resumes it
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket/edit/\\d+$`));
  await expect(page.getByPlaceholder('0.00', { exact: true })).toHaveValue('80.00');
  await expect(page.getByPlaceholder('0.00 为免费')).toHaveValue('50.50');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket-invitation/ticket/\\d+$`));
  await expect(page.getByText('审核中', { exact: true })).toBeVisible();
  await expect(page.getByText(/修改审核中/)).toHaveCount(0);
  await expect(page.getByText('¥50.50').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '复制' })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交审核' })).toHaveCount(0);
  await fullShot(page, 'item-detail-auditing');
  await logout(page);

  // auditor: 审核 → the record → 通过
  await login(page, AUDITOR);
  await page.getByRole('button', { name: '审核', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/b/audit$`));
  const record = page.getByRole('article', { name: /门票审核/ }).first();
  await expect(record).toBeVisible();
  await expect(record.getByText('商家老李')).toBeVisible();
  await shot(page, 'audit-list');
  await record.click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/b/audit/ticket/\\d+$`));
  await expect(page.getByText(TICKET).first()).toBeVisible();
  await expect(page.getByText('提交的内容')).toBeVisible();
  await fullShot(page, 'audit-detail');
  await page.getByRole('button', { name: '驳回' }).click();
  await page.getByRole('button', { name: '确定驳回' }).click();
  await expect(page.getByText('请填写驳回原因')).toBeVisible();
  await shot(page, 'audit-reject-required');
  await page.getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: '通过' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.adm-toast-main', { hasText: '已通过' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}/b/audit$`));
  await logout(page);

  // owner: the ticket is live
  await login(page, OWNER);
  await page.goto(`${BASE}/ticket-invitation`);
  const card = page.getByRole('article', { name: TICKET });
  await expect(card).toBeVisible();
  await expect(card.getByText('进行中')).toBeVisible();
  await expect(card.getByText(PROJECT)).toBeVisible();
  await shot(page, 'item-home');
  await card.click();
  await expect(page.getByText('已发放')).toBeVisible();
  for (const name of ['编辑', '禁用', '下架', '复制']) await expect(page.getByRole('button', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);
  await fullShot(page, 'item-detail-live');
});

test('drafts: an empty submit names the fields and creates nothing, a saved coupon draft is listed, resumed and deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // unique per attempt: a retry must not find the first attempt's draft
  const COUPON = `周末停车券${String(Date.now()).slice(-4)}`;
  await login(page, OWNER);
  await page.goto(`${BASE}/my/business`);
  await page.getByText('示例车展运营公司').click();
  await expect(page.getByText('当前', { exact: true })).toBeVisible();

  await page.goto(`${BASE}/coupon/create`);
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('请输入名称')).toBeVisible();
  // checked before anything is created: no draft appears, the URL stays
  await expect(page).toHaveURL(new RegExp(`${BASE}/coupon/create$`));
  await expect(page.getByRole('alert').filter({ hasText: '请选择项目' })).toBeVisible();
  await fullShot(page, 'item-form-errors');
  await page.getByPlaceholder('如：普通观展票').fill(COUPON);
  await page.getByPlaceholder('0.00', { exact: true }).fill('12.345');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('请输入正确的金额，最多两位小数')).toBeVisible();
  await page.getByPlaceholder('0.00', { exact: true }).fill('20');
  // a custom template (in 高级设置): style icon (uploaded) and colour
  await page.getByRole('button', { name: /高级设置/ }).click();
  await chip(page, '自定义');
  await page.locator('.style-picker input[type=file]').setInputFiles(PNG);
  await expectUploaded(page.locator('.style-picker'));
  await page.getByRole('radio', { name: '#00B578' }).click();
  await shot(page, 'item-form-custom-style');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  // the saved draft's edit page replaces the create page; input typed from here on is kept under its URL
  await expect(page).toHaveURL(new RegExp(`${BASE}/coupon/edit/\\d+$`));

  // unsaved input survives leaving the screen
  await page.getByPlaceholder('请输入发放总量').fill('300');
  await page.goto(`${BASE}/ticket-invitation/drafts`);
  const draft = page.locator('.ticket-card', { hasText: COUPON });
  await expect(draft).toBeVisible();
  await expect(draft.locator('.ticket-icon')).toBeVisible();
  await expect(draft.locator('.ticket-stub')).toHaveCSS('background-color', 'rgb(0, 181, 120)');
  await shot(page, 'item-drafts');
  await draft.getByRole('button', { name: '继续编辑' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/coupon/edit/\\d+$`));
  await expect(page.getByPlaceholder('如：普通观展票')).toHaveValue(COUPON);
  await expect(page.getByPlaceholder('请输入发放总量')).toHaveValue('300');
  await expect(page.getByText('已恢复上次未保存的内容，记得保存')).toBeVisible();

  await page.goto(`${BASE}/ticket-invitation/drafts`);
  await page.locator('.ticket-card', { hasText: COUPON }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByText(new RegExp(`确定删除草稿「${COUPON}」吗`))).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已删除')).toBeVisible();
  await expect(page.locator('.ticket-card', { hasText: COUPON })).toHaveCount(0);

  // a project draft
  await page.goto(`${BASE}/project/create`);
  await page.getByPlaceholder('如：2026重庆国际车展').fill('摩博会骑行节');
  await page.locator('.image-field input[type=file]').setInputFiles(PNG);
  await expectUploaded(page.locator('.image-field'));
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/project/draft/\\d+$`));
  await page.goto(`${BASE}/project/drafts`);
  await expect(page.getByText('摩博会骑行节')).toBeVisible();
  await expect(page.locator('img.project-cover')).toBeVisible();
  await shot(page, 'project-drafts');
});
