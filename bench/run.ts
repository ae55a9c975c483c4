/**
 * `npm run bench`: starts bench/server.ts in its own process, sends each scenario's load from this one with
 * autocannon (100 connections), and writes bench/results.md with the baselines beside the figures.
 */
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 100;

interface Ready {
  appPort: number;
  barePort: number;
  token: string;
  distinct: { code: string; point: number }[];
  hot: { code: string; point: number }[];
  buyers: string[];
  hotSale: number;
}
interface Figure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const child = fork(path.join(here, 'server.ts'), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));

async function load(name: string, opts: autocannon.Options): Promise<Figure> {
  const r = await autocannon({ connections: CONNECTIONS, ...opts });
  const f = {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  console.log(
    `${name}: ${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms (${f.requests} requests, ${f.non2xx} non-2xx)`,
  );
  return f;
}

/** Requests that each consume the next code once, so every write-off is of a distinct, valid code. */
function writeOffs(ready: Ready, codes: Ready['distinct']): autocannon.Options {
  let i = 0;
  return {
    url: `http://127.0.0.1:${ready.appPort}/api/cticket/1.1.0/verify/writeoff`,
    amount: codes.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const c = codes[i++ % codes.length]!;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${ready.token}` },
            body: JSON.stringify({ query: { code: c.code, point_id: c.point, nonce: `bench-${i}-x` } }),
          };
        },
      },
    ],
  };
}

/** 200 buyers ordering one ticket each time from the hot item, until its 10,000 are sold. */
function hotOrders(ready: Ready, amount: number): autocannon.Options {
  let i = 0;
  return {
    url: `http://127.0.0.1:${ready.appPort}/corder/v1/order/createorder`,
    connections: 200,
    amount,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${ready.buyers[i++ % ready.buyers.length]}`,
          },
          body: JSON.stringify({ query: { type: 1, data: { item_id: ready.hotSale, quantity: 1 } } }),
        }),
      },
    ],
  };
}

async function main() {
  const ready = await next<Ready>();
  const warm = Math.min(2000, ready.distinct.length / 10);
  const bareUrl = `http://127.0.0.1:${ready.barePort}`;
  let id = 0;
  const update = (amount: number): autocannon.Options => ({
    url: `${bareUrl}/update`,
    amount,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: (id++ % ready.distinct.length) + 1 }),
        }),
      },
    ],
  });
  // warm both servers (JIT, pools) before measuring
  await load('warm-up', update(warm));
  await load('warm-up', writeOffs(ready, ready.distinct.slice(0, warm)));
  const figures = [
    await load('bare Fastify: empty route', { url: `${bareUrl}/empty`, amount: ready.distinct.length }),
    await load('bare Fastify: one UPDATE … RETURNING', update(ready.distinct.length)),
    await load('write-off, distinct codes over 100 items', writeOffs(ready, ready.distinct.slice(warm))),
    await load('write-off, distinct codes of one hot item', writeOffs(ready, ready.hot)),
    await load('createorder, one hot item (stock 10,000), 200 buyers', hotOrders(ready, 10000)),
  ];
  child.send({ type: 'check' });
  const check = await next<Record<string, number>>();
  child.send({ type: 'stop' });

  const [, bareUpdate, spread, hot, sale] = figures as [Figure, Figure, Figure, Figure, Figure];
  const pct = (a: Figure) => Math.round((a.rps / bareUpdate.rps) * 100);
  const row = (f: Figure) => `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.requests} | ${f.non2xx + f.errors} |`;
  const md = `# Benchmark results

Run: ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · ${Math.round(os.totalmem() / 2 ** 30)} GiB ·
Node ${process.version} · PostgreSQL on 127.0.0.1 · ${CONNECTIONS} connections (autocannon in its own process) ·
app and baseline each with a pool of 20 connections · every write-off request carries a distinct, valid code.

| scenario | req/s | p50 ms | p99 ms | requests | errors |
|---|---|---|---|---|---|
${figures.map(row).join('\n')}

**Write-off vs the bare \`UPDATE … RETURNING\` baseline:** distinct codes ${pct(spread)} %, hot item ${pct(hot)} %
(target ≥ 50 %, p99 < 50 ms).

**Hot-item \`createorder\`:** ${sale.rps} orders/s, p99 ${sale.p99} ms (target ≥ 830 orders/s); ${check.orders} orders for
${check.ordered} tickets, the item's issued count ${check.issued} of ${check.stock} — ${(check.issued ?? 0) > (check.stock ?? 0) ? 'OVERSOLD' : 'no oversell'}.

Integrity after the run: ${check.rows} write-off rows; the holdings' \`used\` sum to ${check.holding_used} and the points'
to ${check.point_used}; ${check.doubled} holdings written off twice.
`;
  writeFileSync(path.join(here, 'results.md'), md);
  console.log(`\n${md}`);
}

main().catch((e) => {
  console.error(e);
  child.kill();
  process.exit(1);
});
