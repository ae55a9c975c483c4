import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isScanShellPath } from '@kc/shared';

/** Serves the built web app under /static-{product}2/ (hashed assets cached, index.html never: WeChat caches hard). */
export async function registerWeb(app: FastifyInstance, distDir: string, product: string): Promise<void> {
  const base = `/static-${product}2/`;
  app.get('/', (_req, reply) => reply.redirect(base));
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`web app not built (${index} missing): run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: base,
    index: false,
    wildcard: false,
    // the build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent when the browser accepts them
    preCompressed: true,
    // the Cache-Control below, not send's default `public, max-age=0` (which replaced it)
    cacheControl: false,
    setHeaders: (res, file) => {
      // the scan screens' service worker (apps/web/vite.config.ts): revalidated on every check, registered for
      // scopes under the base (apps/web/src/features/verify/offline/register-worker.ts)
      const worker = file === path.join(distDir, 'sw.js');
      if (worker) res.setHeader('Service-Worker-Allowed', '/');
      res.setHeader(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : worker
            ? 'no-cache'
            : 'no-store',
      );
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  const html = fs.readFileSync(index);
  // the scan shell (apps/web/vite.scan.config.ts): the checker's scan screens without the rest of the app
  const scanFile = path.join(distDir, 'scan.html');
  const scanHtml = fs.existsSync(scanFile) ? fs.readFileSync(scanFile) : html;
  const sendHtml = (reply: FastifyReply, body: Buffer) =>
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
  const sendIndex = (_req: unknown, reply: FastifyReply) => sendHtml(reply, html);
  app.get(base, sendIndex);
  app.get(base.slice(0, -1), (_req, reply) => reply.redirect(base));
  // history-mode routes: any path under the base that is not a file gets the app shell, a scan screen the scan shell
  app.get(`${base}*`, (req, reply) => {
    const pathname = req.url.split('?')[0]!.slice(base.length - 1);
    return sendHtml(reply, isScanShellPath(pathname) ? scanHtml : html);
  });
}
