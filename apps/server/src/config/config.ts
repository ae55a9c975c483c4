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
  /** days after a ride ends before the positions sent at its clock-ins are deleted (docs/ride.md, privacy) */
  RIDE_POSITION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
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
  // recognition provider (docs/identity.md): manual (no keys, the auditor reads every photo) or tencent
  RECOGNITION_PROVIDER: z.enum(['manual', 'tencent']).default('manual'),
  TENCENTCLOUD_SECRET_ID: z.string().min(8).optional(),
  TENCENTCLOUD_SECRET_KEY: z.string().min(8).optional(),
  TENCENTCLOUD_REGION: z
    .string()
    .regex(/^[a-z]{2}-[a-z]+(-\d+)?$/, 'a region such as ap-guangzhou')
    .default('ap-guangzhou'),
  TENCENTCLOUD_FACEID_RULE_ID: z.string().min(1).max(64).optional(),
  SENTRY_DSN: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  // security (docs/security.md)
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/, -]+$/, 'comma-separated proxy addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8')
    .optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'an origin such as https://h5.example.com' })
    .refine(
      (u) => URL.canParse(u) && new URL(u).origin === u.replace(/\/$/, ''),
      'an origin only: scheme, host and port, no path',
    )
    .optional(),
  ALLOW_SANDBOX_PAY: z.enum(['true', 'false']).default('false'),
  MONITOR_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  PAYOUT_CHANGE_HOLD_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  LOGIN_IP_HOURLY_FAILURES: z.coerce.number().int().min(1).max(100000).default(30),
  UPLOAD_HOURLY_MAX: z.coerce.number().int().min(1).max(100000).default(120),
  CSP_CONNECT_SRC: z
    .string()
    .regex(/^[\w.:/*, -]+$/, 'space- or comma-separated origins, e.g. https://api.example.com')
    .optional(),
  // read here only to name the hosts the built web app talks to in its Content-Security-Policy
  VITE_API_HOST: z.string().optional(),
  VITE_OTHER_HOST: z.string().optional(),
  VITE_SENTRY_DSN: z.string().optional(),
  VITE_AMAP_KEY: z.string().optional(),
});

const origin = (u: string | undefined) => {
  if (!u) return [];
  try {
    const o = new URL(u).origin;
    return o === 'null' ? [] : [o];
  } catch {
    return [];
  }
};

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
  /** days after a ride ends before its clock-in positions are deleted */
  ridePositionDays: number;
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
  /**
   * the image-recognition provider (lib/recognition): manual (the local default) or Tencent Cloud; liveness needs the
   * faceid rule id; the face calls wait `livenessTimeoutMs` (spec 9: 150000), the OCR calls `ocrTimeoutMs`
   */
  recognition: {
    provider: 'manual' | 'tencent';
    secretId?: string;
    secretKey?: string;
    region: string;
    ruleId?: string;
    livenessTimeoutMs: number;
    ocrTimeoutMs: number;
  };
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
  wallet: {
    minWithdrawal: number;
    dailyMaxWithdrawal: number;
    payPasswordMaxFailures: number;
    payLockSeconds: number;
    /** after the payout account is bound anew or changed, withdrawals wait this long (0: not at all) */
    payoutChangeHoldSeconds: number;
  };
  security: {
    /** Fastify's trustProxy: the proxy addresses whose X-Forwarded-* headers count; none → the socket address */
    trustProxy: string[] | false;
    /** the origin redirects are built from; unset → same-origin paths */
    publicOrigin?: string;
    /** with it, /healthz and /readyz add the host, pid and checks (header x-monitor-token) */
    monitorToken?: string;
    production: boolean;
    /** hosts beyond the app's own that the web app may connect to (API hosts, error reporting, maps) */
    connectSrc: string[];
    /** the maps service is configured: its script, API and tile hosts are allowed */
    maps: boolean;
  };
  /** not configurable by env: limits of spec-level rules, overridable in tests */
  sms: { codeTtl: number; cooldown: number; dailyMax: number; maxTries: number };
  /**
   * password login: a mobile from one address `maxFailures` in `lockSeconds`, a mobile from all addresses
   * `accountMaxFailures` in `lockSeconds`, one address across mobiles `ipHourlyFailures` an hour
   */
  login: { maxFailures: number; lockSeconds: number; accountMaxFailures: number; ipHourlyFailures: number };
  upload: { maxBytes: number; urlTtl: number; hourlyMax: number };
  /** community rate limits per account and per address (lib/rate-limit.ts, docs/community.md) */
  community: {
    limits: CommunityLimits;
    sandboxHours: number;
    duplicateSeconds: number;
    /** how long a public feed page is kept in a process (ms; 0: not kept): post.service.ts */
    feedCacheMs: number;
  };
}

/** What is counted: each has a window and a most per account and per address in that window. */
export type CommunityAction = 'post' | 'comment' | 'like' | 'follow' | 'report' | 'feedback' | 'album' | 'recognition';
export type CommunityLimits = Record<CommunityAction, { windowSeconds: number; perAccount: number; perAddress: number }>;

/** Defaults: generous for people, tight for scripts. */
export const COMMUNITY_LIMITS: CommunityLimits = {
  post: { windowSeconds: 3600, perAccount: 20, perAddress: 60 },
  comment: { windowSeconds: 3600, perAccount: 120, perAddress: 300 },
  like: { windowSeconds: 3600, perAccount: 600, perAddress: 1500 },
  follow: { windowSeconds: 3600, perAccount: 120, perAddress: 300 },
  report: { windowSeconds: 3600, perAccount: 20, perAddress: 60 },
  feedback: { windowSeconds: 3600, perAccount: 5, perAddress: 20 },
  album: { windowSeconds: 3600, perAccount: 60, perAddress: 150 },
  // provider calls cost money: image recognition and starting a face check (docs/identity.md)
  recognition: { windowSeconds: 3600, perAccount: 20, perAddress: 60 },
};

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
  const production = e.NODE_ENV === 'production';
  if (e.RECOGNITION_PROVIDER === 'tencent' && (!e.TENCENTCLOUD_SECRET_ID || !e.TENCENTCLOUD_SECRET_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  TENCENTCLOUD_SECRET_ID, TENCENTCLOUD_SECRET_KEY: required with RECOGNITION_PROVIDER=tencent',
    );
  if (production && e.PAY_PROVIDER === 'sandbox' && e.ALLOW_SANDBOX_PAY !== 'true')
    throw new ConfigError(
      'Invalid configuration:\n  PAY_PROVIDER: sandbox (anyone can pay for free, then withdraw) is refused with NODE_ENV=production; ' +
        'configure PAY_PROVIDER=wxpay, or set ALLOW_SANDBOX_PAY=true for a demo deployment',
    );
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
    ridePositionDays: e.RIDE_POSITION_DAYS,
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
    recognition: {
      provider: e.RECOGNITION_PROVIDER,
      secretId: e.TENCENTCLOUD_SECRET_ID,
      secretKey: e.TENCENTCLOUD_SECRET_KEY,
      region: e.TENCENTCLOUD_REGION,
      ruleId: e.TENCENTCLOUD_FACEID_RULE_ID,
      livenessTimeoutMs: 150_000,
      ocrTimeoutMs: 20_000,
    },
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
      payoutChangeHoldSeconds: e.PAYOUT_CHANGE_HOLD_HOURS * 3600,
    },
    security: {
      trustProxy: e.TRUST_PROXY
        ? e.TRUST_PROXY.split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : false,
      publicOrigin: e.PUBLIC_ORIGIN?.replace(/\/$/, ''),
      monitorToken: e.MONITOR_TOKEN,
      production,
      connectSrc: [
        ...new Set([
          ...origin(e.VITE_API_HOST),
          ...origin(e.VITE_OTHER_HOST),
          ...origin(e.VITE_SENTRY_DSN),
          ...(e.CSP_CONNECT_SRC?.split(/[\s,]+/).filter(Boolean) ?? []),
        ]),
      ],
      maps: Boolean(e.VITE_AMAP_KEY),
    },
    sms: { codeTtl: 300, cooldown: 60, dailyMax: 10, maxTries: 5 },
    login: { maxFailures: 5, lockSeconds: 900, accountMaxFailures: 20, ipHourlyFailures: e.LOGIN_IP_HOURLY_FAILURES },
    upload: { maxBytes: 5 * 1024 * 1024, urlTtl: 600, hourlyMax: e.UPLOAD_HOURLY_MAX },
    community: { limits: COMMUNITY_LIMITS, sandboxHours: 24, duplicateSeconds: 300, feedCacheMs: 1000 },
  };
}
