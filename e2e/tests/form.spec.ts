import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE, DEMO_PASSWORD, chooseBusiness, shot } from './helpers.js';
import { logIn as login, logOut as logout } from './api-setup.js';

const OWNER = '13800000002';
const VISITOR = '13800000001';
const AUDITOR = '13800000004';
const FORM_TITLE = '媒体报名表';
const ITEM = '媒体日邀请函';

/** One call through the envelope; access tokens live 4 s in e2e, so every call logs in afresh. */
async function call<T>(
  request: APIRequestContext,
  path: string,
  query: object,
  as?: { mobile: string; b_id?: number },
) {
  let payload = {};
  if (as) {
    const login = await request.post('/api/user/1.0.0/login', {
      data: { query: { mobile: as.mobile, password: DEMO_PASSWORD }, payload: {} },
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    payload = { token, ...(as.b_id ? { b_id: as.b_id } : {}) };
  }
  const res = await request.post(path, { data: { query, payload } });
  const body = (await res.json()) as { code: number; message: string; data: T };
  expect(body.code, `${path}: ${body.message}`).toBe(0);
  return body.data;
}
const owner = { mobile: OWNER, b_id: 1 };

/** A published project, then an invitation linked to the form, submitted and passed by the auditor. */
async function liveInvitation(request: APIRequestContext, formId: number): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  const DAY = 86400;
  const project = await call<{ id: number }>(
    request,
    '/api/project/1.0.0/project/save',
    {
      name: '2026媒体开放日',
      kind: 1,
      start_time: now,
      end_time: now + 30 * DAY,
      venue: '重庆国际博览中心',
      publish: true,
    },
    owner,
  );
  const item = await call<{ id: number }>(
    request,
    '/api/cticket/1.1.0/item/save',
    {
      product_type: 3,
      project_id: project.id,
      name: ITEM,
      template_kind: 1,
      style_icon: '',
      style_color: '',
      par_value: 0,
      sell_value: 0,
      total_stock: 50,
      per_user_limit: 1,
      rule_content: '凭函入场',
      write_off_mode: 1,
      shop_kind: 11,
      distribution_mode: 1,
      registration_distribution: 2,
      payment_order: 2,
      limit_type: 1,
      limit_num: 1,
      issue_start: now - DAY,
      issue_end: now + 10 * DAY,
      validity_start: now - DAY,
      validity_end: now + 20 * DAY,
      form_id: formId,
    },
    owner,
  );
  await call(request, '/api/cticket/1.1.0/item/action', { id: item.id, action: 'submit' }, owner);
  const audits = await call<{ list: { id: number; target_id: number }[] }>(
    request,
    '/api/audit/1.0.0/audit/list',
    {},
    { mobile: AUDITOR },
  );
  const record = audits.list.find((a) => a.target_id === item.id)!;
  await call(request, '/api/audit/1.0.0/audit/decide', { id: record.id, pass: true }, { mobile: AUDITOR });
  return item.id;
}

async function addField(page: Page, kind: string) {
  await page.getByRole('button', { name: '+ 添加字段' }).click();
  const sheet = page.locator('.adm-action-sheet').filter({ visible: true });
  await sheet.getByText(kind, { exact: true }).click();
  await expect(sheet).toHaveCount(0);
}

/** Screenshots show the page, not a passing toast. */
const toastGone = (page: Page) => expect(page.locator('.adm-toast-main')).toHaveCount(0);

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Opens a picker field by its label and confirms what it shows. */
async function confirmPicker(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const confirm = page.locator('.adm-picker-header-button', { hasText: '确定' }).filter({ visible: true });
  await confirm.click();
  await expect(confirm).toHaveCount(0);
}

test('owner designs a form, a visitor signs up after a validation error, the owner passes the sign-up', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);

  // owner builds the form in the browser
  await login(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/ticket/applicationForm/create/1`);
  await expect(page.getByText('还没有字段')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入表单标题')).toBeVisible();
  await expect(page.getByText('请至少添加一个字段')).toBeVisible();
  await page.getByPlaceholder('如：媒体报名表').fill(FORM_TITLE);
  await page.getByPlaceholder('告诉报名者需要注意什么（选填）').fill('请如实填写，审核通过后邀请函将发放到你的账户。');
  await page.getByRole('button', { name: '+ 添加字段' }).click();
  await expect(page.getByText('选择字段类型')).toBeVisible();
  await shot(page, 'form-builder-kinds');
  await page.locator('.adm-action-sheet').filter({ visible: true }).getByText('手机号', { exact: true }).click();
  await addField(page, '姓名');
  await addField(page, '单选');
  await addField(page, '地区');
  await addField(page, '日期');
  // 姓名 first
  await page.getByRole('button', { name: '上移字段2' }).click();
  await expect(box(page, '字段1名称')).toHaveValue('姓名');
  await box(page, '字段3名称').fill('媒体类型');
  await box(page, '选项1').fill('报纸');
  await box(page, '选项2').fill('网站');
  await page.getByRole('button', { name: '+ 添加选项' }).click();
  await box(page, '选项3').fill('自媒体');
  await box(page, '字段5名称').fill('到场日期');
  await page.getByRole('switch', { name: '字段5必填' }).click();
  await page.getByRole('button', { name: '删除字段4' }).click();
  await expect(page.getByText('确定删除字段「所在地区」吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(box(page, '字段5名称')).toHaveCount(0);
  await addField(page, '地区');
  await page.getByRole('switch', { name: '字段5必填' }).click();
  await page.getByTestId('field-editor').nth(2).scrollIntoViewIfNeeded();
  await shot(page, 'form-builder');

  // 预览: the draft renders, validates locally and is never sent
  await page.getByRole('button', { name: '预览' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/invitation/enter-blank/preview$`));
  await expect(page.getByText('预览模式：可以试填，提交不会保存')).toBeVisible();
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('请填写姓名')).toBeVisible();
  await expect(page.getByText('请选择媒体类型')).toBeVisible();
  await toastGone(page);
  await shot(page, 'form-preview');
  await page.goBack();
  await expect(page.getByText('已恢复上次未保存的内容，记得保存')).toBeVisible();
  await expect(box(page, '字段3名称')).toHaveValue('媒体类型');
  await page.getByRole('button', { name: '保存' }).click();
  // saved: back to where the owner came from (here the business page, opened before the builder)
  await expect(page).toHaveURL(new RegExp(`${BASE}/my/business$`));

  const forms = await call<{ list: { id: number; title: string; fields: { key: string; label: string }[] }[] }>(
    request,
    '/api/form/1.0.0/form/list',
    {},
    owner,
  );
  const form = forms.list.find((f) => f.title === FORM_TITLE)!;
  expect(form.fields.map((f) => `${f.key}:${f.label}`)).toEqual([
    'f2:姓名',
    'f1:手机号',
    'f3:媒体类型',
    'f5:到场日期',
    'f6:所在地区',
  ]);
  const itemId = await liveInvitation(request, form.id);
  await logout(page);

  // the visitor fills it: a wrong name is refused under the field, then the sign-up is sent
  await login(page, VISITOR);
  await page.goto(`${BASE}/invitation/enter-blank/1/${itemId}`);
  await expect(page.getByText(ITEM)).toBeVisible();
  await expect(page.getByText('2026媒体开放日')).toBeVisible();
  await shot(page, 'form-fill');
  await box(page, '姓名').fill('Tom');
  await box(page, '手机号').fill('13800000001');
  await page.locator('.adm-selector-item', { hasText: '网站' }).click();
  await confirmPicker(page, '所在地区');
  await expect(page.getByRole('button', { name: '所在地区' })).toHaveText('北京市 北京市 东城区');
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('请输入正确的姓名')).toBeVisible();
  await toastGone(page);
  await shot(page, 'form-fill-error');
  await box(page, '姓名').fill('王小明');
  await expect(page.getByText('请输入正确的姓名')).toHaveCount(0);
  await confirmPicker(page, '到场日期');
  await expect(page.getByRole('button', { name: '到场日期' })).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page.getByText('审核中', { exact: true })).toBeVisible();
  await toastGone(page);
  await shot(page, 'form-fill-pending');
  await logout(page);

  // the owner passes it from 报名审核
  await login(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/ticket-invitation/audit-for-apply/list`);
  const row = page.getByRole('article', { name: `观众小王 ${ITEM}` });
  await expect(row).toBeVisible();
  await expect(row.getByText('138****0001')).toBeVisible();
  await shot(page, 'form-submissions');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/enter-form/audit/\\d+$`));
  await expect(page.getByText('王小明')).toBeVisible();
  await expect(page.getByText('北京市 北京市 东城区')).toBeVisible();
  await shot(page, 'form-review');
  await page.getByRole('button', { name: '驳回' }).click();
  await page.getByRole('button', { name: '确定驳回' }).click();
  await expect(page.getByText('驳回时请填写原因')).toBeVisible();
  await shot(page, 'form-review-reject');
  await page.getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: '通过' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.adm-toast-main', { hasText: '已通过' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket-invitation/audit-for-apply/list`));
  await expect(page.getByRole('link', { name: `观众小王 ${ITEM}` })).toHaveCount(0);
  await page.getByRole('tab', { name: '已通过' }).click();
  await expect(page.getByRole('article', { name: `观众小王 ${ITEM}` }).getByText('已发放')).toBeVisible();
  await logout(page);

  // the visitor now sees 报名成功
  await login(page, VISITOR);
  await page.goto(`${BASE}/invitation/enter-blank/1/${itemId}`);
  await expect(page.getByText('报名成功')).toBeVisible();
});
