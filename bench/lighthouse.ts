/**
 * Lighthouse 12, mobile (its default: an emulated mid-range phone, simulated slow 4G and a 4× slower CPU), against
 * the production build (apps/web/dist) served by the real app (apps/server/src/server.ts, as `npm start` runs it) on a
 * fresh PostgreSQL database with the demo data, logged in as the demo visitor (13800000001 / Demo@1234): the eight
 * screens of issue 23 — the 活动 tab, /my, /exhibition, the QR screen of one of the visitor's tickets, ticket buy, a
 * post, a car and an event. Over h2 each app sits behind bench/tls-front.ts (HTTPS and HTTP/2, as the load balancer
 * serves phones); several builds are measured in turns, run by run. The session is put in localStorage (the web keeps
 * it in the zustand persist store `kc-session`) from a page of the same origin that loads none of the app, and the
 * browser cache is cleared before each run, so each screen is measured on a cold load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CHROMIUM_LAUNCH } from '../e2e/server.js';
import { freshDatabase } from './server.js';
import { tlsFront, type TlsFront } from './tls-front.js';

/** The browser journeys' Chromium and flags (CHROMIUM_PATH to override), headless for Lighthouse. */
export const CHROME_PATH = CHROMIUM_LAUNCH.executablePath;
const FLAGS = ['--headless=new', ...CHROMIUM_LAUNCH.args];
const BASE = '/static-kc2';
/** BENCH_LH_CPU: a CPU slowdown other than Lighthouse's 4×, to see how the screens fare on a slower machine */
const CPU_SLOWDOWN = process.env.BENCH_LH_CPU ? Number(process.env.BENCH_LH_CPU) : undefined;
/** Lighthouse's default mobile throttling (its constants.throttling.mobileSlow4G), the CPU slowdown aside */
const MOBILE_THROTTLING = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
};

export interface Screen {
  name: string;
  path: string;
  /** median performance score (0–100) of the runs */
  score: number;
  scores: number[];
  /** metrics of the median run, ms (CLS unitless) */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}
