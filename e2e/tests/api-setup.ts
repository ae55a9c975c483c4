import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE, DEMO_PASSWORD, loginByPassword } from './helpers.js';

/** The demo accounts (password Demo@1234). */
export const VISITOR = '13800000001';
export const OWNER = '13800000002';
export const CHECKER = '13800000003';
export const AUDITOR = '13800000004';
export const BUSINESS = '示例车展运营公司';

type Answer<T> = { code: number; message: string; data: T };

/** One call of the API as `mobile` for business `bId` (a fresh login each time: e2e access tokens live 4 s). */
export async function callAs<T>(
  request: APIRequestContext,
  mobile: string,
  path: string,
  query: object,
  bId?: number,
): Promise<T> {
  const login = (await (
    await request.post('/api/user/1.0.0/login', { data: { query: { mobile, password: DEMO_PASSWORD }, payload: {} } })
  ).json()) as Answer<{ token: string }>;
  expect(login.code, login.message).toBe(0);
  const res = await request.post(path, { data: { query, payload: { token: login.data.token, b_id: bId } } });
  const body = (await res.json()) as Answer<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(0);
  return body.data;
}

/**
 * An approved item of business 1, set up through the API: a published project, a complete item (a free ticket
 * unless `fields` says otherwise), submitted by the owner and passed by the auditor.
 */
export async function approvedItem(request: APIRequestContext, fields: Record<string, unknown>): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  const day = 86400;
  const project = await callAs<{ id: number }>(
    request,
    OWNER,
    '/api/project/1.0.0/project/save',
    {
      name: '摩博会',
      kind: 1,
      start_time: now,
      end_time: now + 30 * day,
      venue: '重庆悦来国际会议中心',
      publish: true,
    },
    1,
  );
  const item = await callAs<{ id: number }>(
    request,
    OWNER,
    '/api/cticket/1.1.0/item/save',
    {
      product_type: 1,
      project_id: project.id,
      template_kind: 1,
      style_icon: '',
      style_color: '',
      par_value: 0,
      sell_value: 0,
      total_stock: 100,
      per_user_limit: 1,
      rule_content: '凭证入场',
      write_off_mode: 1,
      shop_kind: 11,
      distribution_mode: 1,
      registration_distribution: 1,
      payment_order: 1,
      limit_type: 1,
      limit_num: 1,
      issue_start: now - day,
      issue_end: now + 10 * day,
      validity_start: now - day,
      validity_end: now + 20 * day,
      ...fields,
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

/** A write-off point of business 1's item `itemId`, checked by `checkers` (the demo checker by default): its id. */
export async function checkpointOf(
  request: APIRequestContext,
  itemId: number,
  place: { point_name: string; point_location: string },
  checkers: string[] = [CHECKER],
): Promise<number> {
  const point = await callAs<{ id: number }>(
    request,
    OWNER,
    '/api/cticket/1.1.0/checkpoint/save',
    { item_id: itemId, ...place, write_off_type: 1 },
    1,
  );
  for (const mobile of checkers)
    await callAs(request, OWNER, '/api/cticket/1.1.0/checkpoint/checker/add', { id: point.id, mobile }, 1);
  return point.id;
}

/** The visitor receives one of the free item `itemId`: the holding's id. */
export const receivedByVisitor = async (request: APIRequestContext, itemId: number): Promise<number> =>
  (await callAs<{ holding_id: number }>(request, VISITOR, '/api/cticket/1.1.0/receive/user', { item_id: itemId }))
    .holding_id;

export async function logIn(page: Page, mobile: string) {
  await page.goto(`${BASE}/loginPwd`);
  await loginByPassword(page, mobile);
  await expect(page).toHaveURL(new RegExp(`${BASE}/my$`));
}

export async function logOut(page: Page) {
  await page.goto(`${BASE}/my/setting`);
  await page.getByText('退出登录').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);
}
