import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteDepsFile } from '@kc/shared';

/**
 * A stand-in for the web build (apps/web/dist) in a temporary folder: its pages (`index.html`, maybe `scan.html`) and,
 * when given, the route-deps file the server reads (`.vite/route-deps.json`). `remove()` deletes it.
 */
export function fakeWebDist(pages: Record<string, string>, deps?: RouteDepsFile): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-web-dist-'));
  for (const [name, html] of Object.entries(pages)) fs.writeFileSync(path.join(dir, name), html);
  if (deps) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite/route-deps.json'), JSON.stringify(deps));
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
