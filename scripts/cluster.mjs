// npm run start:cluster: N stateless server processes (CLUSTER_WORKERS, default 2) on one PostgreSQL
// (DATABASE_URL) and one Redis (REDIS_URL), sharing one port through Node's cluster module: the primary accepts
// the connections and hands them to the workers in turn, as a load balancer in front of several hosts would.
// Migrations and the demo seed run once, before any worker starts; a worker that dies is replaced; SIGTERM drains
// every worker (in-flight requests finish) before the primary exits.
import cluster from 'node:cluster';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfStale, root } from './web-build.mjs';

const workers = Number(process.env.CLUSTER_WORKERS ?? 2);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error('CLUSTER_WORKERS: a whole number from 1 to 64');
  process.exit(2);
}
for (const name of ['DATABASE_URL', 'REDIS_URL']) {
  if (!process.env[name]) {
    console.error(`${name} is required for start:cluster: every instance must share one PostgreSQL and one Redis (the embedded PGlite belongs to one process)`);
    process.exit(2);
  }
}

buildWebIfStale();
const prepared = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/prepare.ts')], { cwd: root, stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

cluster.setupPrimary({ exec: path.join(root, 'apps/server/src/server.ts'), execArgv: ['--import', 'tsx'] });
let stopping = false;
const fork = (n) => {
  const w = cluster.fork({ SEED: 'false', INSTANCE_ID: `${os.hostname()}:w${n}` });
  w.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`worker w${n} (pid ${w.process.pid}) exited (${signal ?? code}); starting a new one`);
    setTimeout(() => fork(n), 1000);
  });
};
for (let n = 1; n <= workers; n++) fork(n);

const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: draining ${Object.keys(cluster.workers ?? {}).length} worker(s)`);
  for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  const wait = setInterval(() => {
    if (Object.keys(cluster.workers ?? {}).length === 0) {
      clearInterval(wait);
      process.exit(0);
    }
  }, 100);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
