import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE, loginByPassword, shot } from './helpers.js';
import { OWNER, VISITOR, approvedItem, callAs, logIn, logOut } from './api-setup.js';

/** a 1×1 PNG */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The device's position (WGS-84) and the same place in GCJ-02 as the app converts it: where the point is. */
const DEVICE_AT_POINT = { latitude: 29.56, longitude: 106.55 };
const POINT_GCJ02 = { lat: 29.557153, lng: 106.55372 };
/** 成都, some 270 km away. */
const DEVICE_FAR = { latitude: 30.57, longitude: 104.06 };

/** A name no other journey uses, so lists shared with other specs never confuse the lookups. */
const unique = (name: string) => `${name}${Date.now().toString(36).slice(-4).toUpperCase()}`;

type Card = { holding_id: number; ticket_id: number; cert_sn: string };

/** The visitor's holding of an item, through the API. */
async function visitorHolding(request: APIRequestContext, itemId: number, isCert: boolean): Promise<Card> {
  const { list } = await callAs<{ list: Card[] }>(request, VISITOR, '/api/cticket/1.1.0/holding/list', {
    is_cert: isCert,
    scope: 'valid',
    page: 1,
    page_size: 100,
  });
  const card = list.find((c) => c.ticket_id === itemId);
  expect(card, 'the visitor holds the item').toBeTruthy();
  return card!;
}

