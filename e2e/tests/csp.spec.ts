import { expect, test, type Page } from '@playwright/test';
import { BASE, chooseBusiness } from './helpers.js';
import { OWNER, VISITOR, approvedItem, callAs, logIn } from './api-setup.js';

/**
 * The Content-Security-Policy of the built app (apps/server/src/plugins/external/helmet.ts): the screens render
 * under it with no violation at all, the shell forbids framing, and the policy really is enforced (an inline
 * script is refused and reported, so "no violation" means something).
 */

type Violation = { directive: string; blocked: string; source: string; sample: string };

/** Collects every CSP violation of the page: the DOM event (from every document it loads) and the console. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__kcCspViolation', (v: Violation) =>
    violations.push(`${page.url()}: ${v.directive} blocked ${v.blocked} (${v.source}) ${v.sample}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __kcCspViolation?: (v: Violation) => void }).__kcCspViolation;
      report?.({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      });
    });
  });
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(`${page.url()}: console: ${m.text()}`);
  });
  return violations;
}

/** Opens a screen of the app and waits until it shows `text`. */
async function visit(page: Page, path: string, text: string | RegExp) {
  const res = await page.goto(`${BASE}${path}`);
  expect(res?.status(), path).toBe(200);
  await expect(page.getByText(text).first(), path).toBeVisible();
  // the screen's lazy chunks, images and idle-time loads (not 'networkidle': the QR screen long-polls)
  await page.waitForTimeout(1000);
}

test('the app shell forbids framing and allows no inline script', async ({ request }) => {
  const res = await request.get(`${BASE}/my`);
  expect(res.status()).toBe(200);
  const headers = res.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  const script = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(script).toContain("'self'");
  expect(script).not.toContain('unsafe');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // the built shell itself has no inline script for the policy to refuse
  expect(await res.text()).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
});

test('visitor screens render under the policy without a single violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);

  await visit(page, '/login', '获取验证码');
  await visit(page, '/loginPwd', '密码登录');
  await logIn(page, VISITOR);
  await visit(page, '/my', '常用领取人');
  await visit(page, '/my/ticket', /我的门票|暂无/);
  await visit(page, '/exhibition/ticket', '普通票');
  await visit(page, '/my/balance', '余额明细');

  // a QR screen: a ticket received through the API, its code (an SVG data: image)
  const itemId = await approvedItem(request, { name: `CSP票${String(Date.now()).slice(-6)}` });
  const { holding_id } = await callAs<{ holding_id: number }>(request, VISITOR, '/api/cticket/1.1.0/receive/user', {
    item_id: itemId,
  });
  await visit(page, `/verification/show-qrcode/${holding_id}`, '二维码每30秒自动刷新，截图无效');
  await expect(page.getByRole('img', { name: '核销二维码' })).toHaveAttribute('src', /^data:image\/svg\+xml/);

  // paying: the app's payment form to the sandbox cashier (its own policy), then back to the app
  await visit(page, '/exhibition/ticket', '普通票');
  await page.getByRole('article', { name: '普通票' }).first().getByRole('button', { name: '购买' }).click();
  await expect(page).toHaveURL(/\/exhibition\/ticket\/buy\?id=\d+$/);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/my\/order\/payment\/\d+$/);
  await page.getByRole('button', { name: /^立即支付/ }).click();
  await expect(page.getByRole('heading', { name: '沙箱收银台' })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/static-kc2\/my\/order\/result\/KC\w+\?order_sn=KC\w+&result=success$/);
  await expect(page.getByText('支付成功')).toBeVisible();

  expect(violations).toEqual([]);
});

test('business screens render under the policy without a single violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  await logIn(page, OWNER);
  await chooseBusiness(page);
  await visit(page, '/ticket-invitation', '项目管理');
  await visit(page, '/project/manage', /项目|暂无/);
  await visit(page, '/ticket-invitation/check/list', /核销|暂无/);
  expect(violations).toEqual([]);
});

test('the policy is enforced: an injected inline script does not run and is reported', async ({ page }) => {
  const violations = await watchCsp(page);
  await visit(page, '/my/about', '关于我们');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.body.appendChild(s);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toContain('script-src');
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});
