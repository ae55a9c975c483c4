import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AUDITOR, CHECKER, OWNER, VISITOR } from './api-setup.js';

/**
 * The accessibility sweep's parts (a11y.spec.ts): axe-core evaluated in the page, and every built route of the route
 * table with the role that uses it and demo ids for its parameters.
 */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical violations of the page as it is now (WCAG 2.x A and AA rules), one line each with where. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: object): Promise<{ violations: Violation[] }> } }).axe;
    return (
      await axe.run({
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      })
    ).violations;
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}): ${n.target.join(' ')}`));
}

/** The page's data painted: no route chunk, skeleton or loading dots left (a screen that polls settles anyway). */
export async function settled(page: Page) {
  await page
    .waitForFunction(
      () => {
        // the app has started: the splash goes once the first page and the app's styles are in (page.goto's load no
        // longer waits for the app's files: start.js requests them after the first frame)
        if (document.getElementById('boot-splash')) return false;
        if (document.querySelector('.page-loading, .full-loading, .adm-skeleton, .adm-dot-loading')) return false;
        // no dialog or popup half faded in (axe measured the contrast of a 登录失效 dialog at a fraction of its opacity)
        return Array.from(document.querySelectorAll<HTMLElement>('.adm-mask, .adm-center-popup-wrap, .adm-popup-body'))
          .filter((e) => e.getClientRects().length > 0)
          .every((e) => getComputedStyle(e).opacity === '1');
      },
      null,
      {
        timeout: 8_000,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/**
 * Waits, before the sweep leaves a page, for a token refresh under way to be answered. The journeys' access tokens
 * last 15 s (E2E_ACCESS_TOKEN_TTL), so a 4-minute sweep refreshes many times; leaving the page in the middle of one
 * loses its answer, and the refresh token it spent cannot be used again (spec 8: its reuse ends the session), which
 * logged the visitor out halfway through a sweep (a clean-clone CI run, 2026-11-28) — as it would a person who
 * reloads at that moment.
 */
export function refreshesSettled(page: Page): () => Promise<void> {
  let pending = 0;
  const isRefresh = (url: string) => url.includes('/tokenrefurbish');
  page.on('request', (r) => {
    if (isRefresh(r.url())) pending += 1;
  });
  const done = (r: { url(): string }) => {
    if (isRefresh(r.url())) pending -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    if (pending === 0) return;
    const until = Date.now() + 10_000;
    while (pending > 0 && Date.now() < until) await page.waitForTimeout(50);
    // the answer's new tokens are stored by the page once it has read them
    await page.waitForTimeout(200);
  };
}

export interface Route {
  path: string;
  login: boolean;
}

/**
 * Every route of apps/web's route table that has a page (the 功能建设中 rows have none), read from the table's source:
 * a route added to the table is swept without touching this file.
 */
export function builtRoutes(): Route[] {
  const dir = path.resolve(import.meta.dirname, '../../apps/web/src/app/routes');
  const table = readFileSync(path.join(dir, 'table.ts'), 'utf8');
  const scan = readFileSync(path.join(dir, 'scan-routes.ts'), 'utf8');
  const rows = table
    .slice(table.indexOf('export const routeTable'))
    .split(/\n {2}(?=open\(|auth\(|redirect\(|scanRoutes\.)/);
  const routes: Route[] = [];
  for (const row of rows) {
    const m = /^(open|auth)\(\s*'([^']+)'/.exec(row);
    if (m && row.includes('page:')) routes.push({ path: m[2]!, login: m[1] === 'auth' });
    const s = /^scanRoutes\.(\w+)/.exec(row);
    if (s) {
      const entry = scan.slice(scan.indexOf(`${s[1]}: {`));
      const p = /path: '([^']+)'/.exec(entry)![1]!;
      routes.push({ path: p, login: /login: true/.test(entry.slice(0, entry.indexOf('\n  },'))) });
    }
  }
  return routes;
}

export type Role = typeof VISITOR | typeof OWNER | typeof CHECKER | typeof AUDITOR;

/** Who uses a route: the business's owner for its management screens, the checker for scanning, the auditor for audits. */
export function roleOf(p: string): Role {
  if (/^\/(b\/audit|union-marketing\/audit|car-authentication\/list|car-authentication\/detail)/.test(p))
    return AUDITOR;
  if (
    /^\/(verification\/(scan|result|business|ticket-list|logs)|pc\/scan|cert\/scan|ticket-invitation\/(check|checker))/.test(
      p,
    )
  )
    return CHECKER;
  if (
    /^\/(b\/|ticket-invitation|ticket\/(create|edit|publisher|publish|relation|applicationForm)|coupon\/|invitation\/(create|edit|enter-blank)|checkpoint|agent\/|funly-manage|funly-ride\/(create|edit|manage|success|apply|applicationForm)|funly\/(enter-blank|applicationForm)|project|efficiency|exhibition\/manage|cert\/(publish|agent)|union-marketing|enter-form|app\/(distribute|daily|epidmic\/list|protocol\/edit|richtext)|little-action\/(lottery\/(manage|edit)|lottery-screen)|verification\/record)/.test(
      p,
    )
  )
    return OWNER;
  return VISITOR;
}

/** Demo ids the sweep fills parameters with. */
export interface Ids {
  item: number;
  holding: number;
  /** an unpaid order of the visitor, and its number */
  order: number;
  orderSn: string;
  post: number;
  event: number;
  car: number;
}

/** A route's path with its parameters filled: the demo record the screen shows, else an id of 1 (the first seeded row). */
export function concrete(p: string, ids: Ids): string {
  const now = Date.now();
  const byPath: Record<string, string> = {
    '/b/audit/:type/:id': '/b/audit/ticket/1',
    '/efficiency/detail/:type': '/efficiency/detail/project',
    '/efficiency/search/:type': '/efficiency/search/project',
    '/efficiency/:type': '/efficiency/project',
    '/funly/search/:type': '/funly/search/1',
    '/my/history/:type/:time': '/my/history/1/1',
    '/my/history/:type/search': '/my/history/1/search',
    '/personal/upload/:type': '/personal/upload/1',
    '/report/:module/:id': `/report/post/${ids.post}`,
    '/ticket/applicationForm/create/:type': '/ticket/applicationForm/create/1',
    '/ticket/applicationForm/edit/:type/:id?/:timestamp': `/ticket/applicationForm/edit/1/1/${now}`,
    '/verification/show-qrcode/:id?': `/verification/show-qrcode/${ids.holding}`,
    '/verification/show-qrcode/ticket/:id?': `/verification/show-qrcode/ticket/${ids.holding}`,
    '/verification/show-qrcode/coupon/:id?': `/verification/show-qrcode/coupon/${ids.holding}`,
    '/verification/result/:qrcode?': '/verification/result/none',
    '/verification/business/result/:qrcode?': '/verification/business/result/none',
    '/cert/register/:sn': '/cert/register/none',
  };
  const byQuery: Record<string, string> = {
    '/funly/show': `?id=${ids.event}`,
    '/funly/preview': `?id=${ids.event}`,
    '/show-car/detail': `?id=${ids.car}`,
    '/exhibition/ticket/buy': `?id=${ids.item}`,
    '/personal/index': '?uid=2',
    '/exhibition/news/detail': '?id=1',
  };
  if (byQuery[p]) return `${p}${byQuery[p]}`;
  if (byPath[p]) return byPath[p];
  const filled = p
    .replace(/:timestamp\??/g, String(now))
    .replace(/:(ticketId|pid)\??/g, String(ids.item))
    .replace(/:publisherId\??/g, '1')
    .replace(/:orderSn\??/g, ids.orderSn);
  const id = /^\/(post)\//.test(p)
    ? ids.post
    : /^\/my\/order\//.test(p)
      ? ids.order
      : /^\/(funly-manage|funly\/|my\/funly)/.test(p)
        ? ids.event
        : /^\/(ticket-invitation|ticket\/|coupon|invitation|checkpoint|agent|cert\/|verification|my\/add-recipient|union-marketing|enter-form)/.test(
              p,
            )
          ? ids.item
          : /^\/(b\/show-car|used-car)/.test(p)
            ? ids.car
            : 1;
  return filled.replace(/:\w+\??/g, String(id));
}
