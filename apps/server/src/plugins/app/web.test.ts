import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/test-app.js';

describe('the web app: the whole app or the scan shell (docs/verification.md, "The scan shell")', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // stand-ins for the two built pages
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-web-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(dist, 'scan.html'), '<!doctype html><title>scan</title>');
    t = await testApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
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