test('a distributed pass: the visitor registers name and photo, sees it in 我的证件 and prints it', async ({
  page,
  request,
}) => {
  const name = unique('参展证');
  const itemId = await approvedItem(request, { name, is_cert: true, rule_content: '凭证件入场，仅限本人使用' });
  await callAs(request, OWNER, '/api/cticket/1.1.0/distribute/issue', { item_id: itemId, mobiles: [VISITOR] }, 1);
  const { cert_sn: sn, holding_id: holdingId } = await visitorHolding(request, itemId, true);
  expect(sn).toMatch(/^[0-9a-f]{16}$/);
  const registerUrl = `/cert/register?cert_sn=${sn}`;

  // logged out: the pass and 登录后登记, which comes back here after login
  await page.goto(`${BASE}${registerUrl}`);
  const pass = page.getByRole('region', { name: `证件 ${name}` });
  await expect(pass).toContainText('待登记');
  await expect(pass).toContainText('示例车展运营公司');
  await shot(page, 'cert-register-logged-out');
  await page.getByRole('button', { name: '登录后登记' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirect=${encodeURIComponent(registerUrl).replace(/[?]/g, '\\?')}`),
  );
  await page.getByRole('link', { name: '密码登录' }).click();
  await loginByPassword(page, VISITOR);
  await expect(page).toHaveURL(`${BASE}${registerUrl}`);

  // the form: the rules first, then name and photo
  await page.getByRole('button', { name: '提交登记' }).click();
  await expect(page.getByText('请输入持证人姓名')).toBeVisible();
  await expect(page.getByText('请上传证件照')).toBeVisible();
  await page.getByRole('textbox', { name: '持证人姓名' }).fill('王小明');
  await page.getByTestId('cert-photo-field').locator('input[type=file]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await expect(page.getByTestId('cert-photo-field').locator('.adm-image-uploader-cell img')).toBeVisible();
  await page.getByRole('textbox', { name: '身份证号' }).fill('1234');
  await page.getByRole('button', { name: '提交登记' }).click();
  await expect(page.getByText('请输入正确的身份证号')).toBeVisible();
  await page.getByRole('textbox', { name: '身份证号' }).fill('11010519491231002x');
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await shot(page, 'cert-register-form');
  await page.getByRole('button', { name: '提交登记' }).click();

  await expect(page).toHaveURL(`${BASE}/cert/success?id=${sn}`);
  await expect(page.getByTestId('cert-result')).toContainText('登记成功');
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await shot(page, 'cert-success');
  await page.getByRole('button', { name: '查看证件' }).click();
  await expect(page).toHaveURL(`${BASE}/cert/register/${sn}`);
  await expect(pass).toContainText('已登记');
  await expect(pass).toContainText('王小明');
  await expect(pass).toContainText('110105**********2X');
  await expect(pass.getByRole('img', { name: '证件照' })).toBeVisible();
  await expect(page.getByRole('button', { name: '修改登记' })).toBeVisible();
  await shot(page, 'cert-view');

  // the registration page now shows it read-only with 修改
  await page.goto(`${BASE}${registerUrl}`);
  await expect(pass).toContainText('王小明');
  await page.getByRole('button', { name: '修改' }).click();
  await expect(page).toHaveURL(`${BASE}/cert/register/edit?cert_sn=${sn}`);
  await expect(page.getByRole('textbox', { name: '持证人姓名' })).toHaveValue('王小明');

  // 我的证件 lists it as registered; it opens the QR screen
  await page.goto(`${BASE}/my/cert`);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('已登记');
  // the holder's own pass: the name in full (others see it masked, below)
  await expect(card).toContainText('王小明');
  await shot(page, 'my-cert');
  await page.getByRole('button', { name: '历史证件' }).click();
  await expect(page).toHaveURL(`${BASE}/my/cert/history`);
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await page.goto(`${BASE}/my/cert`);
  await card.click();
  await expect(page).toHaveURL(`${BASE}/verification/show-qrcode/${holdingId}?isCert=1`);

  // printing: the pass with the print code's QR, on A6
  await page.goto(`${BASE}/print/cert?cert_sn=${sn}`);
  const printable = page.getByRole('article', { name: '打印证件' });
  await expect(printable).toContainText(name);
  await expect(printable).toContainText('王小明');
  await expect(printable.getByRole('img', { name: '证件二维码' })).toBeVisible();
  await expect(printable.getByRole('img', { name: '证件照' })).toBeVisible();
  await expect(page.getByRole('button', { name: '打印' })).toBeVisible();
  await shot(page, 'print-cert');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '打印' })).toBeHidden();
  await expect(page.locator('.page-header')).toBeHidden();
  await expect(printable).toBeVisible();
  // the printable area of an A6 sheet with 6 mm margins, in CSS px: the pass fits on it
  await page.setViewportSize({ width: 374, height: 514 });
  expect(await printable.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(514);
  await shot(page, 'print-cert-media-print');
  // the real print (print media): one A6 page, 105 × 148 mm ≈ 298 × 420 pt
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).toHaveLength(1);
  expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 29[78](\.\d+)? (419\.\d+|420)\s*\]/);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ media: null });

  // 生成图片: the pass drawn onto a canvas, shown for long-press saving
  await page.getByRole('button', { name: '生成图片' }).click();
  const image = page.getByRole('img', { name: '证件图片' });
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByText('长按图片保存')).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080);
  await shot(page, 'print-cert-image');
  await logOut(page);

  // somebody else: the masked holder, no form, no printing
  await logIn(page, OWNER);
  await page.goto(`${BASE}${registerUrl}`);
  await expect(page.getByRole('note')).toHaveText('该证件不属于当前账号');
  await expect(pass).toContainText('王*明');
  await expect(page.getByRole('textbox', { name: '持证人姓名' })).toHaveCount(0);
  await shot(page, 'cert-not-mine');
  await page.goto(`${BASE}/print/cert?cert_sn=${sn}`);
  await expect(page.getByText('该证件不属于当前账号')).toBeVisible();
  await expect(page.getByRole('button', { name: '打印' })).toHaveCount(0);
});

test('interactive write-off: far away 不在核销点范围内, at the point 核销成功', async ({ page, context, request }) => {
  const name = unique('观展票');
  const pointName = unique('北门入口');
  const itemId = await approvedItem(request, { name, write_off_mode: 2, rule_content: '扫码核销点二维码入场' });
  const point = await callAs<{ write_off_param: string }>(
    request,
    OWNER,
    '/api/cticket/1.1.0/checkpoint/save',
    {
      item_id: itemId,
      point_name: pointName,
      point_location: '重庆悦来国际会议中心北门',
      point_latitude: POINT_GCJ02.lat,
      point_longitude: POINT_GCJ02.lng,
      point_radius: 500,
      write_off_type: 2,
    },
    1,
  );
  expect(point.write_off_param).not.toBe('');
  await callAs(request, VISITOR, '/api/cticket/1.1.0/receive/user', { item_id: itemId });
  const { holding_id: holdingId } = await visitorHolding(request, itemId, false);

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(DEVICE_FAR);
  await logIn(page, VISITOR);
  await page.goto(`${BASE}/verification/result/${encodeURIComponent(point.write_off_param)}`);
  await expect(page.getByRole('region', { name: '核销点' })).toContainText(pointName);
  const option = page.getByRole('radio', { name });
  await expect(option).toHaveAttribute('aria-checked', 'true');
  await expect(option).toContainText('剩余 1 次');
  await shot(page, 'self-write-off-point');

  await page.getByRole('button', { name: '确认核销' }).click();
  const outcome = page.getByTestId('write-off-outcome');
  await expect(outcome).toContainText('不在核销点范围内，请到现场后再试', { timeout: 30_000 });
  await expect(outcome).toHaveAttribute('data-result', 'refused');
  await shot(page, 'self-write-off-out-of-range');

  // at the point: a new attempt writes off
  await context.setGeolocation(DEVICE_AT_POINT);
  await page.getByRole('button', { name: '重新核销' }).click();
  await expect(option).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '确认核销' }).click();
  await expect(outcome).toContainText('核销成功', { timeout: 30_000 });
  await expect(outcome).toHaveAttribute('data-result', 'ok');
  await expect(outcome).toContainText(pointName);
  await shot(page, 'self-write-off-ok');

  // a reload shows the answer again, not a second write-off
  await page.reload();
  await expect(outcome).toContainText('核销成功');
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await expect(page.getByText('你没有可在此核销点使用的票券')).toBeVisible();
  await shot(page, 'self-write-off-none-left');
  const records = await callAs<{ list: unknown[] }>(request, VISITOR, '/api/cticket/1.1.0/holding/writeoffs', {
    holding_ids: [holdingId],
  });
  expect(records.list).toHaveLength(1);

  await page.goto(`${BASE}/verification/result/no-such-point-code`);
  await expect(page.getByText('核销点不存在')).toBeVisible();
});
