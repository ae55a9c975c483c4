import fs from 'node:fs';
import path from 'node:path';

/**
 * Each Playwright worker has its own server on its own fresh data dir: worker k (TEST_PARALLEL_INDEX, set in the
 * worker processes, which load this module and the config again) talks to port E2E_PORT + k, so journeys of two
 * workers never see each other's data. The global setup starts one server per worker. One worker by default: on the
 * two-core CI machine two workers (each a browser and a server) were not faster, and their journeys' timing-bound
 * steps (a token refresh, a 3-s double-read window) failed under the load.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS || 1));
const BASE_PORT = Number(process.env.E2E_PORT || 3199);
export const portOf = (worker: number) => BASE_PORT + worker;
export const dataDirOf = (worker: number) => path.resolve(import.meta.dirname, `../.e2e-data/${portOf(worker)}`);
export const logOf = (worker: number) => path.join(dataDirOf(worker), 'server.log');
const WORKER = Number(process.env.TEST_PARALLEL_INDEX || 0);
export const E2E_PORT = portOf(WORKER);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = dataDirOf(WORKER);
export const SERVER_LOG = logOf(WORKER);
/**
 * Debian's Chromium, headless, with nothing that reaches for the network on its own (the machine has none): the
 * browser journeys and the scale suite's browser journey launch it the same way.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
/**
 * E2E_DATABASE_URL (a PostgreSQL server's admin URL, as CI sets it): each worker's server runs on its own fresh
 * database there (`kc_e2e_<port>`, dropped and made again at the start) instead of PGlite in its data dir — the
 * production set-up, and faster on a loaded machine, where PGlite shares the server's one thread.
 */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || '';
export const databaseUrlOf = (worker: number): string => {
  if (!E2E_DATABASE_URL) return '';
  const url = new URL(E2E_DATABASE_URL);
  url.pathname = `/kc_e2e_${portOf(worker)}`;
  return url.toString();
};
/** Short access tokens, so the journeys also prove the transparent refresh. */
export const E2E_ACCESS_TOKEN_TTL = 15;

/** The last SMS code the server printed for a mobile (console SMS mode). */
export function smsCodeFromLog(mobile: string, scene = 'login'): string | undefined {
  const log = fs.readFileSync(SERVER_LOG, 'utf8');
  const re = new RegExp(`SMS code for ${mobile} \\(${scene}\\): (\\d{6})`, 'g');
  return [...log.matchAll(re)].at(-1)?.[1];
}