export interface LighthouseFigures {
  screens: Screen[];
  chromium: string;
  lighthouse: string;
  runs: number;
  /** how the browser reached the app: 'h2' through the TLS front (as deployed), or 'http/1.1' straight to the app */
  protocol: Protocol;
  /**
   * Lighthouse's benchmark index of this machine (median over the runs): its simulation slows the CPU 4× from what
   * it measures here, so a faster machine scores higher. The figures of two machines compare only with it.
   */
  benchmarkIndex?: number;
  /** the CPU slowdown simulated when not Lighthouse's default 4 (BENCH_LH_CPU, to stand in for a slower machine) */
  cpuSlowdown?: number;
}
export type Protocol = 'h2' | 'http/1.1';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function waitFor(url: string, child: ChildProcess, seconds = 90) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the app did not answer ${url} in ${seconds} s`);
}

/** One build of the web app, served by its own app process (and, over h2, its own TLS front) on the run's database. */
interface Served {
  dist: string;
  app: ChildProcess;
  /** the app itself, http://127.0.0.1:<port> */
  origin: string;
  front?: TlsFront;
  /** where the browser opens the screens */
  site: string;
}

const serve = async (root: string, dist: string, dbUrl: string, seed: boolean, protocol: Protocol): Promise<Served> => {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`no production build in ${dist}`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      DATA_DIR: path.join(os.tmpdir(), `kc-bench-lh-${randomBytes(4).toString('hex')}`),
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      SEED: seed ? 'true' : 'false',
      REDIS_URL: undefined,
      SENTRY_DSN: undefined,
    },
  });
  try {
    await waitFor(`${origin}${BASE}/`, app);
  } catch (e) {
    app.kill('SIGTERM');
    throw e;
  }
  // where the browser opens the screens: the TLS front (HTTP/2, as phones reach the app) or the app itself
  const front = protocol === 'h2' ? await tlsFront(port) : undefined;
  return { dist, app, origin, front, site: front?.origin ?? origin };
};

const stop = async (s: Served) => {
  await s.front?.close();
  s.app.kill('SIGTERM');
  await new Promise((r) => (s.app.exitCode !== null ? r(null) : s.app.once('exit', r)));
};

/**
 * The eight screens, each build in `builds` (directories of web builds; the first is the one under test) measured
 * alternately run by run (A B, B A, A B, …), so the machine's drift falls on all of them alike. One figure set per
 * build, in order; null when there is no Chromium (the caller notes the skip).
 */
export async function runLighthouse(
  root: string,
  runs: number,
  protocol: Protocol,
  builds: string[],
): Promise<LighthouseFigures[] | null> {
  if (!existsSync(CHROME_PATH)) return null;
  const db = await freshDatabase('kc_bench_lh');
  const served: Served[] = [];
  const { launch } = await import('chrome-launcher');
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    // the first app seeds the demo data; the others start on it (one database, so one session serves them all)
    for (const [i, dist] of builds.entries()) served.push(await serve(root, dist, db.url, i === 0, protocol));
    const origin = served[0]!.origin;
    // the demo visitor's session, a ticket to show and an item on sale
    const call = async <T>(p: string, query: object, token?: string) => {
      const r = (await fetch(`${origin}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query }),
      }).then((x) => x.json())) as { code: number; message: string; data: T };
      if (r.code !== 0) throw new Error(`${p}: ${r.code} ${r.message}`);
      return r.data;
    };
    const session = await call<{
      token: string;
      refreshToken: string;
      uid: number;
      mobile: string;
      username: string;
      userInfo: Record<string, unknown>;
    }>('/api/user/1.0.0/login', { mobile: '13800000001', password: 'Demo@1234' });
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const { rows } = await c.query<{ id: string }>(
      `insert into holdings (item_id, business_id, user_id, source)
       select i.id, i.business_id, $1, 'receive' from items i where i.name = '免费观展票' returning id`,
      [session.uid],
    );
    const {
      rows: [sale],
    } = await c.query<{ id: number }>(`select id from items where name = '普通票'`);
    await c.end();
    const first = async (p: string) => (await call<{ list: { id: number }[] }>(p, {}, session.token)).list[0]!.id;
    const post = await first('/api/c_bbs/1.0.0/bbs/list');
    const car = await first('/api/show_car/1.0.0/car/list');
    const event = await first('/api/c_play/1.0.0/play/list');
    // the eight screens of issue 23, most opened first
    const screens = [
      { name: '活动 home tab (/funly)', path: `${BASE}/funly` },
      { name: '/my (personal home)', path: `${BASE}/my` },
      { name: '展会 home tab (/exhibition)', path: `${BASE}/exhibition` },
      {
        name: 'QR screen (/verification/show-qrcode/ticket/:id)',
        path: `${BASE}/verification/show-qrcode/ticket/${rows[0]!.id}`,
      },
      { name: 'ticket buy (/exhibition/ticket/buy?id=)', path: `${BASE}/exhibition/ticket/buy?id=${sale!.id}` },
      { name: 'a post (/post/:id)', path: `${BASE}/post/${post}` },
      { name: 'a car (/show-car/detail?id=)', path: `${BASE}/show-car/detail?id=${car}` },
      { name: 'an event (/funly/show?id=)', path: `${BASE}/funly/show?id=${event}` },
    ];
    const stored = {
      state: {
        token: session.token,
        refreshToken: session.refreshToken,
        username: session.username,
        mobile: session.mobile,
        info: null,
        uid: session.uid,
        userInfo: session.userInfo,
        source: '',
        client: 'web',
        businessId: null,
      },
      version: 0,
    };

    chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: served[0]!.front
        ? [...FLAGS, `--ignore-certificate-errors-spki-list=${served.map((x) => x.front!.spki).join(',')}`]
        : FLAGS,
    });
    const chromium = (
      (await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json())) as { Browser: string }
    ).Browser;
    const puppeteer = (await import('puppeteer-core')).default;
    const chromePort = chrome.port;
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
    const { default: lighthouse } = await import('lighthouse');
    const lhVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
    const out: Screen[][] = served.map(() => []);
    const indexes: number[] = [];
    // BENCH_LH_SCREENS=funly,post: only the screens whose path holds one of these (while working on them)
    const wanted = process.env.BENCH_LH_SCREENS?.split(',');
    for (const s of screens.filter((x) => !wanted || wanted.some((w) => x.path.includes(w)))) {
      const results: Omit<Screen, 'name' | 'path' | 'scores'>[][] = served.map(() => []);
      for (let i = 0; i < runs; i++) {
        // A B, then B A: each build as often first as second
        const order = served.map((_, b) => b);
        if (i % 2) order.reverse();
        for (const b of order) {
          const { site } = served[b]!;
          const measure = async () => {
            // the session in localStorage, set from an answer of the same origin that is not the app; then a cold cache
            const page = await browser.newPage();
            await page.goto(`${site}/bench-no-such-path`);
            await page.evaluate(`localStorage.setItem('kc-session', ${JSON.stringify(JSON.stringify(stored))})`);
            const cdp = await page.createCDPSession();
            await cdp.send('Network.clearBrowserCache');
            await page.close();
            const r = await lighthouse(`${site}${s.path}`, {
              port: chromePort,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: true,
              ...(CPU_SLOWDOWN ? { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
            });
            return r!.lhr;
          };
          let lhr = await measure();
          // now and then Lighthouse's trace misses the navigation and it asks for another run: up to two more
          for (let retry = 0; retry < 2 && lhr.runtimeError?.code === 'NO_NAVSTART'; retry++) {
            console.log(`lighthouse ${s.name}: ${lhr.runtimeError.code}, run again`);
            lhr = await measure();
          }
          // BENCH_LH_SAVE=<dir>: keep each report's JSON to look into
          if (process.env.BENCH_LH_SAVE)
            writeFileSync(
              path.join(
                process.env.BENCH_LH_SAVE,
                `${protocol.replace(/\W+/g, '')}-${b}-${s.name.replace(/\W+/g, '-')}-${i}.json`,
              ),
              JSON.stringify(lhr),
            );
          const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          if (lhr.runtimeError) throw new Error(`${s.path}: ${lhr.runtimeError.message}`);
          indexes.push(lhr.environment.benchmarkIndex);
          results[b]!.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            fcp: num('first-contentful-paint'),
            lcp: num('largest-contentful-paint'),
            tbt: num('total-blocking-time'),
            cls: num('cumulative-layout-shift'),
            si: num('speed-index'),
          });
          console.log(`lighthouse ${protocol} ${b ? `build ${b + 1}` : 'this build'} ${s.name}: ${results[b]!.at(-1)!.score}`);
        }
      }
      for (const [b, rs] of results.entries()) {
        const sorted = [...rs].sort((x, y) => x.score - y.score);
        const median = sorted[Math.floor(sorted.length / 2)]!;
        out[b]!.push({ name: s.name, path: s.path, scores: rs.map((x) => x.score), ...median });
      }
    }
    await browser.disconnect();
    const benchmarkIndex = Math.round([...indexes].sort((x, y) => x - y)[Math.floor(indexes.length / 2)] ?? NaN);
    return out.map((screens) => ({
      screens,
      chromium,
      lighthouse: lhVersion,
      runs,
      protocol,
      benchmarkIndex,
      ...(CPU_SLOWDOWN ? { cpuSlowdown: CPU_SLOWDOWN } : {}),
    }));
  } finally {
    chrome?.kill();
    for (const x of served) await stop(x);
    await db.drop();
  }
}
