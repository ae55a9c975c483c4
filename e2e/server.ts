import fs from 'node:fs';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 3199);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, `../.e2e-data/${E2E_PORT}`);
export const SERVER_LOG = path.join(E2E_DATA_DIR, 'server.log');
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
/** Short access tokens, so the journeys also prove the transparent refresh. */
export const E2E_ACCESS_TOKEN_TTL = 15;

/** The last SMS code the server printed for a mobile (console SMS mode). */
export function smsCodeFromLog(mobile: string, scene = 'login'): string | undefined {
  const log = fs.readFileSync(SERVER_LOG, 'utf8');
  const re = new RegExp(`SMS code for ${mobile} \\(${scene}\\): (\\d{6})`, 'g');
  return [...log.matchAll(re)].at(-1)?.[1];
}
