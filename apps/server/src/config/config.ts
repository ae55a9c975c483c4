import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, with its default. The README's config table mirrors this. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PRODUCT: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,15}$/, 'lower-case letters, digits, _')
    .default('kc'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,32}$/, 'letters, digits, _ : . -')
    .default('kc:'),
  JOB_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  INSTANCE_ID: z.string().min(1).max(64).optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  SMS_PROVIDER: z.enum(['console']).default('console'),
  TOKEN_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(86400).default(900),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 86400),
  SERVICE_PHONE: z.string().min(3).default('400-820-8820'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  SEED: z.enum(['true', 'false']).default('true'),
  WX_APP_ID: z
    .string()
    .regex(/^wx\w{6,30}$/, 'a messaging-app id such as wx1234567890abcdef')
    .optional(),
  WX_APP_SECRET: z.string().min(16).optional(),
  WX_JSAPI_TICKET: z.string().min(8).optional(),
  WX_API_BASE: z.url().default('https://api.weixin.qq.com'),
  IP_LOCATION_CITY: z.string().min(2).default('重庆市'),
  PAY_PROVIDER: z.enum(['sandbox', 'wxpay']).default('sandbox'),
  ORDER_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(900),
  WITHDRAW_MIN_FEN: z.coerce.number().int().min(1).default(100),
  WITHDRAW_DAILY_MAX_FEN: z.coerce.number().int().min(1).default(500000),
  WXPAY_MCH_ID: z.string().min(1).optional(),
  WXPAY_MCH_SERIAL: z.string().min(1).optional(),
  WXPAY_PRIVATE_KEY: z.string().min(1).optional(),
  WXPAY_API_V3_KEY: z.string().length(32, '32 characters').optional(),
  WXPAY_PLATFORM_PUBLIC_KEY: z.string().min(1).optional(),
  WXPAY_NOTIFY_URL: z.url().optional(),
  WXPAY_API_BASE: z.url().default('https://api.mch.weixin.qq.com'),
  SENTRY_DSN: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  product: string;
  dataDir: string;
  databaseUrl?: string;
  dbPoolSize: number;
  redisUrl?: string;
  /** every Redis key and channel of this deployment starts with it (several deployments may share one Redis) */
  redisPrefix: string;
  /** scheduled work ticks this often; each tick's run happens on one instance (the job_runs table) */
  jobIntervalSeconds: number;
  /** this process's name in logs, job runs and /readyz (default host:pid) */
  instanceId: string;
  /** after SIGTERM: how long in-flight requests may take before the process exits anyway */
  shutdownGraceSeconds: number;
  smsProvider: 'console';
  tokenSecret?: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  servicePhone: string;
  webDist: string;
  seed: boolean;
  logLevel: string;
  /** messaging app: live when appSecret is set, else the configured ticket signs (no network) */
  wx: { appId?: string; appSecret?: string; jsapiTicket?: string; apiBase: string };
  ipLocationCity: string;
  sentryDsn?: string;
  /** payment: the sandbox (embedded cashier) or WeChat Pay v3 (PEM keys as text, \n allowed) */
  pay: {
    provider: 'sandbox' | 'wxpay';
    orderTtl: number;
    wx: {
      mchId?: string;
      serial?: string;
      privateKey?: string;
      apiV3Key?: string;
      platformPublicKey?: string;
      notifyUrl?: string;
      apiBase: string;
    };
  };
  wallet: { minWithdrawal: number; dailyMaxWithdrawal: number; payPasswordMaxFailures: number; payLockSeconds: number };
  /** not configurable by env: limits of spec-level rules, overridable in tests */
  sms: { codeTtl: number; cooldown: number; dailyMax: number; maxTries: number };
  login: { maxFailures: number; lockSeconds: number };
  upload: { maxBytes: number; urlTtl: number };
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value fails naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    product: e.PRODUCT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jobIntervalSeconds: e.JOB_INTERVAL_SECONDS,
    instanceId: e.INSTANCE_ID ?? `${os.hostname()}:${process.pid}`,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    smsProvider: e.SMS_PROVIDER,
    tokenSecret: e.TOKEN_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    servicePhone: e.SERVICE_PHONE,
    webDist: path.resolve(e.WEB_DIST),
    seed: e.SEED === 'true',
    logLevel: e.LOG_LEVEL,
    wx: { appId: e.WX_APP_ID, appSecret: e.WX_APP_SECRET, jsapiTicket: e.WX_JSAPI_TICKET, apiBase: e.WX_API_BASE },
    ipLocationCity: e.IP_LOCATION_CITY,
    sentryDsn: e.SENTRY_DSN,
    pay: {
      provider: e.PAY_PROVIDER,
      orderTtl: e.ORDER_TTL_SECONDS,
      wx: {
        mchId: e.WXPAY_MCH_ID,
        serial: e.WXPAY_MCH_SERIAL,
        privateKey: e.WXPAY_PRIVATE_KEY?.replaceAll('\\n', '\n'),
        apiV3Key: e.WXPAY_API_V3_KEY,
        platformPublicKey: e.WXPAY_PLATFORM_PUBLIC_KEY?.replaceAll('\\n', '\n'),
        notifyUrl: e.WXPAY_NOTIFY_URL,
        apiBase: e.WXPAY_API_BASE,
      },
    },
    wallet: {
      minWithdrawal: e.WITHDRAW_MIN_FEN,
      dailyMaxWithdrawal: e.WITHDRAW_DAILY_MAX_FEN,
      payPasswordMaxFailures: 5,
      payLockSeconds: 3600,
    },
    sms: { codeTtl: 300, cooldown: 60, dailyMax: 10, maxTries: 5 },
    login: { maxFailures: 5, lockSeconds: 900 },
    upload: { maxBytes: 5 * 1024 * 1024, urlTtl: 600 },
  };
}
