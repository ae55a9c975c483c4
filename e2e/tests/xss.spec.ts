import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { smsCodeFromLog } from '../server.js';
import { BASE, DEMO_PASSWORD, chooseBusiness, shot } from './helpers.js';
import { OWNER, VISITOR, approvedItem, callAs, logIn, logOut } from './api-setup.js';

/**
 * User text with script payloads, stored through the API, shown on the screens that render it: nothing runs, no
 * dialog opens, the text is shown as text. Plain-text fields are stored as given and React escapes them
 * (docs/security.md, User HTML).
 */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const LINK = '<a href="javascript:window.__xss=1">点我</a>';
const ALERT = '<svg onload=alert()>';
/** short enough for a 30-character option */
const SHORT_IMG = '<img src=x onerror=__xss=1>';
const SHORT_SCRIPT = '<script>__xss=1</script>';

const tag = () => Date.now().toString(36).slice(-5);

/** Watches a page for anything a payload could do: a dialog, a page error. */
function watch(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('pageerror', (e) => seen.push(`error: ${e.message}`));
  return seen;
}

/** Nothing ran and nothing was injected: no flag, no dialog, no element made from the payloads. */
async function expectNothingRan(page: Page, seen: string[]) {
  // give an onerror/onload handler time to fire had it been created
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(seen).toEqual([]);
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => Array.from(document.scripts).some((s) => s.textContent?.includes('__xss')))).toBe(
    false,
  );
}

async function tokenOf(request: APIRequestContext, mobile: string): Promise<string> {
  const r = (await (
    await request.post('/api/user/1.0.0/login', { data: { query: { mobile, password: DEMO_PASSWORD }, payload: {} } })
  ).json()) as { code: number; data: { token: string } };
  expect(r.code).toBe(0);
  return r.data.token;
}

