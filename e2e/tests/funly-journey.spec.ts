import { expect, test } from '@playwright/test';
import { BASE, PNG, fullShot, pickDate, shot } from './helpers.js';
import { AUDITOR, CHECKER, OWNER, VISITOR, logIn } from './api-setup.js';

/**
 * Issue 16's journey, four people on four phones: the business owner creates an event with a form and two slots and
 * submits it; the auditor approves it; the visitor finds it on the 活动 tab, applies and books a slot; the owner
 * approves the application and makes the demo checker a check-in operator; the checker checks the visitor's entry
 * code in with the ordinary write-off; the statistics show one application and one check-in.
 */

test.use({ actionTimeout: 15_000 });

const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

test('an event from creation to check-in: create with a form and two slots, review, apply and book, approve, check in, statistics', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `越野试驾日${Date.now().toString(36).slice(-4)}`;
  const owner = await (await browser.newContext(phone)).newPage();

  // the owner creates the event: the form, saved as a draft first
  await logIn(owner, OWNER);
  await owner.goto(`${BASE}/funly-manage/create/${Date.now()}`);
  await owner.getByPlaceholder('如：周末车友自驾聚会').fill(title);
  await owner.locator('.image-field input[type=file]').first().setInputFiles(PNG);
  await expect(owner.locator('.image-field .adm-image-uploader-cell img').first()).toBeVisible();
  await owner.getByRole('option', { name: '聚会' }).click();
  await pickDate(owner, '请选择开始时间');
  await pickDate(owner, '请选择结束时间');
  await pickDate(owner, '请选择报名开始时间');
  await pickDate(owner, '请选择报名截止时间');
  await owner.getByRole('textbox', { name: '活动地点' }).fill('重庆国际博览中心');
  await owner.getByRole('textbox', { name: '人数上限' }).fill('20');
  await owner.getByRole('switch', { name: '报名审核' }).click();
  await fullShot(owner, 'funly-editor');
  await owner.getByText('高级设置').click();
  await owner.getByRole('button', { name: '不需要报名表' }).click();
  await owner.getByRole('option', { name: '车友见面会报名表' }).click();
  await expect(owner.getByRole('button', { name: '车友见面会报名表' })).toBeVisible();
  await owner.getByRole('button', { name: '保存草稿' }).click();
  await expect(owner).toHaveURL(/\/funly-manage\/draft\/\d+\/\d+/);
  const id = Number(/draft\/(\d+)\//.exec(owner.url())![1]);

  // two slots
  await owner.goto(`${BASE}/funly-manage/appoint/${id}`);
  for (const slot of ['上午场', '下午场']) {
    await owner.getByRole('button', { name: '添加时段' }).first().click();
    await owner.getByRole('textbox', { name: '时段名称' }).fill(slot);
    await pickDate(owner, '选择开始时间');
    await pickDate(owner, '选择结束时间');
    await owner.getByRole('textbox', { name: '可约人数' }).fill('10');
    await owner.getByRole('button', { name: '保存' }).click();
    await expect(owner.getByText(slot).first()).toBeVisible();
  }
  await shot(owner, 'funly-appoint');

  // back to the draft and submit it for review
  await owner.goto(`${BASE}/funly-manage/draft/${id}/${Date.now()}`);
  await expect(owner.getByRole('textbox', { name: '活动名称' })).toHaveValue(title);
  await owner.getByRole('button', { name: '提交审核' }).click();
  await expect(owner).toHaveURL(/\/funly-manage\/manage/);
  await expect(owner.getByText(title).first()).toBeVisible();
  await shot(owner, 'funly-manage');

  // the auditor approves it in the audit queue
  const auditor = await (await browser.newContext(phone)).newPage();
  await logIn(auditor, AUDITOR);
  await auditor.goto(`${BASE}/b/audit`);
  await auditor
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(auditor).toHaveURL(new RegExp(`${BASE}/b/audit/funly/\\d+$`));
  await expect(auditor.getByText(title).first()).toBeVisible();
  await fullShot(auditor, 'funly-audit-detail');
  await auditor.getByRole('button', { name: '通过' }).click();
  await auditor.getByRole('button', { name: '确定' }).click();
  await expect(auditor).toHaveURL(new RegExp(`${BASE}/b/audit$`));

  // the visitor finds it on the 活动 tab, applies with the form and books the morning slot
  const visitor = await (await browser.newContext(phone)).newPage();
  await logIn(visitor, VISITOR);
  await visitor
    .getByRole('link', { name: '活动' })
    .or(visitor.getByText('活动', { exact: true }))
    .first()
    .click();
  await expect(visitor).toHaveURL(new RegExp(`${BASE}/funly`));
  await expect(visitor.getByText(title).first()).toBeVisible();
  await shot(visitor, 'funly-home');
  await visitor.getByText(title).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/funly/show\\?id=${id}`));
  await fullShot(visitor, 'funly-show');
  await visitor.getByRole('button', { name: '报名', exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/funly/enter-blank/2/${id}`));
  await visitor.getByRole('textbox', { name: /姓名/ }).first().fill('王小明');
  await visitor.getByText('上午场').first().click();
  await shot(visitor, 'funly-apply');
  await visitor.getByRole('button', { name: '提交报名' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/my/funly/result/${id}`));
  await expect(visitor.getByText('等待主办方审核').first()).toBeVisible();
  await shot(visitor, 'funly-result-pending');

  // the owner approves the application and makes the checker a check-in operator
  await owner.goto(`${BASE}/funly-manage/apply/auditList/${id}`);
  await expect(owner.getByText('观众小王').first()).toBeVisible();
  await shot(owner, 'funly-audit-list');
  await owner.getByRole('button', { name: '通过' }).first().click();
  await owner.getByRole('button', { name: '确定' }).click();
  await expect(owner.getByRole('tab', { name: /报名成功\(1\)|报名成功 1|报名成功（1）/ }).first()).toBeVisible();
  await owner.goto(`${BASE}/funly-manage/operator/create/${id}`);
  await owner.getByRole('textbox', { name: '手机号' }).fill(CHECKER);
  await owner.getByRole('textbox', { name: '姓名' }).fill('核销员小张');
  await owner.getByText('签到员').first().click();
  await shot(owner, 'funly-operator-form');
  await owner
    .getByRole('button', { name: /保存|添加/ })
    .last()
    .click();
  await expect(owner).not.toHaveURL(/operator\/create/);
  await owner.goto(`${BASE}/funly-manage/operator/${id}`);
  await expect(owner.getByText('核销员小张').first()).toBeVisible();
  await shot(owner, 'funly-operators');

  // the visitor's result page now holds the entry code
  await visitor.reload();
  await expect(visitor.getByText('报名成功').first()).toBeVisible();
  await visitor
    .getByRole('button', { name: '查看入场码' })
    .or(visitor.getByRole('link', { name: '查看入场码' }))
    .first()
    .click();
  const qr = visitor.getByRole('img', { name: '核销二维码' });
  await expect(qr).toHaveAttribute('data-code', /^K2\./);
  const code = (await qr.getAttribute('data-code'))!;
  await shot(visitor, 'funly-entry-code');

  // the checker checks it in at the event's point with the ordinary write-off
  const checker = await (await browser.newContext(phone)).newPage();
  await logIn(checker, CHECKER);
  await checker.goto(`${BASE}/ticket-invitation/check/list`);
  await checker.getByText(`${title} 入场凭证`).first().click();
  await checker.getByRole('article', { name: '活动签到' }).getByRole('button', { name: '扫码核销' }).click();
  await checker.getByRole('textbox', { name: '手动输入核销码' }).fill(code);
  await checker.getByRole('button', { name: '核销', exact: true }).click();
  await expect(checker.getByRole('status', { name: '核销成功' })).toBeVisible();
  await shot(checker, 'funly-checked-in');

  // the statistics: one application, one check-in
  await owner.goto(`${BASE}/funly-manage/statistics/${id}`);
  const overview = owner.getByRole('list', { name: '活动数据概览' });
  await expect(overview.getByRole('listitem', { name: '报名 1份' })).toBeVisible();
  await expect(overview.getByRole('listitem', { name: '已签到 1人次' })).toBeVisible();
  await expect(overview.getByRole('listitem', { name: '预约 1人' })).toBeVisible();
  await fullShot(owner, 'funly-statistics');

  // and the visitor sees 已签到
  await visitor.goto(`${BASE}/my/funly/result/${id}`);
  await expect(visitor.getByText('已签到').first()).toBeVisible();
  await shot(visitor, 'funly-result-checked-in');
});
