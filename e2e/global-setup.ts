import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  databaseUrlOf,
  dataDirOf,
  E2E_ACCESS_TOKEN_TTL,
  E2E_DATABASE_URL,
  E2E_WORKERS,
  logOf,
  portOf,
} from './server.js';

/**
 * Starts the real server (console SMS) on a fresh data dir and a fresh database (PGlite in the data dir, or a new
 * PostgreSQL database with E2E_DATABASE_URL), one per worker, and stops them after the run.
 */
export default async function globalSetup() {
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, (_, k) => startServer(k)));
  return async () => {
    await Promise.all(
      servers.map(async (server) => {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }),
    );
  };
}

async function startServer(worker: number) {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = dataDirOf(worker);
  const serverLog = logOf(worker);
  const baseUrl = `http://127.0.0.1:${portOf(worker)}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const databaseUrl = databaseUrlOf(worker);
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: E2E_DATABASE_URL });
    await admin.connect();
    const name = new URL(databaseUrl).pathname.slice(1);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const log = fs.openSync(serverLog, 'a');
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(portOf(worker)),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ACCESS_TOKEN_TTL: String(E2E_ACCESS_TOKEN_TTL),
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      WX_APP_ID: 'wxe2e0000000000001',
      WX_JSAPI_TICKET: 'e2e-jsapi-ticket',
    },
    stdio: ['ignore', log, log],
  });
  // generous: PGlite's migrations and the demo seed take a while on a busy 2-core CI machine
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited: ${fs.readFileSync(serverLog, 'utf8')}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return server;
}
