// npm start: build the web app when it is missing or older than its sources, then run the server
// (which migrates the database and seeds demo data once).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
    const p = path.join(dir, e.name);
    return Math.max(max, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }, 0);

const built = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'].map((p) => path.join(root, p));
const stale = !fs.existsSync(built) || sources.some((s) => fs.existsSync(s) && (fs.statSync(s).isDirectory() ? newest(s) : fs.statSync(s).mtimeMs) > fs.statSync(built).mtimeMs);
if (stale) {
  console.log('building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@kc/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
