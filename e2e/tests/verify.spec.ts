import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE, chooseBusiness, shot } from './helpers.js';
import { CHECKER, OWNER, VISITOR, approvedItem, callAs, checkpointOf, logIn, logOut } from './api-setup.js';

/**
 * Write-off points and the write-off: the owner sets a point up with the demo checker (核销员小张), the checker
 * writes a holder's code off by typing it, the same code again is refused with the time, and a scanner gun's
 * double read is one write-off.
 */
const suffix = () => String(Date.now()).slice(-6);

/** The visitor receives a free approved item and shows its code (a fresh one: codes live 60 s). */
async function holderCode(request: APIRequestContext, itemId: number): Promise<string> {
  const received = await callAs<{ holding_id: number }>(request, VISITOR, '/api/cticket/1.1.0/receive/user', {
    item_id: itemId,
  });
  const { code } = await callAs<{ code: string }>(request, VISITOR, '/api/cticket/1.1.0/holding/code', {
    holding_id: received.holding_id,
  });
  return code;
}

/** A point of business 1's item with the demo checker, set up through the API. */
const pointWithChecker = (request: APIRequestContext, itemId: number, name: string): Promise<number> =>
  checkpointOf(request, itemId, { point_name: name, point_location: '南门' });

const pointLogs = (request: APIRequestContext, pointId: number) =>
  callAs<{ total: number }>(request, OWNER, '/api/cticket/1.1.0/checkpoint/logs', { id: pointId }, 1);

const typeCode = async (page: Page, code: string) => {
  await page.getByRole('textbox', { name: '手动输入核销码' }).fill(code);
  await page.getByRole('button', { name: '核销', exact: true }).click();
};

test('the owner adds write-off points with the demo checker to an approved ticket', async ({ page, request }) => {
  const ticket = `核销体验票${suffix()}`;
  const itemId = await approvedItem(request, { name: ticket });

  await logIn(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/ticket-invitation/ticket/${itemId}`);
  await page.getByText('核销点管理').click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/checkpoint/edit/${itemId}$`));
  await expect(page.getByText('暂无核销点')).toBeVisible();
  await page.getByRole('button', { name: '添加核销点' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/checkpoint/add/${itemId}$`));

  // the rules under the fields; the input stays
  await page.getByPlaceholder('如：1号馆入口').fill('1号馆入口');
  await page.getByPlaceholder('保存后添加为本核销点的核销员，每行一个手机号（选填）').fill(`${CHECKER}\n1380000`);
  await page.getByRole('button', { name: '添加核销点' }).click();
  await expect(page.getByText('请输入核销点地址')).toBeVisible();
  await expect(page.getByText('手机号有误：1380000')).toBeVisible();
  await expect(page.getByPlaceholder('如：1号馆入口')).toHaveValue('1号馆入口');
  await shot(page, 'verify-point-add-errors');

  await page.getByPlaceholder('核销点所在的地址').fill('重庆悦来国际会议中心1号馆');
  await page.getByPlaceholder('保存后添加为本核销点的核销员，每行一个手机号（选填）').fill(CHECKER);
  await page.getByPlaceholder('0 为不限').fill('100');
  await page.getByRole('button', { name: '添加核销点' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/checkpoint/edit/${itemId}$`));
  const point = page.getByRole('article', { name: '1号馆入口' });
  await expect(point).toContainText('主动核销（核销员扫码）');
  await expect(point).toContainText('100 次');
  await expect(point).toContainText('核销员小张');

  // an interactive point: position and radius, and its own code to print
  await page.getByRole('button', { name: '添加核销点' }).click();
  await page.getByPlaceholder('如：1号馆入口').fill('南门自助');
  await page.getByPlaceholder('核销点所在的地址').fill('南门');
  await page.getByText('扫码核销（持有人扫核销点码）').click();
  await page.getByRole('button', { name: '添加核销点' }).click();
  await expect(page.getByText('扫码核销的核销点须设置位置')).toBeVisible();
  await expect(page.getByText('扫码核销的核销点须设置核销半径')).toBeVisible();
  await page.getByPlaceholder('如：106.551556').fill('106.551556');
  await page.getByPlaceholder('如：29.563010').fill('29.56301');
  await page.getByPlaceholder('持有人须在此范围内').fill('300');
  await shot(page, 'verify-point-add');
  await page.getByRole('button', { name: '添加核销点' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/checkpoint/edit/${itemId}$`));
  const south = page.getByRole('article', { name: '南门自助' });
  await expect(south.getByRole('img', { name: '南门自助 核销点二维码' })).toBeVisible();
  await expect(south).toContainText('300 米');
  await shot(page, 'verify-point-list');

  // edit, prefilled
  await point.getByRole('button', { name: '编辑' }).click();
  await expect(page.getByPlaceholder('如：1号馆入口')).toHaveValue('1号馆入口');
  await page.getByPlaceholder('如：1号馆入口').fill('1号馆东入口');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('article', { name: '1号馆东入口' })).toBeVisible();

  // the checkers of the south point: add, then remove
  await south.getByRole('button', { name: '核销员' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/checkpoint/checker/\\d+$`));
  await expect(page.getByText('暂无核销员')).toBeVisible();
  await page.getByPlaceholder('输入核销员手机号').fill(CHECKER);
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const row = page.getByRole('listitem', { name: '核销员小张' });
  await expect(row).toContainText('138****0003');
  await shot(page, 'verify-checkers');
  await row.getByRole('button', { name: '移除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('暂无核销员')).toBeVisible();

  // a point without write-offs can be deleted, after a confirm
  await page.goBack();
  await page.getByRole('article', { name: '南门自助' }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('article', { name: '南门自助' })).toHaveCount(0);
  await logOut(page);
});

test('the checker writes a holder’s code off by typing it; the same code again is 已核销 with the time', async ({
  page,
  request,
}) => {
  const ticket = `现场核销票${suffix()}`;
  const itemId = await approvedItem(request, { name: ticket });
  const pointId = await pointWithChecker(request, itemId, '2号馆入口');
  const code = await holderCode(request, itemId);

  await logIn(page, CHECKER);
  await page.getByText('我的核销').click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket-invitation/check/list$`));
  const card = page.getByRole('article', { name: ticket });
  await expect(card).toContainText('2号馆入口');
  await shot(page, 'verify-check-list');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/ticket-invitation/checker/${itemId}$`));
  await page.getByRole('article', { name: '2号馆入口' }).getByRole('button', { name: '扫码核销' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/verification/scan/${pointId}$`));
  await expect(page.getByRole('region', { name: '当前核销点' })).toContainText('今日核销0');
  await shot(page, 'verify-scan');

  // 扫一扫 in a browser without a camera: the reason, and typing instead
  await page.getByRole('button', { name: '扫一扫' }).click();
  const camera = page.getByRole('dialog', { name: '扫一扫' });
  await expect(camera.getByRole('alert')).toContainText('手动输入核销码');
  await shot(page, 'verify-camera-unavailable');
  await camera.getByRole('button', { name: '取消' }).click();
  await expect(camera).toHaveCount(0);

  await typeCode(page, code);
  await expect(page).toHaveURL(new RegExp(`${BASE}/verification/business/result/.+\\?point_id=${pointId}$`));
  const ok = page.getByRole('status', { name: '核销成功' });
  await expect(ok).toContainText('核销成功');
  await expect(ok).toContainText(ticket);
  await expect(ok).toContainText('剩余 0 次');
  await expect(ok).toContainText('138****0001');
  await shot(page, 'verify-result-ok');

  // a reload replays the first answer: no second write-off
  await page.reload();
  await expect(page.getByRole('status', { name: '核销成功' })).toContainText('重复提交，未重复核销');
  expect((await pointLogs(request, pointId)).total).toBe(1);

  await page.getByRole('button', { name: '继续扫码' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/verification/scan/${pointId}$`));
  await expect(page.getByRole('region', { name: '当前核销点' })).toContainText('今日核销1');
  await typeCode(page, code);
  const refused = page.getByRole('status', { name: '核销失败' });
  await expect(refused).toContainText('已核销');
  await expect(refused).toContainText(/上次核销时间\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}/);
  await shot(page, 'verify-result-used');
  expect((await pointLogs(request, pointId)).total).toBe(1);

  // the records of the point
  await page.goto(`${BASE}/checkpoint/logs/${pointId}`);
  await expect(page.getByRole('region', { name: '核销统计' })).toContainText('累计核销1次');
  await expect(page.getByTestId('log-row')).toHaveCount(1);
  await expect(page.getByTestId('log-row')).toContainText('138****0001');
  await expect(page.getByTestId('log-row')).toContainText('核销员：核***张');
  await shot(page, 'verify-logs');
  await logOut(page);
});

