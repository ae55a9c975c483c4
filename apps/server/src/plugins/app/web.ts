import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  APP_START_TEMPLATE_ID,
  PRELOADED_ROUTE_META,
  ROUTE_DEPS_MANIFEST,
  isScanShellPath,
  matchRoutePath,
  type RouteDepsFile,
} from '@kc/shared';
import { htmlWithPreview, previewFor, type pagePreviews } from './page-preview.js';

/**
 * index.html for a cold load of one route: its page's modules and stylesheets (the build's route-deps file,
 * packages/shared/src/app/route-deps.ts) preloaded from the HTML, so they download beside the entry instead of after
 * it has run, and a mark naming the route (the web app then does not fetch the file for it). The stylesheets are
 * preloads marked `data-app-style`, which the entry applies before the splash goes, as the entry's own. The links go
 * into the entry's inert template, after its own, which public/start.js applies after the first frame.
 */
export const htmlForRoute = (html: string, base: string, deps: RouteDepsFile, route: string): string => {
  const links = (deps.routes[route] ?? []).map((i) => {
    const href = `${base}${deps.files[i]}`;
    return href.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="${href}" data-app-style>`
      : `<link rel="modulepreload" crossorigin href="${href}">`;
  });
  const mark = `<meta name="${PRELOADED_ROUTE_META}" content="${route.replace(/[&"<>]/g, '')}">`;
  // after the entry's own preloads, in the template public/start.js applies after the first frame (APP_START_TEMPLATE_ID);
  // an HTML without it is left as it is (nothing would apply the links)
  const open = html.indexOf(`<template id="${APP_START_TEMPLATE_ID}">`);
  const end = open < 0 ? -1 : html.indexOf('</template>', open);
  if (end < 0) return html;
  const linked = `${html.slice(0, end)}  ${links.join('\n      ')}\n    ${html.slice(end)}`;
  return linked.replace('</head>', `  ${mark}\n  </head>`);
};

/** Serves the built web app under /static-{product}2/ (hashed assets cached, index.html never: WeChat caches hard). */
export async function registerWeb(
  app: FastifyInstance,
  distDir: string,
  product: string,
  previews: ReturnType<typeof pagePreviews> = {},
): Promise<void> {
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
  // the page's files of each route, put into the HTML of a cold load of that route (built once per route)
  const depsFile = path.join(distDir, ROUTE_DEPS_MANIFEST);
  const deps = fs.existsSync(depsFile) ? (JSON.parse(fs.readFileSync(depsFile, 'utf8')) as RouteDepsFile) : null;
  const patterns = deps ? Object.keys(deps.routes) : [];
  const routeHtml = new Map<string, Buffer>();
  const htmlFor = async (
    pathname: string,
    search: URLSearchParams,
    log: FastifyBaseLogger,
    cookie: string | undefined,
  ): Promise<Buffer> => {
    const route = deps && matchRoutePath(pathname, patterns);
    if (!deps || !route) return html;
    let body = routeHtml.get(route);
    if (!body) routeHtml.set(route, (body = Buffer.from(htmlForRoute(html.toString('utf8'), base, deps, route))));
    // a shared post's, event's or car's, or a home tab's, first frame in the splash (page-preview.ts): per address, never cached
    const preview = await previewFor(previews, route, pathname, search, log, cookie);
    return preview ? Buffer.from(htmlWithPreview(body.toString('utf8'), preview)) : body;
  };
  // the scan shell (apps/web/vite.scan.config.ts): the checker's scan screens without the rest of the app
  const scanFile = path.join(distDir, 'scan.html');
  const scanHtml = fs.existsSync(scanFile) ? fs.readFileSync(scanFile) : html;
  const sendHtml = (reply: FastifyReply, body: Buffer) =>
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
  const sendIndex = (_req: unknown, reply: FastifyReply) => sendHtml(reply, html);
  app.get(base, sendIndex);
  app.get(base.slice(0, -1), (_req, reply) => reply.redirect(base));
  // history-mode routes: any path under the base that is not a file gets the app shell, a scan screen the scan shell
  app.get(`${base}*`, async (req, reply) => {
    const [rawPath, query = ''] = req.url.split('?') as [string, string?];
    const pathname = rawPath.slice(base.length - 1);
    if (isScanShellPath(pathname)) return sendHtml(reply, scanHtml);
    return sendHtml(reply, await htmlFor(pathname, new URLSearchParams(query), req.log, req.headers.cookie));
  });
}
