import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { BASE, shot } from './helpers.js';
import { VISITOR, approvedItem, callAs, logIn, receivedByVisitor } from './api-setup.js';

/**
 * Issue 23, a start: axe-core over the eight screens people open most (the Lighthouse screens of the issue), as the
 * visitor with demo data, at 375×812 — no serious or critical violation. axe is evaluated in the page (past the CSP,
 * like any script the browser's tools run), from the axe-core package.
 *
 * Not checked yet: `label-content-name-mismatch` (WCAG 2.5.3, the visible text inside the accessible name). Whole
 * cards named by their title (cardLinkProps), the post's author and original links and a few buttons whose label says
 * more than their text still fail it; renaming them is the next step of issue 23.
 */
const NOT_YET = ['label-content-name-mismatch'];
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The serious and critical violations of the page as it is now, one line each with where. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const found = await page.evaluate(async (off: string[]) => {
    const axe = (window as unknown as { axe: { run(o: object): Promise<{ violations: Violation[] }> } }).axe;
    return (
      await axe.run({
        resultTypes: ['violations'],
        rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
      })
    ).violations;
  }, NOT_YET);
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}): ${n.target.join(' ')}`));
}

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
    await page.waitForTimeout(300);
    await shot(page, `a11y/${name}`);
    for (const p of await seriousViolations(page)) problems.push(`${name} ${path}: ${p}`);
  }
  expect(problems).toEqual([]);
});
