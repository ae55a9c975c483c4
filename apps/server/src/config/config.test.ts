import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('config', () => {
  it('has documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, product: 'kc', accessTokenTtl: 900, seed: true, smsProvider: 'console' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c).toMatchObject({ redisPrefix: 'kc:', jobIntervalSeconds: 5, shutdownGraceSeconds: 25 });
    expect(c.instanceId).toMatch(/:\d+$/);
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['PRODUCT', 'Bad Product'],
    ['TOKEN_SECRET', 'short'],
    ['SMS_PROVIDER', 'carrier-pigeon'],
    ['REDIS_PREFIX', 'has space'],
    ['JOB_INTERVAL_SECONDS', '0'],
    ['SHUTDOWN_GRACE_SECONDS', '-1'],
  ])('fails at start naming %s when it is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('refuses the sandbox payment in production unless ALLOW_SANDBOX_PAY=true says it is a demo', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/\bPAY_PROVIDER\b/);
    expect(() => loadConfig(production)).toThrow(/\bALLOW_SANDBOX_PAY=true\b/);
    expect(() => loadConfig({ ...production, PAY_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAY: 'false' })).toThrow(
      /\bPAY_PROVIDER\b/,
    );
    expect(loadConfig({ ...production, ALLOW_SANDBOX_PAY: 'true' })).toMatchObject({
      pay: { provider: 'sandbox' },
      security: { production: true },
    });
    expect(loadConfig({ ...production, PAY_PROVIDER: 'wxpay' }).pay.provider).toBe('wxpay');
    // outside production the sandbox is the default
    expect(loadConfig({}).security.production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).pay.provider).toBe('sandbox');
  });

  it('reads the security settings: no proxy trusted, no public origin, no monitor token by default', () => {
    expect(loadConfig({}).security).toEqual({
      trustProxy: false,
      publicOrigin: undefined,
      monitorToken: undefined,
      production: false,
      connectSrc: [],
      maps: false,
    });
    const c = loadConfig({
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1',
      PUBLIC_ORIGIN: 'https://h5.example.com/',
      MONITOR_TOKEN: 'monitor-token-0123456789',
      VITE_API_HOST: 'https://api.example.com/base',
      VITE_SENTRY_DSN: 'https://key@sentry.example.com/42',
      CSP_CONNECT_SRC: 'https://a.example.com, https://api.example.com wss://live.example.com',
      VITE_AMAP_KEY: 'amap-key',
    }).security;
    expect(c).toEqual({
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1'],
      publicOrigin: 'https://h5.example.com',
      monitorToken: 'monitor-token-0123456789',
      production: false,
      connectSrc: [
        'https://api.example.com',
        'https://sentry.example.com',
        'https://a.example.com',
        'wss://live.example.com',
      ],
      maps: true,
    });
  });

  it.each([
    ['TRUST_PROXY', '127.0.0.1;evil'],
    ['TRUST_PROXY', '*'],
    ['PUBLIC_ORIGIN', 'javascript:alert(1)'],
    ['PUBLIC_ORIGIN', 'ftp://h5.example.com'],
    ['PUBLIC_ORIGIN', 'https://h5.example.com/app'],
    ['PUBLIC_ORIGIN', 'https://h5.example.com/?next=x'],
    ['PUBLIC_ORIGIN', 'h5.example.com'],
    ['ALLOW_SANDBOX_PAY', 'yes'],
    ['MONITOR_TOKEN', 'short'],
    ['CSP_CONNECT_SRC', "'unsafe-inline'"],
    ['CSP_CONNECT_SRC', 'https://a.example.com; script-src *'],
  ])('fails at start naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});

describe('recognition provider settings (docs/identity.md)', () => {
  it('is manual without keys; tencent takes the key pair, region and faceid rule', () => {
    expect(loadConfig({}).recognition).toMatchObject({
      provider: 'manual',
      region: 'ap-guangzhou',
      livenessTimeoutMs: 150_000,
    });
    expect(
      loadConfig({
        RECOGNITION_PROVIDER: 'tencent',
        TENCENTCLOUD_SECRET_ID: 'AKIDexample0001',
        TENCENTCLOUD_SECRET_KEY: 'secretkeyexample',
        TENCENTCLOUD_REGION: 'ap-shanghai',
        TENCENTCLOUD_FACEID_RULE_ID: '1',
      }).recognition,
    ).toMatchObject({ provider: 'tencent', secretId: 'AKIDexample0001', region: 'ap-shanghai', ruleId: '1' });
  });

  it.each([
    [{ RECOGNITION_PROVIDER: 'tencent' }, 'TENCENTCLOUD_SECRET_ID'],
    [{ RECOGNITION_PROVIDER: 'aliyun' }, 'RECOGNITION_PROVIDER'],
    [{ TENCENTCLOUD_REGION: 'guangzhou' }, 'TENCENTCLOUD_REGION'],
  ])('fails at start naming the variable: %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });
});
