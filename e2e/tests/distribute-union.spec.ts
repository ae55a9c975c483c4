import { expect, test } from '@playwright/test';
import { BASE, chooseBusiness, shot } from './helpers.js';
import { AUDITOR, BUSINESS, OWNER, VISITOR, approvedItem, logIn, logOut } from './api-setup.js';

const NEW_MOBILE = '13900000077';
const CAMPAIGN = '春节骑行季';
/** a 1×1 PNG */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an owner distributes a pass, the visitor claims it, the owner applies to a campaign and the auditor passes it', async ({
  page,
  request,
}) => {
  await approvedItem(request, { name: '嘉宾证', rule_content: '凭证件入场，仅限本人使用' });

  // the owner distributes to the visitor and a new mobile
  await logIn(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/app/distribute`);
  await page.getByText('嘉宾证').click();
  await page.getByLabel('接收人手机号').fill(`${VISITOR}\n${NEW_MOBILE}\n${VISITOR}\n1234`);
  await expect(page.getByTestId('parsed-count')).toHaveText('共 2 个号码');
  await expect(page.getByRole('group', { name: '号码有误' })).toContainText('1234');
  await expect(page.getByRole('group', { name: '重复' })).toContainText(VISITOR);
  await shot(page, 'distribute-input');
  await page.getByRole('button', { name: '确认发放（2人）' }).click();
  await expect(page.getByText(/共 2 个号码，每人发放 1 张，另有 1 个号码有误将不发放。是否确定？/)).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  const results = page.getByRole('region', { name: '发放结果' });
  await expect(results.locator('li.is-ok')).toHaveCount(2);
  await expect(results.getByText('成功', { exact: true })).toHaveCount(2);
  await expect(page.getByLabel('接收人手机号')).toHaveValue('');
  await shot(page, 'distribute-results');

  // the daily page: the same screen with its note
  await page.goto(`${BASE}/app/daily`);
  await expect(page.getByRole('note')).toContainText('每人每天限领');
  await shot(page, 'distribute-daily');
  await logOut(page);

  // the visitor claims it with a name, a photo and tags
  await logIn(page, VISITOR);
  await page.goto(`${BASE}/app/distribute-recipient`);
  const card = page.getByRole('article', { name: '嘉宾证', exact: true });
  await expect(card).toContainText('待领取');
  await shot(page, 'distribute-recipient-list');
  await card.getByRole('button', { name: '去领取' }).click();
  const popup = page.getByTestId('claim-form');
  await expect(popup.getByText('凭证件入场，仅限本人使用')).toBeVisible();
  await popup.getByRole('button', { name: '确认领取' }).click();
  await expect(popup.getByText('请输入姓名')).toBeVisible();
  await expect(popup.getByText('请上传照片')).toBeVisible();
  await popup.getByPlaceholder('持证人姓名').fill('王小明');
  await popup.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(popup.locator('.adm-image-uploader-cell img')).toBeVisible();
  await popup.getByText('嘉宾', { exact: true }).click();
  await popup.getByPlaceholder('自定义标签').fill('车友');
  await popup.getByRole('button', { name: '添加' }).click();
  await shot(page, 'distribute-claim-form');
  await popup.getByRole('button', { name: '确认领取' }).click();
  await expect(card).toContainText('已领取');
  await expect(card.getByTestId('holder-name')).toHaveText('王小明');
  await expect(card.getByTestId('holder-tags')).toHaveText('嘉宾车友');
  await expect(card.getByRole('img', { name: '王小明' })).toBeVisible();
  await shot(page, 'distribute-recipient-claimed');
  await logOut(page);

  // the owner applies to 春节骑行季
  await logIn(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/union-marketing/center`);
  const campaign = page.getByRole('article', { name: CAMPAIGN });
  await expect(campaign).toContainText('未申请');
  await shot(page, 'union-center');
  await campaign.getByRole('button', { name: '去申请' }).click();
  await expect(page).toHaveURL(/\/union-marketing\/apply-form\/\d+$/);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请填写联系人')).toBeVisible();
  await page.getByRole('textbox', { name: '联系人' }).fill('王老板');
  await page.getByRole('textbox', { name: '联系电话' }).fill(OWNER);
  await page.getByPlaceholder('说明你为活动提供的优惠').fill('骑行装备九折');
  await shot(page, 'union-apply-form');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/union-marketing\/my\/apply\/\d+$/);
  await expect(page.getByText('审核中', { exact: true })).toBeVisible();
  await expect(page.getByText('骑行装备九折')).toBeVisible();
  await expect(page.getByText('提交成功')).toBeHidden();
  await shot(page, 'union-my-apply');
  await logOut(page);

  // the auditor: a rejection needs a remark; then passes it
  await logIn(page, AUDITOR);
  await page.goto(`${BASE}/union-marketing/audit`);
  const application = page.getByRole('article', { name: `${BUSINESS} ${CAMPAIGN}` });
  await expect(application).toContainText('骑行装备九折');
  await application.getByRole('button', { name: '驳回' }).click();
  await expect(application.getByText('驳回时请填写原因')).toBeVisible();
  await shot(page, 'union-audit');
  await application.getByRole('button', { name: '通过' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(application).toHaveCount(0);
  await page.getByRole('tab', { name: '已通过' }).click();
  await expect(page.getByRole('article', { name: `${BUSINESS} ${CAMPAIGN}` })).toContainText('已通过');
  await logOut(page);

  // the owner sees 已通过
  await logIn(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/union-marketing/center`);
  await expect(page.getByRole('article', { name: CAMPAIGN })).toContainText('已通过');
  await page.getByRole('article', { name: CAMPAIGN }).getByRole('button', { name: '查看申请' }).click();
  await page.getByRole('button', { name: '审核结果' }).click();
  await expect(page).toHaveURL(/\/union-marketing\/my\/review\/\d+$/);
  await expect(page.locator('.union-result')).toContainText('已通过');
  await shot(page, 'union-my-review');
});

test('an owner bundles an approved coupon with a ticket and submits it for audit', async ({ page, request }) => {
  const ticketId = await approvedItem(request, { name: '通票', rule_content: '凭证件入场，仅限本人使用' });
  await approvedItem(request, { name: '骑行装备九折券', product_type: 2, rule_content: '凭证件入场，仅限本人使用' });
  await logIn(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/ticket/relation/form/${ticketId}`);
  await expect(page.getByRole('region', { name: '当前关联' })).toContainText('暂无');
  await expect(page.getByRole('button', { name: '提交审核' })).toBeDisabled();
  await page.getByText('骑行装备九折券').click();
  await page.getByRole('button', { name: '提交审核' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('note')).toContainText('有一项修改待审核');
  await expect(page.getByRole('note')).toContainText('骑行装备九折券');
  await expect(page.getByText('已提交审核')).toBeHidden();
  await shot(page, 'relation-form');
});
