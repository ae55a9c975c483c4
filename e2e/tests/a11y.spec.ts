import { expect, test, type Page } from '@playwright/test';
import { BASE, chooseBusiness, shot } from './helpers.js';
import { AUDITOR, CHECKER, OWNER, VISITOR, approvedItem, callAs, logIn, receivedByVisitor } from './api-setup.js';
import {
  builtRoutes,
  concrete,
  refreshesSettled,
  roleOf,
  seriousViolations,
  settled,
  type Ids,
  type Role,
} from './a11y-sweep.js';

/**
 * Issue 23: axe-core (evaluated in the page, past the CSP like any script the browser's tools run) at 375×812, with
 * demo data: no serious or critical violation, WCAG 2.x A and AA and axe's best practices, label-in-name included.
 * First the eight screens people open most (the Lighthouse screens of the issue), with their data looked at; then
 * every built route of the route table, each as the role that uses it (a11y-sweep.ts).
 *
 * Its tests share nothing (each logs in and sets up its own data), so they run in both workers at once.
 */
test.describe.configure({ mode: 'parallel' });

test('the eight most opened screens: no serious or critical accessibility violation (axe)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-4);
  const item = await approvedItem(request, { name: `无障碍票${suffix}` });
  const holding = await receivedByVisitor(request, item);
  // a paid ticket on sale, for the buy screen
  const onSale = await approvedItem(request, {
    name: `无障碍售票${suffix}`,
    sell_value: 5000,
    par_value: 5000,
    total_stock: 20,
    per_user_limit: 3,
  });
  const post = (await callAs<{ list: { id: number }[] }>(request, VISITOR, '/api/c_bbs/1.0.0/bbs/list', {})).list[0]!
    .id;
  const car = (await callAs<{ list: { id: number }[] }>(request, VISITOR, '/api/show_car/1.0.0/car/list', {})).list[0]!
    .id;
  const event = (await callAs<{ list: { id: number }[] }>(request, VISITOR, '/api/c_play/1.0.0/play/list', {})).list[0]!
    .id;
  await logIn(page, VISITOR);
  const screens: [string, string, string][] = [
    ['活动', '/funly', '活动'],
    ['我的', '/my', '我的'],
    ['展会', '/exhibition', '展会'],
    ['二维码', `/verification/show-qrcode/ticket/${holding}`, '出示二维码'],
    ['购票', `/exhibition/ticket/buy?id=${onSale}`, '购票'],
    ['帖子', `/post/${post}`, '帖子'],
    ['车型详情', `/show-car/detail?id=${car}`, '车型详情'],
    ['活动详情', `/funly/show?id=${event}`, '活动详情'],
  ];
  const problems: string[] = [];
  for (const [name, path] of screens) {
    await page.goto(`${BASE}${path}`);
    await expect(page.locator('.page-loading, .full-loading')).toHaveCount(0);
    // (the QR screen long-polls: the network is never idle) the page's data painted
    await expect(page.locator('.adm-skeleton, .adm-dot-loading')).toHaveCount(0);
    await settled(page);
    await shot(page, `a11y/${name}`);
    for (const p of await seriousViolations(page)) problems.push(`${name} ${path}: ${p}`);
  }
  expect(problems).toEqual([]);
});

const routes = builtRoutes();
let ids: Ids | undefined;

/** Demo records for the routes' parameters, set up once. */
async function demoIds(request: Parameters<typeof approvedItem>[0]): Promise<Ids> {
  if (ids) return ids;
  const item = await approvedItem(request, { name: `巡检票${Date.now().toString(36).slice(-4)}` });
  const first = async (path: string) =>
    (await callAs<{ list: { id: number }[] }>(request, VISITOR, path, {})).list[0]!.id;
  // an unpaid order of the visitor, for the order screens
  const onSale = await approvedItem(request, {
    name: `巡检售票${Date.now().toString(36).slice(-4)}`,
    sell_value: 3000,
    par_value: 3000,
  });
  const order = await callAs<{ id: number; order_sn: string }>(request, VISITOR, '/corder/v1/order/createorder', {
    type: 1,
    data: { item_id: onSale, quantity: 1 },
  });
  ids = {
    item,
    holding: await receivedByVisitor(request, item),
    order: order.id,
    orderSn: order.order_sn,
    post: await first('/api/c_bbs/1.0.0/bbs/list'),
    event: await first('/api/c_play/1.0.0/play/list'),
    car: await first('/api/show_car/1.0.0/car/list'),
  };
  return ids;
}

/** Sweeps `paths` on the page as it is logged in now: each settled, looked at (E2E_SHOTS) and checked by axe. */
async function sweep(page: Page, who: string, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  const slow: string[] = [];
  const refreshed = refreshesSettled(page);
  for (const path of paths) {
    const started = Date.now();
    await page.goto(`${BASE}${path}`);
    await settled(page);
    if (Date.now() - started > 2000) slow.push(`${path} ${Date.now() - started} ms`);
    await shot(page, `a11y-routes/${who}${path.replace(/[/?=&]/g, '_')}`);
    for (const p of await seriousViolations(page)) problems.push(`${path}: ${p}`);
    await refreshed();
  }
  // a screen that keeps a loading mark for seconds is worth a look (and costs the sweep its time)
  if (slow.length) console.log(`a11y sweep, ${who}: slow to settle: ${slow.join(', ')}`);
  return problems;
}

/**
 * The sweep in parts of at most 45 routes, each its own test: the parts run in both workers at once, and a part stays
 * well inside its 5 minutes on a slow machine (the visitor's 135 routes in one test took 4.5 and then over 5 minutes
 * in a clean-clone CI run of 2026-11-28).
 */
const PART = 45;
const parts = <T>(list: T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / PART) }, (_, i) => list.slice(i * PART, (i + 1) * PART));

/** Each role's routes as that role, then every route open without login as a guest (no session). */
const sweeps: { who: string; role: Role | null; routes: typeof routes; what: string }[] = [
  ...([VISITOR, OWNER, CHECKER, AUDITOR] as Role[]).map((role) => ({
    who: role,
    role,
    routes: routes.filter((r) => roleOf(r.path) === role),
    what: `every built route of ${role}`,
  })),
  {
    who: 'guest',
    role: null,
    routes: routes.filter((r) => !r.login),
    what: 'every route open without login, as a guest',
  },
];

for (const { who, role, routes: theirs, what } of sweeps) {
  const all = parts(theirs);
  all.forEach((part, i) =>
    test(`${what}, part ${i + 1} of ${all.length} (${part.length}): no serious or critical accessibility violation (axe)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const demo = await demoIds(request);
      if (role) await logIn(page, role);
      if (role === OWNER) await chooseBusiness(page);
      expect(
        await sweep(
          page,
          who,
          part.map((r) => concrete(r.path, demo)),
        ),
      ).toEqual([]);
    }),
  );
}
