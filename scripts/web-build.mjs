// Builds the web app when it is missing or older than its sources (npm start, npm run start:cluster).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

const newest = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
    const p = path.join(dir, e.name);
    return Math.max(max, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }, 0);

export function buildWebIfStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'].map((p) => path.join(root, p));
  const mtime = (s) => (fs.statSync(s).isDirectory() ? newest(s) : fs.statSync(s).mtimeMs);
  const stale = !fs.existsSync(built) || sources.some((s) => fs.existsSync(s) && mtime(s) > fs.statSync(built).mtimeMs);
  if (!stale) return;
  console.log('building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@kc/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
