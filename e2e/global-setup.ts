import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ACCESS_TOKEN_TTL, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, SERVER_LOG } from './server.js';

/** Starts the real server (PGlite on a fresh data dir, console SMS) and stops it after the run. */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '..');
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  const log = fs.openSync(SERVER_LOG, 'a');
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      ACCESS_TOKEN_TTL: String(E2E_ACCESS_TOKEN_TTL),
      DATABASE_URL: '',
      REDIS_URL: '',
      WX_APP_ID: 'wxe2e0000000000001',
      WX_JSAPI_TICKET: 'e2e-jsapi-ticket',
    },
    stdio: ['ignore', log, log],
  });
  // generous: PGlite's migrations and the demo seed take a while on a busy 2-core CI machine
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited: ${fs.readFileSync(SERVER_LOG, 'utf8')}`);
    try {
      if ((await fetch(`${E2E_BASE_URL}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
}
