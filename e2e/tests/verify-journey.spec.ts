import { expect, test } from '@playwright/test';
import { BASE, shot } from './helpers.js';
import { CHECKER, VISITOR, approvedItem, checkpointOf, logIn } from './api-setup.js';

/**
 * The moment of truth, two people on two phones: the visitor receives a free ticket and shows its code; the demo
 * checker, assigned to a point of that ticket, types the code as a scanner gun would and sees success; a second
 * scan says 已核销 with the first time; the visitor's screen turns to 已核销 by itself; the point's log and the
 * ticket's log each show one write-off.
 */
test('the visitor shows a ticket, the checker writes it off once, both screens and both logs agree', async ({
  browser,
  request,
}) => {
  const name = `入场券${Date.now().toString(36).slice(-5)}`;
  const itemId = await approvedItem(request, { name, rule_content: '凭码入场一次' });
  const point = {
    id: await checkpointOf(request, itemId, { point_name: '北门检票口', point_location: '悦来国际博览中心北门' }),
  };

  const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  const visitor = await (await browser.newContext(phone)).newPage();
  const checker = await (await browser.newContext(phone)).newPage();

  // the visitor receives the ticket and opens its code
  await logIn(visitor, VISITOR);
  await visitor.goto(`${BASE}/ticket/receive/search`);
  await visitor.getByPlaceholder('搜索可领取的票券').fill(name);
  await visitor.getByRole('article', { name }).getByRole('button', { name: '领取', exact: true }).click();
  const received = visitor.getByRole('dialog', { name: '领取成功' });
  await received.getByRole('button', { name: '跳过' }).click();
  await received.getByRole('button', { name: '查看' }).click();
  const qr = visitor.getByRole('img', { name: '核销二维码' });
  await expect(qr).toHaveAttribute('data-code', /^K2\./);
  const code = (await qr.getAttribute('data-code'))!;
  await shot(visitor, 'journey-visitor-code');

  // the checker finds the ticket among the items they check and scans at the point
  await logIn(checker, CHECKER);
  await checker.goto(`${BASE}/ticket-invitation/check/list`);
  await checker.getByText(name).click();
  await checker.getByRole('article', { name: '北门检票口' }).getByRole('button', { name: '扫码核销' }).click();
  await expect(checker).toHaveURL(new RegExp(`${BASE}/verification/scan/${point.id}$`));
  await checker.getByRole('textbox', { name: '手动输入核销码' }).fill(code);
  await checker.getByRole('button', { name: '核销', exact: true }).click();
  const ok = checker.getByRole('status', { name: '核销成功' });
  await expect(ok).toContainText('核销成功');
  await expect(ok).toContainText(name);
  await expect(ok).toContainText('138****0001');
  await shot(checker, 'journey-checker-ok');

  // the visitor's screen updates on its own
  await expect(visitor.locator('.qr-state-label')).toHaveText('已核销', { timeout: 30_000 });
  await expect(visitor.getByText('核销地点 北门检票口')).toBeVisible();
  await shot(visitor, 'journey-visitor-used');

  // a second scan of the same code: 已核销 with the time of the first
  await checker.getByRole('button', { name: '继续扫码' }).click();
  await checker.getByRole('textbox', { name: '手动输入核销码' }).fill(code);
  await checker.getByRole('button', { name: '核销', exact: true }).click();
  const refused = checker.getByRole('status', { name: '核销失败' });
  await expect(refused).toContainText('已核销');
  await expect(refused).toContainText(/上次核销时间\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
  await shot(checker, 'journey-checker-again');

  // one write-off at the point, one on the ticket
  await checker.goto(`${BASE}/checkpoint/logs/${point.id}`);
  await expect(checker.getByRole('region', { name: '核销统计' })).toContainText('累计核销1次');
  await expect(checker.getByTestId('log-row')).toHaveCount(1);
  await visitor.goto(`${BASE}/verification/logs/${itemId}`);
  await expect(visitor.getByLabel('核销记录 北门检票口')).toHaveCount(1);
  await shot(visitor, 'journey-visitor-log');
});
