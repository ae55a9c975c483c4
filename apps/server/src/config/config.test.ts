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
});
