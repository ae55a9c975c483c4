import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { smsCodeFromLog } from '../server.js';
import { withVinCheckDigit } from '../../packages/shared/src/carowner/vin.js';
import { idNumberCheckChar } from '../../packages/shared/src/common/validators.js';
import { creditCodeCheckChar } from '../../packages/shared/src/merchant/credit-code.js';
import {
  BASE,
  PNG,
  acceptTerms,
  chooseBusiness,
  confirmPicker,
  fullShot,
  openPicker,
  shot,
  storedSession,
  waitForSmsCode,
} from './helpers.js';
import { AUDITOR, OWNER, VISITOR, logIn } from './api-setup.js';

/**
 * Issue 19's journey at 375×812: the dealer lists a used car with photos and a new sale advisor, the auditor approves
 * it; the visitor filters the showroom by brand and price, opens the car and books a viewing (which the dealer sees).
 * A new visitor applies for car-owner authentication, the auditor approves it and the 认证车主 badge shows on the
 * person's page and post; the same person chooses the manual real-name review and the auditor approves it. Another new
 * user registers a business (type, tags, enterprise, applicant check, licence), the auditor approves it, and the user
 * is its owner in /my/business.
 */

test.use({ actionTimeout: 15_000 });

const phone = async (browser: Browser): Promise<Page> =>
  (
    await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    })
  ).newPage();

type Answer<T> = { code: number; message: string; data: T };

/** A unique run stamp: base-36 letters for names, digits for numbers. */
const now = Date.now();
const stamp = now.toString(36).slice(-4);
const digits = (n: number) => String(now).slice(-n);

