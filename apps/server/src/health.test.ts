import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './test/test-app.js';

const TOKEN = 'monitor-token-for-tests-0123456789';

describe('/healthz and /readyz: the host and pid only for the monitor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ security: { monitorToken: TOKEN } });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : { 'x-monitor-token': token } });

  it('answers only { ok } without the token, or with a wrong one', async () => {
    for (const token of [undefined, '', 'wrong', TOKEN.slice(0, -1), `${TOKEN}x`, TOKEN.toUpperCase()]) {
      const health = await get('/healthz', token);
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ ok: true });
      const ready = await get('/readyz', token);
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ok: true });
      expect(ready.body).not.toContain(String(process.pid));
      expect(ready.body).not.toContain(t.config.instanceId);
    }
  });

  it('adds instance, pid, draining and the checks with the right token', async () => {
    expect((await get('/healthz', TOKEN)).json()).toEqual({
      ok: true,
      instance: t.config.instanceId,
      pid: process.pid,
      draining: false,
    });
    const ready = await get('/readyz', TOKEN);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      ok: true,
      instance: t.config.instanceId,
      pid: process.pid,
      draining: false,
      database: 'ok',
      kv: 'ok',
    });
  });

  it('a draining instance answers 503 either way, the reason only to the monitor', async () => {
    t.drain();
    const anon = await get('/readyz');
    expect(anon.statusCode).toBe(503);
    expect(anon.json()).toEqual({ ok: false });
    const monitor = await get('/readyz', TOKEN);
    expect(monitor.statusCode).toBe(503);
    expect(monitor.json()).toMatchObject({ ok: false, draining: true, pid: process.pid });
    // liveness does not depend on draining
    expect((await get('/healthz')).json()).toEqual({ ok: true });
  });
});

describe('/readyz without a configured monitor token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({}, { seed: false });
  });
  afterAll(() => t.close());

  it('never adds the detail, whatever token is sent', async () => {
    expect(t.config.security.monitorToken).toBeUndefined();
    for (const token of ['', 'anything-at-all-0123456789', 'undefined']) {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz', headers: { 'x-monitor-token': token } });
      expect(ready.json()).toEqual({ ok: true });
    }
  });
});