test('item name and rules with script payloads show as text on the business detail, receive and ticket screens', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  const t = tag();
  const name = `${t} <img src=x onerror=window.__xss=1>`;
  const rules = `第一条${IMG}第二条${SCRIPT}第三条${LINK}`;
  const itemId = await approvedItem(request, { name, rule_content: rules, per_user_limit: 1, limit_num: 1 });

  // the owner's item detail
  await logIn(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/ticket-invitation/ticket/${itemId}`);
  await expect(page.locator('.ticket-rule')).toHaveText(rules);
  await expect(page.getByText(name).first()).toBeVisible();
  await expectNothingRan(page, seen);
  await shot(page, 'xss-item-detail');
  await logOut(page);

  // the visitor's receive screen, then the received ticket
  await logIn(page, VISITOR);
  await page.goto(`${BASE}/ticket/receive/search`);
  await page.getByPlaceholder('搜索可领取的票券').fill(t);
  const card = page.getByRole('article', { name });
  await expect(card.locator('.ticket-rule')).toHaveText(rules);
  await expectNothingRan(page, seen);
  await shot(page, 'xss-receive');
  await card.getByRole('button', { name: '领取', exact: true }).click();
  const result = page.getByRole('dialog', { name: '领取成功' });
  await expect(result).toContainText(name);
  await expectNothingRan(page, seen);
  await page.goto(`${BASE}/my/ticket/list`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expectNothingRan(page, seen);
  await shot(page, 'xss-my-tickets');
});

test('an application form with payloads in its title, description, labels and options shows them as text', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  const t = tag();
  const form = await callAs<{ id: number }>(
    request,
    OWNER,
    '/api/form/1.0.0/form/save',
    {
      title: `报名表${t}${SCRIPT}`,
      description: `请如实填写${IMG}${LINK}`,
      fields: [
        { key: 'name', kind: 'text', label: ALERT, required: true, placeholder: IMG },
        { key: 'kind', kind: 'single', label: '身份', required: true, options: [SHORT_IMG, SHORT_SCRIPT] },
      ],
    },
    1,
  );
  const itemId = await approvedItem(request, {
    name: `报名邀请函${t}`,
    product_type: 3,
    form_id: form.id,
    registration_distribution: 2,
    payment_order: 2,
  });

  await logIn(page, VISITOR);
  await page.goto(`${BASE}/invitation/enter-blank/1/${itemId}`);
  await expect(page.getByText(`请如实填写${IMG}${LINK}`)).toBeVisible();
  await expect(page.getByText(ALERT)).toBeVisible();
  await expect(page.getByText(SHORT_IMG, { exact: true })).toBeVisible();
  await expect(page.getByText(SHORT_SCRIPT, { exact: true })).toBeVisible();
  await expect(page.getByPlaceholder(IMG)).toBeVisible();
  await expectNothingRan(page, seen);
  await shot(page, 'xss-form-fill');
});

test('a nickname and signature with payloads show as text on the personal home and the profile editor', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  // a fresh account, so the demo accounts keep their names
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await request.get('/sms', { params: { mobile, scene: 'register' } });
  await expect.poll(() => smsCodeFromLog(mobile, 'register')).toMatch(/^\d{6}$/);
  const code = smsCodeFromLog(mobile, 'register');
  const registered = (await (
    await request.post('/api/user/1.0.0/register', {
      data: { query: { mobile, code, password: DEMO_PASSWORD }, payload: {} },
    })
  ).json()) as { code: number; message: string };
  expect(registered.code, registered.message).toBe(0);
  const nickname = ALERT;
  const signature = `${IMG}<script>__xss=1</script>`;
  const edited = (await (
    await request.post('/api/user/1.0.0/useredit', {
      data: { query: { nickname, signature }, payload: { token: await tokenOf(request, mobile) } },
    })
  ).json()) as { code: number; message: string };
  expect(edited.code, edited.message).toBe(0);

  await logIn(page, mobile);
  await expect(page.locator('.profile-name')).toHaveText(nickname);
  await expect(page.locator('.profile-signature')).toHaveText(signature);
  await expectNothingRan(page, seen);
  await shot(page, 'xss-my');
  await page.goto(`${BASE}/my/userInfo`);
  await expect(page.locator(`input[value="${nickname}"]`)).toBeVisible();
  await expectNothingRan(page, seen);
});

test('an uploaded polyglot opened directly is an image that cannot run; HTML as an image is refused', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWMQK/9PEmIY1VA+GkpiwzVpAACdg4wQ+InU2gAAAABJRU5ErkJggg==',
    'base64',
  );
  const html = `<html><body>${SCRIPT}${IMG}</body></html>`;
  const sign = async () => {
    const r = (await (
      await request.get('/public/common/1.0.0/upload/get_upload_sign_url', {
        params: { filename: 'a.png', content_type: 'image/png', token: await tokenOf(request, VISITOR) },
      })
    ).json()) as { code: number; data: { upload_url: string; url: string } };
    expect(r.code).toBe(0);
    return r.data;
  };

  const refused = await sign();
  const answer = await request.put(refused.upload_url, { headers: { 'content-type': 'image/png' }, data: html });
  expect(await answer.json()).toMatchObject({ code: 10001, message: '文件不是有效的图片' });
  expect((await request.get(refused.url)).status()).toBe(404);

  const polyglot = await sign();
  const stored = await request.put(polyglot.upload_url, {
    headers: { 'content-type': 'image/png' },
    data: Buffer.concat([png, Buffer.from(html)]),
  });
  expect(await stored.json()).toMatchObject({ code: 0 });
  const res = await page.goto(polyglot.url);
  expect(res?.headers()['content-type']).toBe('image/png');
  expect(res?.headers()['x-content-type-options']).toBe('nosniff');
  expect(res?.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect((await res!.body()).includes('<script')).toBe(false);
  await expectNothingRan(page, seen);
  await shot(page, 'xss-upload-polyglot');
});
