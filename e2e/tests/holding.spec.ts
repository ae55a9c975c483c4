import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE, loginByPassword, shot } from './helpers.js';
import { CHECKER, OWNER, VISITOR, approvedItem, callAs, logIn } from './api-setup.js';

/** A suffix that keeps this run's names apart from every other journey's data on the shared server. */
const tag = () => Date.now().toString(36).slice(-5);

/** A write-off point of item `itemId` (business 1) with the demo checker on it. */
async function pointWithChecker(request: APIRequestContext, itemId: number, name: string): Promise<number> {
  const point = await callAs<{ id: number }>(
    request,
    OWNER,
    '/api/cticket/1.1.0/checkpoint/save',
    {
      item_id: itemId,
      point_name: name,
      point_location: '重庆悦来国际会议中心南门',
      point_longitude: 106.5,
      point_latitude: 29.7,
      write_off_type: 1,
      opening_hours: '09:00-18:00',
    },
    1,
  );
  await callAs(request, OWNER, '/api/cticket/1.1.0/checkpoint/checker/add', { id: point.id, mobile: CHECKER }, 1);
  return point.id;
}

test('a visitor receives a free ticket, shows its code, sees the live write-off, its record and lists', async ({
  page,
  request,
}) => {
  const name = `观展票${tag()}`;
  const itemId = await approvedItem(request, { name, per_user_limit: 2, limit_num: 2, rule_content: '凭码入场' });
  const pointId = await pointWithChecker(request, itemId, '南门1号口');

  await logIn(page, VISITOR);
  // from the personal home to the receive screen; search it there (spec 5: debounced, history kept)
  await page.getByRole('button', { name: '领取票券', exact: true }).click();
  await expect(page).toHaveURL(/\/ticket\/receive$/);
  await expect(page.getByRole('button', { name: '搜索可领取的票券' })).toBeVisible();
  await shot(page, 'holding-receive-list');
  await page.getByRole('button', { name: '搜索可领取的票券' }).click();
  await expect(page).toHaveURL(/\/ticket\/receive\/search$/);
  await page.getByPlaceholder('搜索可领取的票券').fill(name);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('已领 0 / 每人限领 2');
  await expect(card).toContainText('剩余 100 份');
  await card.getByRole('button', { name: '领取', exact: true }).click();
  const result = page.getByRole('dialog', { name: '领取成功' });
  await expect(result).toContainText(name);
  await expect(result.getByText('观展小调查')).toBeVisible();
  await shot(page, 'holding-receive-result');
  await result.getByRole('button', { name: '跳过' }).click();
  await expect(result.getByText('观展小调查')).toBeHidden();
  await result.getByRole('button', { name: '查看' }).click();

  // the code screen: a QR that refreshes, then the live write-off
  await expect(page).toHaveURL(/\/verification\/show-qrcode\/\d+$/);
  const qr = page.getByRole('img', { name: '核销二维码' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(page.getByText('二维码每30秒自动刷新，截图无效')).toBeVisible();
  await expect(page.getByTestId('qr-panel')).toContainText('剩余 2/2 次');
  await shot(page, 'holding-qrcode');
  const code = await qr.getAttribute('data-code');
  expect(code).toMatch(/^K2\./);

  // let the long poll start, then the checker scans the code
  await page.waitForTimeout(1500);
  await callAs(request, CHECKER, '/api/cticket/1.1.0/verify/writeoff', {
    code,
    point_id: pointId,
    nonce: `e2e-holding-${tag()}`,
  });
  await expect(page.locator('.qr-state-label')).toHaveText('已核销', { timeout: 30_000 });
  await expect(page.getByText('核销地点 南门1号口')).toBeVisible();
  await expect(page.getByTestId('qr-panel')).toContainText('剩余 1/2 次');
  await shot(page, 'holding-qrcode-used');
  await page.getByRole('button', { name: '继续出示二维码' }).click();
  await expect(qr).toHaveAttribute('data-code', /^K2\./);
  await expect(qr).not.toHaveAttribute('data-code', code!);

  // its write-off record
  await page.getByRole('button', { name: '核销记录' }).click();
  await expect(page).toHaveURL(/\/verification\/record\/\d+$/);
  const row = page.getByLabel('核销记录 南门1号口');
  await expect(row).toContainText('核销员：');
  await expect(row).toContainText('地点：重庆悦来国际会议中心南门');
  await shot(page, 'holding-record');

  // my tickets: usable now
  await page.goto(`${BASE}/my/ticket/list`);
  await expect(page.getByRole('article', { name })).toContainText('可使用');
  await expect(page.getByRole('article', { name })).toContainText('剩余 1/2 次');
  await shot(page, 'holding-my-tickets');

  // the last use: no code any more, the state instead
  await page.getByRole('article', { name }).getByRole('button', { name: '去使用' }).click();
  await expect(page).toHaveURL(/\/verification\/show-qrcode\/ticket\/\d+$/);
  await expect(qr).toHaveAttribute('data-code', /^K2\./);
  const last = await qr.getAttribute('data-code');
  await page.waitForTimeout(1500);
  await callAs(request, CHECKER, '/api/cticket/1.1.0/verify/writeoff', {
    code: last,
    point_id: pointId,
    nonce: `e2e-holding-${tag()}`,
  });
  await expect(page.locator('.qr-state-label')).toHaveText('已核销', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: '继续出示二维码' })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.qr-state-label')).toHaveText('已使用');
  await expect(qr).toHaveCount(0);
  await shot(page, 'holding-qrcode-state');

  // now among the old ones, and searchable there
  await page.goto(`${BASE}/my/ticket/list`);
  await expect(page.getByRole('button', { name: '搜索门票名称' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await page.getByRole('tab', { name: '已失效' }).click();
  await expect(page).toHaveURL(/\/my\/ticket\/old$/);
  await expect(page.getByRole('article', { name })).toContainText('已使用');
  await page.goto(`${BASE}/my/history/1/2`);
  await page.getByRole('button', { name: '搜索门票名称' }).click();
  await expect(page).toHaveURL(/\/my\/history\/1\/search\?time=2$/);
  await page.getByPlaceholder('搜索门票名称').fill(name);
  await page.getByPlaceholder('搜索门票名称').press('Enter');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await shot(page, 'holding-history-search-results');
  await page.getByPlaceholder('搜索门票名称').fill('');
  await expect(page.getByRole('region', { name: '搜索历史' }).getByText(name)).toBeVisible();
  await shot(page, 'holding-history-search');

  // a wrong history route goes to /404
  await page.goto(`${BASE}/my/history/1/9`);
  await expect(page).toHaveURL(/\/404$/);
});

test('a logged-out visitor opens a merchant’s coupons, logs in to receive, receives for family and finds the stores', async ({
  page,
  request,
}) => {
  const name = `洗车券${tag()}`;
  const itemId = await approvedItem(request, {
    name,
    product_type: 2,
    par_value: 3000,
    per_user_limit: 3,
    rule_content: '到店出示',
  });
  await pointWithChecker(request, itemId, '渝北门店');

  // logged out: the list shows, 领取 goes to the login page and back
  await page.goto(`${BASE}/merchant-coupon?business_id=1`);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('面值 ¥30.00');
  await shot(page, 'holding-merchant-coupon');
  await card.getByRole('button', { name: '领取', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByText('密码登录').click();
  await loginByPassword(page, VISITOR);
  await expect(page).toHaveURL(/\/merchant-coupon\?business_id=1$/);
  await page.getByRole('article', { name }).getByRole('button', { name: '领取', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '领取成功' })).toBeVisible();
  await page.getByRole('dialog', { name: '领取成功' }).getByRole('button', { name: '继续领取' }).click();
  await expect(page.getByRole('article', { name })).toContainText('已领 1 / 每人限领 3');

  // the usual recipients from the personal home (nothing to receive there)
  await page.goto(`${BASE}/my`);
  await page.getByRole('button', { name: '常用领取人', exact: true }).click();
  await expect(page).toHaveURL(/\/my\/add-recipient\/0$/);
  await expect(page.getByRole('button', { name: '添加家人' })).toBeVisible();
  await expect(page.getByRole('button', { name: '为TA领取' })).toHaveCount(0);

  // receive for a family member: the form checks the fields first
  await page.goto(`${BASE}/my/add-recipient/${itemId}`);
  await page.getByRole('button', { name: '添加家人' }).click();
  const form = page.getByRole('dialog', { name: '添加家人' });
  await form.getByPlaceholder('请输入中文姓名').fill('Tom');
  await form.getByPlaceholder('请输入手机号').fill('1380');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入正确的中文姓名')).toBeVisible();
  await expect(form.getByText('请输入正确的手机号')).toBeVisible();
  await shot(page, 'holding-recipient-form');
  const family = `王${['小红', '小兰', '小芳', '小丽'][Date.now() % 4]}`;
  await form.getByPlaceholder('请输入中文姓名').fill(family);
  await form.getByPlaceholder('请输入手机号').fill('139 0000 0088');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const member = page.getByLabel(`领取人 ${family}`).first();
  await expect(member).toContainText('139****0088');
  await shot(page, 'holding-recipients');
  await member.getByRole('button', { name: '为TA领取' }).click();
  await expect(page.getByRole('dialog', { name: '领取成功' })).toContainText(name);
  await page.getByRole('dialog', { name: '领取成功' }).getByRole('button', { name: '继续领取' }).click();

  // delete the member again (asks first)
  await member.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText(`确定删除家人「${family}」？`)).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByLabel(`领取人 ${family}`)).toHaveCount(0);

  // my coupons: both, each with its stores
  await page.goto(`${BASE}/my/coupon`);
  await expect(page.getByRole('link', { name })).toHaveCount(2);
  await shot(page, 'holding-my-coupons');
  await page.getByRole('article', { name }).first().getByRole('button', { name: '适用门店' }).click();
  await expect(page).toHaveURL(/\/my\/offline-store\/\d+$/);
  const store = page.getByRole('article', { name: '渝北门店' });
  await expect(store).toContainText('重庆悦来国际会议中心南门');
  await expect(store).toContainText(/距离 (\d+\.\d\dkm|未知)/);
  await expect(store.getByRole('button', { name: '导航' })).toBeVisible();
  await shot(page, 'holding-stores');

  // its code screen as a coupon
  await page.goto(`${BASE}/my/coupon`);
  await page.getByRole('article', { name }).first().getByRole('button', { name: '去使用' }).click();
  await expect(page).toHaveURL(/\/verification\/show-qrcode\/coupon\/\d+$/);
  await expect(page.getByRole('img', { name: '核销二维码' })).toBeVisible();
  await expect(page.getByRole('button', { name: '适用门店' })).toBeVisible();
  await shot(page, 'holding-coupon-qrcode');
});
