/**
 * `npm run start:cluster` as an operator runs it: N workers behind one port, a dead worker replaced, and SIGTERM
 * draining every worker — a request in flight still gets its answer — before the primary exits.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdingWatch, login, receiveUser } from '@kc/shared';
import { call, freePort, MONITOR_HEADERS, MONITOR_TOKEN, preparedDatabase, REDIS_URL, root, until } from './lib.js';

describe('npm run start:cluster', () => {
  let db: Awaited<ReturnType<typeof preparedDatabase>>;
  beforeAll(async () => {
    db = await preparedDatabase();
  });
  afterAll(() => db?.close());

  it('refuses to start without a shared database and Redis', async () => {
    const proc = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    proc.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise((r) => proc.once('exit', r));
    expect(code).toBe(2);
    expect(err).toMatch(/DATABASE_URL is required/);
  });

  it('serves from every worker on one port, replaces a killed worker, and drains on SIGTERM', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const proc = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        REDIS_URL,
        REDIS_PREFIX: `kcc${randomUUID().slice(0, 8)}:`,
        PORT: String(port),
        HOST: '127.0.0.1',
        CLUSTER_WORKERS: '2',
        SEED: 'false',
        LOG_LEVEL: 'warn',
        MONITOR_TOKEN,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((r) => proc.once('exit', r));

    // connections are handed to the workers in turn: both answer
    const workers = async () => {
      const seen = new Map<string, number>();
      await until(
        'both workers to answer',
        async () => {
          // the instance and pid are told only to the monitor
          const r = (await freshConnectionGet(`${url}/readyz`, MONITOR_HEADERS)) as {
            instance: string;
            ok: boolean;
            pid: number;
          };
          if (r.ok) seen.set(r.instance, r.pid);
          return seen.size === 2;
        },
        120_000,
      );
      return seen;
    };
    const first = await workers().catch((e: Error) => {
      throw new Error(`${e.message}\n${out.slice(-3000)}`);
    });
    expect([...first.keys()].sort()).toEqual([expect.stringMatching(/:w1$/), expect.stringMatching(/:w2$/)]);

    // a worker killed outright is replaced by a new process under the same name
    const [name, pid] = [...first.entries()][0]!;
    process.kill(pid, 'SIGKILL');
    await until('the killed worker to be replaced', async () => (await workers()).get(name) !== pid, 60_000);
    expect(out).toMatch(/exited \(SIGKILL\); starting a new one/);

    // a long poll in flight when SIGTERM comes is answered, not cut
    const s = await call(url, login, { mobile: '13800000001', password: 'Demo@1234' });
    const [free] = await db.q<{ id: number }>(`select id from items where name = '免费观展票'`);
    const h = await call(url, receiveUser, { item_id: free!.id }, { token: s.data.token });
    expect(h.code, h.message).toBe(0);
    const inFlight = call(url, holdingWatch, { holding_id: h.data.holding_id, used: 0 }, { token: s.data.token });
    await new Promise((r) => setTimeout(r, 500));
    proc.kill('SIGTERM');
    const answered = await inFlight;
    expect(answered).toMatchObject({ status: 200, code: 0, data: { changed: false } });
    expect(await exited).toBe(0);
    expect(out).toMatch(/draining 2 worker/);
  });
});

/** A GET on a new connection (fetch keeps one connection alive, which a single worker would then serve for ever). */
function freshConnectionGet(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, timeout: 2000, headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(JSON.parse(body)));
      })
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error('no answer within 2 s'));
      })
      .on('error', reject);
  });
}
