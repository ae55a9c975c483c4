import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, resolvePath, smsSend } from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';

/**
 * Which address is the client's (req.ip, the key of the per-address SMS limit of 30 sends an hour): the socket's,
 * unless the socket is a configured proxy (TRUST_PROXY); a forged X-Forwarded-For from anyone else counts for nothing.
 * app.inject's socket address is 127.0.0.1 unless `remoteAddress` says otherwise.
 */
const sendSms = async (t: TestApp, mobile: string, headers: Record<string, string>, remoteAddress?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: resolvePath(smsSend.path, t.config.product),
    query: { mobile, scene: 'login' },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return (res.json() as { code: number }).code;
};

/** `n` sends to different mobiles (so the per-mobile cooldown never applies), one after the other. */
const sends = async (n: number, send: (i: number) => Promise<number>) => {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push(await send(i));
  return codes;
};

describe('proxy trust: by default the socket address is the client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('trusts no X-Forwarded-For: 40 sends with 40 different forged addresses share one quota of 30', async () => {
    expect(t.config.security.trustProxy).toBe(false);
    const codes = await sends(40, (i) =>
      sendSms(t, `139000000${String(i).padStart(2, '0')}`, {
        'x-forwarded-for': `198.51.100.${i + 1}`,
        'x-forwarded-host': 'evil.example',
      }),
    );
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(0));
    expect(codes[30]).toBe(ErrorCode.RATE_LIMITED);
    expect(codes.filter((c) => c === 0).length).toBeLessThanOrEqual(30);
    expect(codes.slice(30).every((c) => c === ErrorCode.RATE_LIMITED)).toBe(true);
  });
});

describe('proxy trust: TRUST_PROXY names the proxy whose X-Forwarded-For counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ security: { trustProxy: ['127.0.0.1'] } });
  });
  afterAll(() => t.close());

  it('gives each forwarded address its own quota, and ignores the header from a socket that is not the proxy', async () => {
    const first = await sends(31, (i) =>
      sendSms(t, `138000001${String(i).padStart(2, '0')}`, { 'x-forwarded-for': '203.0.113.7' }),
    );
    expect(first.slice(0, 30)).toEqual(Array(30).fill(0));
    expect(first[30]).toBe(ErrorCode.RATE_LIMITED);
    // another client behind the same proxy is not limited by the first one's sends
    expect(await sendSms(t, '13800000200', { 'x-forwarded-for': '203.0.113.8' })).toBe(0);
    // the spent address stays limited whatever proxy hop is added in front of it by the client
    expect(await sendSms(t, '13800000201', { 'x-forwarded-for': '192.0.2.1, 203.0.113.7' })).toBe(
      ErrorCode.RATE_LIMITED,
    );

    // a client talking to the server directly (not through the proxy) cannot forge an address
    const direct = await sends(31, (i) =>
      sendSms(t, `138000003${String(i).padStart(2, '0')}`, { 'x-forwarded-for': `198.51.100.${i + 1}` }, '192.0.2.50'),
    );
    expect(direct.slice(0, 30)).toEqual(Array(30).fill(0));
    expect(direct[30]).toBe(ErrorCode.RATE_LIMITED);
  });
});
