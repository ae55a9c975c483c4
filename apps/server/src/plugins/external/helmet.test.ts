import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, resolvePath, saleList, uploadSign, webPay } from '@kc/shared';
import { approvedItem, demoTokens } from '../../test/fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

type Headers = Record<string, string | string[] | number | undefined>;

/** The CSP as directive → sources. */
const csp = (headers: Headers): Map<string, string[]> => {
  const value = headers['content-security-policy'];
  expect(typeof value).toBe('string');
  return new Map(
    String(value)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
};

/** The app's policy and the headers that go with it (docs/security.md). */
const expectAppHeaders = (headers: Headers) => {
  const p = csp(headers);
  expect(p.get('default-src')).toEqual(["'self'"]);
  expect(p.get('script-src')).toContain("'self'");
  expect(p.get('script-src')).not.toContain("'unsafe-inline'");
  expect(p.get('script-src')).not.toContain("'unsafe-eval'");
  expect(p.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(p.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
  expect(p.get('font-src')).toEqual(["'self'", 'data:']);
  expect(p.get('connect-src')?.[0]).toBe("'self'");
  expect(p.get('media-src')).toEqual(["'self'", 'blob:']);
  expect(p.get('frame-ancestors')).toEqual(["'none'"]);
  expect(p.get('form-action')).toEqual(["'self'"]);
  expect(p.get('base-uri')).toEqual(["'self'"]);
  expect(p.get('object-src')).toEqual(["'none'"]);
  // http: images (avatars) must stay http:, not be upgraded
  expect(p.has('upgrade-insecure-requests')).toBe(false);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  return p;
};

describe('browser protections (helmet): default config', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // a stand-in for the built web app, so the shell is served
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-helmet-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>车友会</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await testApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('every kind of response carries the policy: health, an API call, a 404, the app shell and its assets', async () => {
    const api = await t.app.inject({ method: 'GET', url: resolvePath(saleList.path, t.config.product) });
    const responses = {
      health: await t.app.inject({ method: 'GET', url: '/healthz' }),
      api,
      notFound: await t.app.inject({ method: 'GET', url: '/api/kc/no/such/call' }),
      shell: await t.app.inject({ method: 'GET', url: '/static-kc2/my/ticket' }),
      asset: await t.app.inject({ method: 'GET', url: '/static-kc2/assets/index-abc123.js' }),
    };
    expect(responses.health.statusCode).toBe(200);
    expect(responses.notFound.statusCode).toBe(404);
    expect(responses.shell.statusCode).toBe(200);
    expect(responses.shell.body).toContain('<div id="root">');
    expect(responses.shell.headers['cache-control']).toBe('no-store');
    expect(responses.asset.statusCode).toBe(200);
    for (const [name, res] of Object.entries(responses)) {
      try {
        const p = expectAppHeaders(res.headers);
        // nothing configured: only this origin; no maps
        expect(p.get('connect-src')).toEqual(["'self'"]);
        expect(p.get('script-src')).toEqual(["'self'"]);
        // no HSTS outside production (plain HTTP in development would be told to use HTTPS)
        expect(res.headers['strict-transport-security']).toBeUndefined();
      } catch (e) {
        throw new Error(`${name}: ${(e as Error).message}`, { cause: e });
      }
    }
  });

  it('an upload keeps its own stricter headers: no script, a sandbox, never sniffed', async () => {
    const { visitor } = await demoTokens(t);
    const signed = await t.call(uploadSign, { filename: 'a.png', content_type: 'image/png' }, { token: visitor });
    expect(signed.code, signed.message).toBe(0);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const put = await t.app.inject({
      method: 'PUT',
      url: signed.data.upload_url,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(put.json()).toMatchObject({ code: 0 });
    const served = await t.app.inject({ method: 'GET', url: signed.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('the sandbox cashier has its own policy: its inline styles, only its own hashed script, forms back to this origin', async () => {
    const tok = await demoTokens(t);
    const id = await approvedItem(t, tok, { sell_value: 100 });
    const o = await t.call(createOrder, { type: 1, data: { item_id: id, quantity: 1 } }, { token: tok.visitor });
    const form = (await t.call(webPay, { order_sn: o.data.order_sn, return_url: '/my/order' }, { token: tok.visitor }))
      .data.form;
    const fields = Object.fromEntries(
      [...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')]),
    );
    const posted = await t.app.inject({
      method: 'POST',
      url: '/corder/v1/sandbox/cashier',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    // the form's POST answers 303 to the cashier by GET (back from the result never resubmits a form)
    expect(posted.statusCode).toBe(303);
    const page = await t.app.inject({ method: 'GET', url: String(posted.headers.location) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('确认支付');
    // one inline script, allowed by its hash alone: no 'unsafe-inline', no other source
    expect(page.body.match(/<script/gi)).toHaveLength(1);
    const p = csp(page.headers);
    expect(p.get('default-src')).toEqual(["'none'"]);
    expect(p.get('style-src')).toEqual(["'unsafe-inline'"]);
    expect(p.get('form-action')).toEqual(["'self'"]);
    expect(p.get('frame-ancestors')).toEqual(["'none'"]);
    expect(p.get('script-src')).toHaveLength(1);
    expect(p.get('script-src')![0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});

describe('browser protections (helmet): configured hosts, maps, production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(
      {
        security: {
          connectSrc: ['https://api.example.com', 'https://sentry.example.com'],
          maps: true,
          production: true,
          publicOrigin: 'https://h5.example.com',
        },
      },
      { seed: false },
    );
  });
  afterAll(() => t.close());

  it('lets the app connect to the configured hosts and load the maps, and sends HSTS', async () => {
    for (const url of ['/healthz', resolvePath(saleList.path, t.config.product)]) {
      const res = await t.app.inject({ method: 'GET', url });
      const p = expectAppHeaders(res.headers);
      expect(p.get('connect-src')).toEqual([
        "'self'",
        'https://api.example.com',
        'https://sentry.example.com',
        'https://*.amap.com',
        'https://*.autonavi.com',
      ]);
      expect(p.get('script-src')).toEqual(["'self'", 'https://webapi.amap.com']);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
