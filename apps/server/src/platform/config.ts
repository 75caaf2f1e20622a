import path from 'node:path';
import { z } from 'zod';

import { REPO_ROOT } from './paths';

export { REPO_ROOT };

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const TRUST_PROXY_TRUE =
  'true would let a client choose its address (the left-most X-Forwarded-For entry is its own); give the number of proxies in front (1 behind one load balancer) or their addresses';
const TRUST_PROXY_FORMAT =
  'must be false, the number of proxies in front (1 to 99), or their addresses / CIDR ranges, comma-separated';
/** An IPv4 or IPv6 address with an optional /prefix, or proxy-addr's names (loopback, ...). */
const TRUST_PROXY_ADDRESS =
  /^(?:loopback|linklocal|uniquelocal|[0-9.]+(?:\/[0-9]{1,2})?|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*(?:\/[0-9]{1,3})?)$/;

/**
 * Every environment variable the server reads. The README's configuration table
 * mirrors this list; change both together.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** One info line per request; unset: on outside production, off in production. */
  LOG_REQUESTS: booleanFromEnv.optional(),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default('data'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  /** Unset: demo data outside production only. Production refuses `true`. */
  SEED_DEMO: booleanFromEnv.optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 14),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 3),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(2),
  /**
   * Which proxies' X-Forwarded-For to believe: `false`, how many proxies stand in front (`1`
   * behind one load balancer), or their addresses / CIDR ranges, comma-separated. Never `true`:
   * Fastify would then take the left-most entry, which the client writes (decision 0043).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      if (v === '' || v === 'false' || v === '0' || v === 'no') return false;
      if (/^[1-9][0-9]?$/.test(v)) return Number(v);
      if (v === 'true' || v === 'yes') {
        ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE });
        return z.NEVER;
      }
      const entries = v.split(',').map((a) => a.trim());
      if (entries.every((a) => TRUST_PROXY_ADDRESS.test(a))) return entries;
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_FORMAT });
      return z.NEVER;
    }),
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  UPLOADS_DIR: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('FHP <no-reply@fhp.local>'),
  /** Where operator mail goes (news suggestions from the public site). */
  OPERATOR_EMAIL: z.email().default('operators@fhp.local'),
  PAYMENTS_PROVIDER: z.enum(['local', 'paypal']).default('local'),
  /** Production only takes simulated payments when this says, by its name, that no money moves. */
  SIMULATED_PAYMENTS_TAKE_NO_REAL_MONEY: booleanFromEnv.default(false),
  PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  /**
   * The id PayPal gave the webhook pointed at /api/payments/paypal/webhook; webhooks are
   * verified against it and refused while it is unset (the reconciliation job still runs).
   */
  PAYPAL_WEBHOOK_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[a-zA-Z0-9]{1,50}$/, 'must be the webhook id PayPal shows (letters and digits)')
      .optional(),
  ),
  /** Where the athlete's thank-you e-mail sends fans to chat (spec: the chat home page). */
  CHAT_HOME_URL: z.url().optional(),
  /** Web Push keys (base64url); generated on first start and kept in the database when unset. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** web-push refuses any other subject, so a wrong one is caught at start, not at each push. */
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  /**
   * Tests only: lets pushes go to a stand-in push service on this machine (loopback addresses,
   * plain http). Refused with NODE_ENV=production.
   */
  PUSH_ALLOW_LOOPBACK_FOR_TESTS: booleanFromEnv.default(false),
  /** Where the server reports unexpected errors (Sentry, or GlitchTip); unset: nothing is sent. */
  SENTRY_DSN: optionalString.pipe(z.url().optional()),
  /** The DSN the web app reports to; given to the page, so a public (browser) project's DSN. */
  SENTRY_WEB_DSN: optionalString.pipe(z.url().optional()),
  /** Bearer token that opens `/metrics` to a scraper; unset: `/metrics` does not exist. */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters (a random secret)').optional(),
  ),
  /**
   * The certificate that seals countersigned school contracts: a PKCS#12 file (.p12/.pfx), as
   * base64 or as a path. Unset outside production: a self-signed development certificate is
   * made once in the data folder; unset in production: countersigning answers 503.
   */
  CONTRACT_SIGNING_P12: optionalString,
  CONTRACT_SIGNING_PASSPHRASE: z.string().default(''),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  logLevel: string;
  /** Log every request and response (info level); errors are logged regardless. */
  logRequests: boolean;
  /** Fastify's trustProxy: off, a hop count or the proxies' addresses (never `true`). */
  trustProxy: false | number | string[];
  database: { url?: string; poolSize: number; dataDir: string };
  webDistDir: string;
  seedDemo: boolean;
  sessionTtlMs: number;
  /** A session unused for this long ends, whatever its lifetime. */
  sessionIdleMs: number;
  /** How long a process reuses a session it looked up (0: every request reads the database). */
  sessionCacheMs: number;
  cookieSecure: boolean;
  storage:
    | { driver: 'local'; uploadsDir: string }
    | {
        driver: 's3';
        endpoint?: string;
        region: string;
        bucket: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      };
  email: { smtpUrl?: string; from: string; operator: string };
  links: { chatHomeUrl: string };
  push: {
    publicKey?: string;
    privateKey?: string;
    subject: string;
    /** Tests only (PUSH_ALLOW_LOOPBACK_FOR_TESTS): endpoints on loopback and over http pass. */
    allowLoopbackForTests: boolean;
  };
  payments: /** `enabled` false: the simulator is off (production without the opt-in variable). */
    | { provider: 'local'; enabled: boolean }
    | {
        provider: 'paypal';
        apiBase: string;
        clientId: string;
        clientSecret: string;
        webhookId?: string;
      };
  /** Error reporting and metrics for operators (decision 0045); each off while unset. */
  observability: { sentryDsn?: string; sentryWebDsn?: string; metricsToken?: string };
  /**
   * The seal of school contracts (decision 0066): the configured PKCS#12 (base64 or a path),
   * or, outside production only, the development certificate kept at `developmentP12Path`.
   */
  contractSigning: {
    p12?: string;
    passphrase: string;
    /** Null in production: a development certificate is never used there. */
    developmentP12Path: string | null;
  };
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws one error that lists every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const fromRoot = (p: string) => (path.isAbsolute(p) ? p : path.join(REPO_ROOT, p));
  const dataDir = fromRoot(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');

  const storageDriver = e.STORAGE_DRIVER ?? (e.S3_BUCKET ? 's3' : 'local');
  let storage: AppConfig['storage'];
  if (storageDriver === 's3') {
    if (!e.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required for S3');
    storage = {
      driver: 's3',
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    };
  } else {
    storage = {
      driver: 'local',
      uploadsDir: fromRoot(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    };
  }

  const production = e.NODE_ENV === 'production';
  if (e.PUSH_ALLOW_LOOPBACK_FOR_TESTS && production) {
    throw new ConfigError(
      'Invalid configuration:\n  PUSH_ALLOW_LOOPBACK_FOR_TESTS: for tests only, not allowed with NODE_ENV=production',
    );
  }
  // Demo accounts have published passwords: a production database must never get them.
  if (production && e.SEED_DEMO === true) {
    throw new ConfigError(
      'Invalid configuration:\n  SEED_DEMO: demo accounts are never created with NODE_ENV=production',
    );
  }

  let payments: AppConfig['payments'] = {
    provider: 'local',
    enabled: !production || e.SIMULATED_PAYMENTS_TAKE_NO_REAL_MONEY,
  };
  if (e.PAYMENTS_PROVIDER === 'paypal') {
    if (!e.PAYPAL_CLIENT_ID || !e.PAYPAL_CLIENT_SECRET) {
      throw new ConfigError(
        'Invalid configuration:\n  PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: required when PAYMENTS_PROVIDER=paypal',
      );
    }
    payments = {
      provider: 'paypal',
      apiBase: e.PAYPAL_API_BASE.replace(/\/$/, ''),
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      webhookId: e.PAYPAL_WEBHOOK_ID,
    };
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS ?? !production,
    trustProxy: e.TRUST_PROXY,
    database: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      dataDir: path.join(dataDir, 'pglite'),
    },
    webDistDir: fromRoot(e.WEB_DIST_DIR),
    seedDemo: e.SEED_DEMO ?? !production,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600 * 1000,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3600 * 1000,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    cookieSecure: publicUrl.startsWith('https://'),
    storage,
    email: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, operator: e.OPERATOR_EMAIL },
    links: { chatHomeUrl: e.CHAT_HOME_URL ?? `${publicUrl}/` },
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      // Push services want a contact: an https URL or a mailto: address.
      subject:
        e.VAPID_SUBJECT ??
        (publicUrl.startsWith('https://') ? publicUrl : 'mailto:no-reply@fhp.local'),
      allowLoopbackForTests: e.PUSH_ALLOW_LOOPBACK_FOR_TESTS,
    },
    payments,
    observability: {
      sentryDsn: e.SENTRY_DSN,
      sentryWebDsn: e.SENTRY_WEB_DSN,
      metricsToken: e.METRICS_TOKEN,
    },
    contractSigning: {
      p12: e.CONTRACT_SIGNING_P12,
      passphrase: e.CONTRACT_SIGNING_PASSPHRASE,
      developmentP12Path: production ? null : path.join(dataDir, 'contract-signing-dev.p12'),
    },
  };
}