test('a scanner gun’s double read of one code is one write-off', async ({ page, request }) => {
  const ticket = `扫码枪票${suffix()}`;
  // five uses: a second write-off would go through, so only the nonce keeps the double read to one
  const itemId = await approvedItem(request, { name: ticket, limit_num: 5 });
  const pointId = await pointWithChecker(request, itemId, '3号馆入口');
  const code = await holderCode(request, itemId);

  await logIn(page, CHECKER);
  await page.goto(`${BASE}/pc/scan`);
  await page.getByRole('list', { name: '选择核销点' }).getByText('3号馆入口').click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/pc/scan\\?point_id=${pointId}$`));
  const input = page.getByRole('textbox', { name: '核销码' });
  await expect(input).toBeFocused();
  await shot(page, 'verify-gun-ready');

  // the gun types the code and Enter, twice in a row — as fast as a gun (a signed code is about 120 characters:
  // typed key by key through the browser's protocol it took over 3 s, longer than the double-read window)
  for (let i = 0; i < 2; i++) {
    await page.keyboard.insertText(code);
    await page.keyboard.press('Enter');
  }
  const outcome = page.getByRole('status', { name: '核销成功' });
  await expect(outcome).toContainText('剩余 4 次');
  const history = page.getByRole('region', { name: '最近核销' });
  await expect(history.locator('li')).toHaveCount(1);
  await expect(history).toContainText('重复读取 2 次');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await shot(page, 'verify-gun-double');
  expect((await pointLogs(request, pointId)).total).toBe(1);
  await expect(page.getByRole('region', { name: '当前核销点' })).toContainText('今日核销1');

  // a bad code: red, with the reason, and still focused for the next read
  await page.keyboard.type('NOT-A-CODE\n');
  await expect(page.getByRole('status', { name: '核销失败' })).toContainText('二维码无效或已过期');
  await expect(history.locator('li')).toHaveCount(2);
  await expect(input).toBeFocused();
  await shot(page, 'verify-gun-refused');
  await logOut(page);
});
