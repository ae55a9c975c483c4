/**
 * The scale suites' parts: real server processes (apps/server/src/server.ts, as in production) on a fresh
 * PostgreSQL database and a Redis key prefix of their own, private PostgreSQL and Redis servers that a test may
 * stop and start, and calls by contract over HTTP.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { resolvePath, type CallData, type CallDef } from '@kc/shared';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const user = os.userInfo().username;
export const ADMIN_DB = process.env.TEST_DATABASE_URL ?? `postgres://${user}@127.0.0.1:5432/test`;
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * The monitoring token every started server gets (MONITOR_TOKEN): /healthz and /readyz name the instance and pid
 * only to a request with this header.
 */
export const MONITOR_TOKEN = 'scale-monitor-token-0123456789';
export const MONITOR_HEADERS = { 'x-monitor-token': MONITOR_TOKEN };
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Waits until `check` is true (polling), or fails naming what was awaited. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

export interface Instance {
  name: string;
  url: string;
  /** every line the process printed (pino JSON) */
  logs: string[];
  /** SIGTERM and wait for the exit; the exit code */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown at all */
  kill(): Promise<void>;
  /** a new process of the same instance (same port and name) */
  restart(): Promise<void>;
}

/** One server process as in production, ready (readiness answered 200) when this resolves. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const logs: string[] = [];
  let proc: ChildProcess;
  const launch = async () => {
    proc = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: '/nonexistent',
        DATA_DIR: path.join(os.tmpdir(), `kc-scale-${randomBytes(4).toString('hex')}`),
        LOG_LEVEL: 'info',
        INSTANCE_ID: name,
        SEED: 'false',
        MONITOR_TOKEN,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean));
    proc.stdout!.on('data', collect);
    proc.stderr!.on('data', collect);
    let exited = false;
    proc.once('exit', () => (exited = true));
    await until(
      `${name} to be ready`,
      async () => {
        if (exited) throw new Error(`${name} exited while starting:\n${logs.slice(-20).join('\n')}`);
        return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
      },
      60_000,
    ).catch((e: Error) => {
      throw new Error(`${e.message}\n${logs.slice(-20).join('\n')}`);
    });
  };
  const exit = () =>
    new Promise<number | null>((resolve) =>
      proc.exitCode !== null || proc.signalCode !== null ? resolve(proc.exitCode) : proc.once('exit', resolve),
    );
  await launch();
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    logs,
    stop: async () => {
      proc.kill('SIGTERM');
      return exit();
    },
    kill: async () => {
      proc.kill('SIGKILL');
      await exit();
    },
    restart: launch,
  };
}

export interface Answer<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T;
}

/** A call by contract over HTTP, as the web app makes it (the token in the payload, or in the URL for GET). */
export async function call<C extends CallDef, D = CallData<C>>(
  base: string,
  def: C,
  query: object = {},
  opts: { token?: string; payload?: object; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Answer<D>> {
  const url = base + resolvePath(def.path, 'kc');
  const payload = { ...(opts.token ? { token: opts.token } : {}), ...opts.payload };
  const res =
    def.method === 'GET'
      ? await fetch(`${url}?${new URLSearchParams({ ...(query as Record<string, string>), ...payload })}`, {
          headers: opts.headers,
          signal: opts.signal,
        })
      : await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...opts.headers },
          body: JSON.stringify({ query, payload }),
          signal: opts.signal,
        });
  const text = await res.text();
  try {
    return { status: res.status, ...(JSON.parse(text) as Omit<Answer<D>, 'status'>) };
  } catch {
    return { status: res.status, code: -1, message: text.slice(0, 200), data: null as D };
  }
}

/** The last SMS code an instance printed for a mobile (console SMS provider; the log line may trail the answer). */
export async function smsCodeIn(instances: Instance[], mobile: string): Promise<string> {
  const re = new RegExp(`SMS code for ${mobile} \\(\\w+\\): (\\d{6})`);
  const find = () => {
    for (const line of instances.flatMap((i) => i.logs).reverse()) {
      const m = re.exec(line);
      if (m) return m[1]!;
    }
    return undefined;
  };
  await until(`an SMS code for ${mobile} in the log`, () => find() !== undefined, 5000);
  return find()!;
}

/** A fresh database with the schema and the demo data (the release step, `npm run db:migrate`, run once). */
export async function preparedDatabase(adminUrl = ADMIN_DB) {
  const { createDatabase } = await import('../apps/server/src/test/fresh-database.js');
  const db = await createDatabase(adminUrl, 'kc_scale');
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/prepare.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url, SEED: 'true', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`db:migrate failed: ${r.stderr}${r.stdout}`);
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  pool.on('error', () => undefined);
  return {
    url: db.url,
    /** rows of one SQL query (checks and set-up straight on the database) */
    q: async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
      (await pool.query(text, values)).rows as T[],
    close: async () => {
      await pool.end();
      await db.drop();
    },
  };
}

/** A Redis server of the test's own, on a free port, that the test may stop and start again. */
export async function privateRedis() {
  const port = await freePort();
  let proc: ChildProcess | null = null;
  const start = async () => {
    proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await until('redis to start', () => canConnect(port));
  };
  const stop = async () => {
    const p = proc;
    proc = null;
    if (!p) return;
    await new Promise((r) => {
      p.once('exit', r);
      p.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

/**
 * A PostgreSQL server of the test's own (initdb into a temporary folder, trust auth, superuser = this OS user), so
 * a test can restart it without disturbing anything else. As root the server runs as the `postgres` OS user.
 */
export async function privatePostgres() {
  const bin = fs
    .readdirSync('/usr/lib/postgresql')
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .find((b) => fs.existsSync(`${b}/initdb`));
  if (!bin) throw new Error('PostgreSQL server binaries (initdb) not found under /usr/lib/postgresql');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chownSync(dir, ...ids('postgres'));
  const run = (cmd: string, args: string[]) => {
    const r = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', `${bin}/${cmd}`, ...args], { encoding: 'utf8' })
      : spawnSync(`${bin}/${cmd}`, args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}${r.stdout}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', user, '--no-sync', '-E', 'UTF8']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const ctl = (...args: string[]) =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', opts, ...args]);
  ctl('start');
  return {
    adminUrl: `postgres://${user}@127.0.0.1:${port}/postgres`,
    /** stops (fast: open sessions are ended) and starts again */
    restart: () => ctl('restart', '-m', 'fast'),
    stop: () => ctl('stop', '-m', 'fast'),
    start: () => ctl('start'),
    destroy: () => {
      try {
        ctl('stop', '-m', 'immediate');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function ids(name: string): [number, number] {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`no OS user ${name}`);
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
