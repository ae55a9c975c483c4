import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/test-app.js';
import { fakeWebDist } from '../../test/web-dist.js';

describe('the web app: the whole app or the scan shell (docs/verification.md, "The scan shell")', () => {
  let t: TestApp;
  let dist: ReturnType<typeof fakeWebDist>;
  beforeAll(async () => {
    // stand-ins for the two built pages
    dist = fakeWebDist({
      'index.html': '<!doctype html><title>app</title>',
      'scan.html': '<!doctype html><title>scan</title>',
    });
    t = await testApp({ webDist: dist.dir });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  // a cold load of a scan screen gets scan.html, with or without a query; every other screen gets the whole app, the
  // other write-off screens and look-alike paths too
  it.each([
    ['/static-kc2/verification/scan/3', 'scan'],
    ['/static-kc2/verification/scan', 'scan'],
    ['/static-kc2/verification/business/result/1234567890?point_id=3', 'scan'],
    ['/static-kc2/pc/scan', 'scan'],
    ['/static-kc2/pc/scan?point_id=3', 'scan'],
    ['/static-kc2/cert/scan', 'scan'],
    ['/static-kc2/', 'app'],
    ['/static-kc2/my', 'app'],
    ['/static-kc2/verification/show-qrcode/3', 'app'],
    ['/static-kc2/verification/result/1234567890', 'app'],
    ['/static-kc2/verification/scanner', 'app'],
    ['/static-kc2/pc/scans', 'app'],
    ['/static-kc2/checkpoint/logs/3?back=/pc/scan', 'app'],
  ])('%s → %s', async (url, expected) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(/<title>(\w+)<\/title>/.exec(res.body)?.[1]).toBe(expected);
  });
});

/** as the build writes it (apps/web/vite.config.ts `deferStyles`): the entry's preloads in the inert template */
const BUILT =
  '<!doctype html><html><head><title>app</title><template id="app-start">' +
  '<link rel="modulepreload" crossorigin href="/static-kc2/assets/index-0.js" data-app-entry></template>' +
  '<script type="module" src="/static-kc2/start.js" fetchpriority="low"></script></head></html>';

describe("a cold load of a route preloads its page's files (packages/shared/src/app/route-deps.ts)", () => {
  let t: TestApp;
  let dist: ReturnType<typeof fakeWebDist>;
  beforeAll(async () => {
    dist = fakeWebDist(
      { 'index.html': BUILT },
      {
        files: ['assets/post-page-1.js', 'assets/shared-2.js', 'assets/post-page-3.css', 'assets/my-page-4.js'],
        routes: { '/post/:id': [0, 1, 2], '/my': [3, 1], '/post/relay/:id': [1] },
      },
    );
    t = await testApp({ webDist: dist.dir });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  it("puts the route's modules and stylesheets into the HTML, with the route's mark", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static-kc2/post/12?from=share' });
    expect(res.statusCode).toBe(200);
    const head = /<head>([\s\S]*)<\/head>/.exec(res.body)![1]!;
    expect(head).toContain('<meta name="kc-preloaded-route" content="/post/:id">');
    // in the template that start.js applies after the first frame, after the entry's own
    const template = /<template id="app-start">([\s\S]*)<\/template>/.exec(head)![1]!;
    expect(template.indexOf('index-0.js')).toBeLessThan(template.indexOf('post-page-1.js'));
    expect(template).toContain('post-page-3.css');
    expect(head.replace(template, '')).not.toContain('<link');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/static-kc2/assets/post-page-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/static-kc2/assets/shared-2.js">');
    expect(head).toContain(
      '<link rel="preload" as="style" crossorigin href="/static-kc2/assets/post-page-3.css" data-app-style>',
    );
    expect(head).not.toContain('my-page-4');
  });

  it('chooses the most specific route and answers each route its own files', async () => {
    const relay = await t.app.inject({ method: 'GET', url: '/static-kc2/post/relay/5' });
    expect(relay.body).toContain('content="/post/relay/:id"');
    expect(relay.body).not.toContain('post-page-1');
    const my = await t.app.inject({ method: 'GET', url: '/static-kc2/my' });
    expect(my.body).toContain('/static-kc2/assets/my-page-4.js');
  });

  it('leaves the HTML as built for a path no route opens', async () => {
    for (const url of ['/static-kc2/', '/static-kc2/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(BUILT);
    }
  });
});