/** A valid resident ID number (GB 11643) unique to this run: a Chongqing code, a birth day and a sequence from the clock. */
function freshIdNumber(salt: number): string {
  const birth = new Date(Date.UTC(1980, 0, 1) + ((Math.floor(now / 1000) + salt * 977) % 9000) * 86_400_000);
  const day = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `500101${day}${String((now + salt) % 1000).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
}

/**
 * A picture from the web app's static folder (an SVG drawn for the demo), its texts replaced, as a PNG to upload:
 * drawn in a desktop page of the picture's own size, so it fills the image.
 */
async function pngOf(
  browser: Browser,
  file: string,
  size: { width: number; height: number },
  name: string,
  texts: Record<string, string> = {},
) {
  let svg = fs.readFileSync(path.join(PUBLIC, file), 'utf8');
  for (const [from, to] of Object.entries(texts)) svg = svg.replaceAll(from, to);
  const page = await browser.newPage({ viewport: size, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  const buffer = await page.screenshot();
  await page.close();
  return { name, mimeType: 'image/png', buffer };
}
const PUBLIC = path.resolve(import.meta.dirname, '../../apps/web/public');

/** Waits for the toast of the last action (its text) to show and go, so it does not cover the screenshot. */
async function toastGone(page: Page, text: string) {
  const toast = page.locator('.adm-toast-mask', { hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0);
}

/** Picks a day in the open date picker: `years` from the suggested one (the column's previous or next items). */
async function shiftYears(page: Page, years: number) {
  const column = openPicker(page).locator('.adm-picker-view-column').first();
  for (let i = 0; i < Math.abs(years); i++) {
    await column.getByRole('button', { name: years < 0 ? /^选择上一项/ : /^选择下一项/ }).dispatchEvent('click');
    await page.waitForTimeout(300);
  }
}

/** The file input of an upload field named by its aria-label. */
const uploadInput = (page: Page, label: string): Locator => page.locator(`[aria-label="${label}"] input[type=file]`);

/** A row of the /my/authentication hub by its title. */
const hubItem = (page: Page, title: string): Locator =>
  page
    .locator('.adm-list-item')
    .filter({ has: page.locator('.adm-list-item-content-main', { hasText: new RegExp(`^${title}`) }) });

/** Logs a new mobile in through the SMS login screen (registering it); answers its session token. */
async function smsLogIn(page: Page, mobile: string): Promise<string> {
  await page.goto(`${BASE}/login`);
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await waitForSmsCode(mobile);
  await page.getByPlaceholder('请输入6位验证码').fill(code);
  await acceptTerms(page);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));
  return (await storedSession(page))!.token!;
}

/** The auditor opens a pending record of a type from /b/audit by its row's name. */
async function openAudit(auditor: Page, typeLabel: string, row: RegExp) {
  await auditor.goto(`${BASE}/b/audit`);
  await auditor.getByRole('group', { name: '审核类型' }).getByRole('button', { name: typeLabel, exact: true }).click();
  await auditor.getByRole('link', { name: row }).first().click();
  await expect(auditor).toHaveURL(/\/b\/audit\/\w+\/\d+/);
}

/** 通过 on an audit's page, confirmed; back on the list. */
async function passAudit(auditor: Page) {
  await auditor.getByRole('button', { name: '通过' }).click();
  await auditor.getByRole('button', { name: '确定' }).click();
  await expect(auditor).toHaveURL(new RegExp(`${BASE}/b/audit$`));
}

test('showroom: the dealer lists a used car with photos and an advisor, the auditor approves, the visitor filters, opens and books a viewing', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const price = `15.${1 + (now % 8)}${1 + (Math.floor(now / 10) % 9)}`;
  const carName = '小鹏 小鹏G6 2024款 580 长续航 Pro';
  const description = `一手车主，电池健康度96%，随车送充电桩 ${stamp}`;
  const advisor = `陈静${stamp.slice(-2).toUpperCase()}`;
  const texts = { '特斯拉 Model Y': '小鹏G6', 纯电SUV: '纯电SUV · 准新车' };
  const photos = [
    await pngOf(browser, 'cars/car-2-1.svg', { width: 750, height: 500 }, 'front.png', texts),
    await pngOf(browser, 'cars/car-2-2.svg', { width: 750, height: 500 }, 'night.png', texts),
  ];

  // the dealer lists a used car: the model from the catalogue, two photos, price, specs, used-car data, a new advisor
  const owner = await phone(browser);
  await logIn(owner, OWNER);
  await chooseBusiness(owner);
  await owner.goto(`${BASE}/b/show-car/create`);
  await owner.getByText('选择品牌 / 车系 / 车型').click();
  await owner.getByRole('list', { name: '热门品牌' }).getByRole('button', { name: '小鹏' }).click();
  await owner.getByRole('button', { name: '小鹏G6', exact: true }).click();
  await owner.getByRole('button', { name: /580 长续航 Pro/ }).click();
  await expect(owner.getByText(carName)).toBeVisible();
  await owner.getByText('二手车', { exact: true }).click();
  await expect(owner.getByRole('textbox', { name: '年款' })).toHaveValue('2024');
  await uploadInput(owner, '上传车辆照片').setInputFiles(photos);
  await expect(owner.locator('.adm-image-uploader-cell-image')).toHaveCount(2);
  await expect(owner.getByRole('button', { name: '第2张设为封面' })).toBeVisible();
  await owner.getByRole('textbox', { name: '售价（万）' }).fill(price);
  await owner.getByText('纯电', { exact: true }).click();
  await owner.getByText('SUV', { exact: true }).click();
  await owner.getByText('单速', { exact: true }).click();
  await owner.getByRole('textbox', { name: '车身颜色' }).fill('烈焰红');
  await owner.getByRole('textbox', { name: '所在城市' }).fill('重庆');
  await owner.getByRole('textbox', { name: '行驶里程（公里）' }).fill('23000');
  // registered two years ago; the annual inspection and the insurance run for another year
  for (const [day, years] of [
    ['上牌日期', -2],
    ['年检到期日', 1],
    ['保险到期日', 1],
  ] as const) {
    await owner.getByRole('button', { name: `${day}：请选择${day}` }).click();
    await shiftYears(owner, years);
    await confirmPicker(owner);
  }
  await owner.getByRole('textbox', { name: '过户次数' }).fill('0');
  for (const item of ['无重大碰撞', '无泡水', '无火烧']) await owner.getByText(item, { exact: true }).click();
  await owner.getByRole('button', { name: '添加销售顾问' }).click();
  await owner.getByRole('textbox', { name: '顾问姓名' }).fill(advisor);
  await owner.getByRole('textbox', { name: '顾问手机号' }).fill('13600000031');
  await owner.getByRole('textbox', { name: '顾问微信号' }).fill(`kc_chen${stamp}`);
  await shot(owner, 'identity-advisor-add');
  await owner.getByRole('button', { name: '保存', exact: true }).click();
  await expect(
    owner
      .getByRole('list', { name: '选择销售顾问' })
      .getByRole('listitem')
      .filter({ hasText: advisor })
      .locator('.adm-checkbox-checked'),
  ).toBeVisible();
  await toastGone(owner, '已保存');
  await owner.getByRole('textbox', { name: '车辆介绍' }).fill(description);
  await fullShot(owner, 'identity-car-editor');
  await owner.getByRole('button', { name: '提交审核' }).click();
  await expect(owner).toHaveURL(/\/b\/show-car\/create\/result\?id=\d+/);
  const carId = Number(/id=(\d+)/.exec(owner.url())![1]);
  await expect(owner.getByText('已提交，审核中')).toBeVisible();
  await shot(owner, 'identity-car-result');

  // the auditor checks the listing (photos, price, inspection, advisor) and approves it
  const auditor = await phone(browser);
  await logIn(auditor, AUDITOR);
  await openAudit(auditor, '车辆上架审核', new RegExp(`车辆上架审核 ${carName}`));
  await expect(auditor.getByText(description)).toBeVisible();
  await expect(auditor.getByText(new RegExp(advisor)).first()).toBeVisible();
  await expect(auditor.getByRole('img', { name: /的照片，第2张/ })).toBeVisible();
  await fullShot(auditor, 'identity-audit-show-car');
  await passAudit(auditor);

  // the visitor filters the showroom by brand and price, opens the car and books a viewing
  const visitor = await phone(browser);
  await logIn(visitor, VISITOR);
  await visitor.goto(`${BASE}/show-car/list`);
  await expect(visitor.getByText(/万/).first()).toBeVisible();
  await visitor.getByRole('link', { name: '筛选' }).click();
  await expect(visitor).toHaveURL(/\/show-car\/filter/);
  await visitor.getByRole('button', { name: '选择品牌' }).click();
  await visitor.getByRole('list', { name: '热门品牌' }).getByRole('button', { name: '小鹏' }).click();
  await visitor.getByRole('button', { name: '不限车系' }).click();
  await visitor.getByRole('region', { name: '价格' }).getByText('10-20万', { exact: true }).click();
  await fullShot(visitor, 'identity-car-filter');
  await visitor.getByRole('button', { name: '确定' }).click();
  await expect(visitor).toHaveURL(/\/show-car\/list/);
  await expect(visitor.getByRole('button', { name: '去掉小鹏' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '去掉10-20万' })).toBeVisible();
  await expect(visitor.getByText(`${price}万`).first()).toBeVisible();
  await shot(visitor, 'identity-car-list');
  await visitor.getByText(`${price}万`).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/show-car/detail\\?id=${carId}$`));
  await expect(visitor.getByRole('heading', { name: carName })).toBeVisible();
  await expect(visitor.getByRole('article', { name: `销售顾问${advisor}` })).toBeVisible();
  await fullShot(visitor, 'identity-car-detail');
  await visitor.getByRole('button', { name: '车况详情与预约' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/used-car/${carId}$`));
  await expect(visitor.getByLabel('车况概览')).toContainText('2.3万公里');
  await visitor.getByRole('button', { name: '看车日期：请选择日期' }).click();
  // tomorrow (or, on a month's last day, a day of the next month): every slot of it lies ahead
  const picker = openPicker(visitor);
  const nextDay = picker
    .locator('.adm-picker-view-column')
    .nth(2)
    .getByRole('button', { name: /^选择下一项/ });
  if ((await nextDay.count()) > 0) await nextDay.dispatchEvent('click');
  else
    await picker
      .locator('.adm-picker-view-column')
      .nth(1)
      .getByRole('button', { name: /^选择下一项/ })
      .dispatchEvent('click');
  await visitor.waitForTimeout(400);
  await confirmPicker(visitor);
  await visitor.getByText('14:00-16:00', { exact: true }).click();
  await expect(visitor.getByRole('textbox', { name: '联系手机号' })).toHaveValue(VISITOR);
  await fullShot(visitor, 'identity-used-car-booking');
  await visitor.getByRole('button', { name: '预约看车' }).click();
  await expect(visitor.getByText('已预约看车')).toBeVisible();
  await toastGone(visitor, '预约成功');
  await expect(visitor.getByText(/14:00-16:00/)).toBeVisible();
  await shot(visitor, 'identity-used-car-booked');

  // the dealer sees the booking
  await owner.goto(`${BASE}/show-car/carSelfSalelist?tab=bookings`);
  const booking = owner.getByRole('article', { name: `${carName}的看车预约` }).first();
  await expect(booking).toContainText('观众小王');
  await expect(booking).toContainText('14:00-16:00');
  await shot(owner, 'identity-dealer-bookings');
});

test('identity: a visitor is certified as a car owner (the badge shows) and passes the manual real-name review', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const mobile = `137${digits(8)}`;
  const nickname = `用户${mobile.slice(-4)}`;
  const vin = withVinCheckDigit(`LSVAU2180N${digits(7)}`);
  const plate = `渝A${digits(5)}`;
  const idNumber = freshIdNumber(1);
  const licence = await pngOf(browser, 'carowner/driving-licence.svg', { width: 640, height: 420 }, 'licence.png', {
    '渝A·8K2M6': `${plate.slice(0, 2)}·${plate.slice(2)}`,
    LSVAU218XN2183294: vin,
    示例车主: '李明远',
    示例牌: '比亚迪牌',
  });

  // a new visitor logs in by SMS and has a post (set up through the API)
  const visitor = await phone(browser);
  const token = await smsLogIn(visitor, mobile);
  const post = (await (
    await request.post('/api/c_bbs/1.0.0/bbs/create', {
      data: { query: { body: `刚提了小鹏G6，周末去跑山 ${stamp}` }, payload: { token } },
    })
  ).json()) as Answer<{ id: number }>;
  expect(post.code, post.message).toBe(0);

  // car-owner authentication from /my/authentication: model, VIN, plate, the driving licence photo
  await visitor.goto(`${BASE}/my/authentication`);
  await expect(hubItem(visitor, '车主认证')).toContainText('未认证');
  await shot(visitor, 'identity-my-authentication');
  await hubItem(visitor, '车主认证').click();
  await expect(visitor).toHaveURL(/\/car-authentication\/list/);
  await visitor.getByRole('button', { name: '去认证' }).click();
  await expect(visitor).toHaveURL(/\/car-authentication\/form/);
  await visitor.getByRole('button', { name: '请选择品牌 / 车系 / 车型' }).click();
  await visitor.getByRole('list', { name: '热门品牌' }).getByRole('button', { name: '比亚迪' }).click();
  await visitor.getByRole('button', { name: '秦PLUS', exact: true }).click();
  await visitor.getByRole('button', { name: /DM-i 55KM 领先型/ }).click();
  await expect(visitor.getByText('比亚迪 秦PLUS 2024款 荣耀版 DM-i 55KM 领先型')).toBeVisible();
  await visitor.getByRole('textbox', { name: '车架号' }).fill(vin.toLowerCase());
  await expect(visitor.getByRole('textbox', { name: '车架号' })).toHaveValue(vin);
  await visitor.getByRole('textbox', { name: '车牌号' }).fill(plate);
  await uploadInput(visitor, '上传行驶证照片').setInputFiles(licence);
  await expect(visitor.locator('.adm-image-uploader-cell-image')).toHaveCount(1);
  await expect(visitor.getByText('17/17')).toBeVisible();
  await fullShot(visitor, 'identity-car-owner-form');
  await visitor.getByRole('button', { name: '提交认证' }).click();
  await expect(visitor).toHaveURL(/\/car-authentication\/success/);
  // the address changes before the success page replaces the form (whose own texts say 1-3个工作日 twice)
  await expect(visitor.getByRole('button', { name: '查看认证进度' })).toBeVisible();
  await expect(visitor.getByText(/1-3个工作日/)).toBeVisible();
  await shot(visitor, 'identity-car-owner-success');
  await visitor.getByRole('button', { name: '查看认证进度' }).click();
  await expect(visitor.getByText('审核中').first()).toBeVisible();
  await shot(visitor, 'identity-car-owner-list');

  // the auditor compares the licence photo with the VIN and plate, and approves
  const auditor = await phone(browser);
  await logIn(auditor, AUDITOR);
  await openAudit(auditor, '车主认证审核', new RegExp(`${nickname} 的车主认证 ${nickname}`));
  await expect(auditor.getByText(vin)).toBeVisible();
  await expect(auditor.getByText(plate)).toBeVisible();
  await fullShot(auditor, 'identity-audit-car-owner');
  await passAudit(auditor);

  // the badge shows on the person's page and post
  await visitor.goto(`${BASE}/personal/my`);
  await expect(visitor.getByText('认证车主').first()).toBeVisible();
  await shot(visitor, 'identity-badge-personal');
  await visitor.goto(`${BASE}/post/${post.data.id}`);
  await expect(visitor.getByText(`刚提了小鹏G6，周末去跑山 ${stamp}`)).toBeVisible();
  await expect(visitor.getByText('认证车主').first()).toBeVisible();
  await shot(visitor, 'identity-badge-post');
  await visitor.goto(`${BASE}/car-authentication/list`);
  await expect(visitor.getByText('已认证').first()).toBeVisible();
  await shot(visitor, 'identity-car-owner-approved');

  // real-name certification: the consent first, then the name and ID number, then the manual review with two photos
  await visitor.goto(`${BASE}/my/authentication`);
  await hubItem(visitor, '实名认证').click();
  await expect(visitor).toHaveURL(/\/real-name-certification\/form/);
  await expect(visitor.getByRole('heading', { name: '实名认证信息处理说明' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '下一步' })).toBeDisabled();
  await fullShot(visitor, 'identity-real-name-consent');
  await visitor.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await visitor.getByRole('button', { name: '下一步' }).click();
  await visitor.getByRole('textbox', { name: '姓名' }).fill('李明远');
  await visitor.getByRole('textbox', { name: '身份证号' }).fill(idNumber);
  await shot(visitor, 'identity-real-name-identity');
  await visitor.getByRole('button', { name: '下一步' }).click();
  const manual = visitor.getByRole('radio', { name: /人工审核/ });
  await manual.check();
  await uploadInput(visitor, '上传身份证人像面照片').setInputFiles({ ...PNG, name: 'front.png' });
  await uploadInput(visitor, '上传身份证国徽面照片').setInputFiles({ ...PNG, name: 'back.png' });
  await expect(visitor.locator('.adm-image-uploader-cell-image')).toHaveCount(2);
  await fullShot(visitor, 'identity-real-name-method');
  await visitor.getByRole('button', { name: '提交审核' }).click();
  await expect(visitor.getByText('审核中', { exact: true })).toBeVisible();
  await toastGone(visitor, '已提交，等待审核');
  await expect(visitor.getByText(`${idNumber.slice(0, 6)}`, { exact: false }).first()).toBeVisible();
  await shot(visitor, 'identity-real-name-pending');

  // the auditor compares the ID photos and approves; the person sees 已认证 with the masked name and number
  await openAudit(auditor, '实名认证审核', new RegExp(`的实名认证 ${nickname}`));
  await expect(auditor.getByText(idNumber)).toBeVisible();
  await fullShot(auditor, 'identity-audit-real-name');
  await passAudit(auditor);
  await visitor.reload();
  await expect(visitor.getByText('已认证', { exact: true })).toBeVisible();
  await expect(visitor.getByText(idNumber)).toHaveCount(0);
  await shot(visitor, 'identity-real-name-verified');
  await visitor.goto(`${BASE}/my/authentication`);
  await expect(hubItem(visitor, '实名认证')).toContainText('已认证');
  await shot(visitor, 'identity-my-authentication-done');
});

test('business registration: a new user registers a business, the auditor approves, the user owns it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const mobile = `136${digits(8)}`;
  const company = `重庆${stamp.toUpperCase()}汽车销售有限公司`;
  const first17 = `91500112${digits(9)}`;
  const creditCode = first17 + creditCodeCheckChar(first17)!;
  const idNumber = freshIdNumber(2);
  const licence = await pngOf(browser, 'merchant/business-licence.svg', { width: 640, height: 460 }, 'licence.png', {
    '91500112MA60QR7H43': creditCode,
    重庆渝北鑫驰汽车销售有限公司: company,
    周建华: '王建国',
    重庆市渝北区龙溪街道松石北路168号: '重庆市渝北区金开大道88号',
  });

  // a new user has no business: /my/business offers the registration
  const user = await phone(browser);
  await smsLogIn(user, mobile);
  await user.goto(`${BASE}/my/business`);
  await expect(user.getByText('你还没有加入任何商家')).toBeVisible();
  await user.getByRole('button', { name: '申请商家入驻' }).click();
  await expect(user).toHaveURL(/\/business-register\/form/);
  await expect(user.getByText('商家类型')).toBeVisible();
  await shot(user, 'identity-business-register-hub');

  // 1 merchant type, 2 tags
  await user.getByText('商家类型', { exact: true }).click();
  await user.getByRole('radio', { name: /线下门店/ }).click();
  await shot(user, 'identity-business-type');
  await user.getByRole('button', { name: '下一步' }).click();
  await expect(user).toHaveURL(/choosemerchanttype-next-tag/);
  await user.getByText('二手车商', { exact: true }).click();
  await user.getByText('新能源汽车', { exact: true }).click();
  await shot(user, 'identity-business-tags');
  await user.getByRole('button', { name: '完成' }).click();
  await expect(user).toHaveURL(/\/business-register\/form/);

  // 3 the enterprise: not registered yet, entered with its unified social credit code
  await user.getByText('企业信息', { exact: true }).click();
  await expect(user).toHaveURL(/enterprise-retrieve/);
  const search = user.getByLabel('企业名称或统一社会信用代码');
  await search.fill(company);
  await search.press('Enter');
  await expect(user.getByText('未找到已入驻的企业，请在下方填写企业信息完成入驻。')).toBeVisible();
  await user.getByRole('textbox', { name: '企业名称' }).fill(company);
  await user.getByRole('textbox', { name: '统一社会信用代码' }).fill(creditCode);
  await user.getByRole('textbox', { name: '法定代表人' }).fill('王建国');
  await user.getByRole('textbox', { name: '企业地址' }).fill('重庆市渝北区金开大道88号');
  await user.getByRole('textbox', { name: '联系人' }).fill('王建国');
  await user.getByRole('textbox', { name: '联系电话' }).fill(mobile);
  await fullShot(user, 'identity-business-enterprise');
  await user.getByRole('button', { name: '保存企业信息' }).click();
  await expect(user).toHaveURL(/\/business-register\/form/);

  // 4 the applicant: name, ID number and an SMS code to the account's own mobile
  await user.getByText('申请人身份验证', { exact: true }).click();
  await expect(user).toHaveURL(/id-verify/);
  await user.getByRole('textbox', { name: '真实姓名' }).fill('王建国');
  await user.getByRole('textbox', { name: '身份证号' }).fill(idNumber);
  await user.getByRole('button', { name: '获取验证码' }).click();
  let code: string | undefined;
  await expect.poll(() => (code = smsCodeFromLog(mobile, 'merchant_verify'))).toBeTruthy();
  await user.getByRole('textbox', { name: '验证码' }).fill(code!);
  await shot(user, 'identity-business-id-verify');
  await user.getByRole('button', { name: '确认验证' }).click();
  await expect(user).toHaveURL(/\/business-register\/form/);
  await toastGone(user, '身份验证成功');

  // the business licence, then submit
  await uploadInput(user, '上传营业执照照片').setInputFiles(licence);
  await expect(user.getByText('营业执照将由平台审核人员人工核对，请确保照片清晰完整')).toBeVisible();
  await expect(user.getByText('已验证')).toBeVisible();
  await fullShot(user, 'identity-business-register-filled');
  await user.getByRole('button', { name: '提交审核' }).click();
  await user.getByRole('button', { name: '确定' }).click();
  await expect(user.getByText('入驻申请审核中')).toBeVisible();
  await toastGone(user, '已提交，等待平台审核');
  await fullShot(user, 'identity-business-in-review');

  // the auditor compares the licence photo with what was entered, and approves
  const auditor = await phone(browser);
  await logIn(auditor, AUDITOR);
  await openAudit(auditor, '商家入驻审核', new RegExp(company));
  await expect(auditor.getByText(creditCode)).toBeVisible();
  await fullShot(auditor, 'identity-audit-merchant');
  await passAudit(auditor);

  // the user is the business's owner
  await user.reload();
  await expect(user.getByText('入驻成功')).toBeVisible();
  await shot(user, 'identity-business-approved');
  await user.getByRole('button', { name: '查看我的商家' }).click();
  await expect(user).toHaveURL(/\/my\/business/);
  await expect(user.getByText(company)).toBeVisible();
  await shot(user, 'identity-my-business');
});
