import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { t } from '#shared/messages/fr.ts';
import { DEFAULT_REMINDER_DAYS, MAX_REMINDER_DAYS } from '#shared/notifications/installment-notices.ts';
import { DEFAULT_PENDING_EXPIRY_HOURS } from '#shared/payments/payment-lifecycle.ts';
import { isEmailAddress, isInternationalPhone } from '#shared/support/contact-links.ts';

// Every setting the server reads from the environment, in one place (README lists them).
export type Config = {
  isProduction: boolean;
  port: number;
  host: string;
  /** Public address of the app: links in emails point here. */
  appUrl: string;
  /** PGlite data directory, used when databaseUrl is not set. */
  dataDir: string;
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | null;
  authSecret: string;
  /** Lifetime of the bearer access token, in seconds. */
  accessTokenTtlSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** Organisation that public sign-ups join. */
  defaultOrganizationSlug: string;
  signInLimits: { perEmail: number; perIp: number; windowSeconds: number };
  /** How long anonymous marketplace listings are reused (0 = never). */
  catalogCacheSeconds: number;
  webDistDir: string;
  /** The server render of the public pages (SERVER_RENDER_DIR, dist/server-render; decision 127). */
  serverRenderDir: string;
  logLevel: string;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses, CIDR ranges or proxy-addr's names such as
   * `loopback`); false when the server faces clients directly. Never "everyone": a client could
   * then pick its own address and walk past the per-address limits.
   */
  trustProxy: string[] | false;
  /** Shows the email outbox at /api/dev/outbox (to the same machine or a superadmin), never in production. */
  isDevOutboxShown: boolean;
  payments: PaymentsConfig;
  /** Shown on /support (docs/decisions/055). */
  support: SupportConfig;
  notifications: NotificationsConfig;
  jobs: JobsConfig;
  events: EventsConfig;
  oembed: OembedConfig;
  live: LiveConfig;
  // Certificates, part drawing (issue 16): CERTIFICATE_VERIFY_LIMIT_PER_MINUTE, public verifications
  // per IP address and minute (30 by default; decision 218).
  certificateVerifyPerMinute: number;
};

/** The video providers' oEmbed endpoints, asked for a lesson video's title and duration (decision 175). */
export type OembedConfig = {
  /** OEMBED_YOUTUBE_URL, https://www.youtube.com/oembed by default. */
  youtubeUrl: string;
  /** OEMBED_VIMEO_URL, https://vimeo.com/api/oembed.json by default. */
  vimeoUrl: string;
  /** OEMBED_TIMEOUT_MS: a provider slower than this is a failure (3 000 by default). */
  timeoutMs: number;
  /** OEMBED_LIMIT_PER_MINUTE: look-ups per user and minute (30 by default). */
  perUserPerMinute: number;
};

function oembedConfig(env: NodeJS.ProcessEnv): OembedConfig {
  const url = (name: string, fallback: string) => {
    const value = env[name]?.trim() || fallback;
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
      throw new Error(t('oembed.config.urlInvalid', { name, value }));
    return value;
  };
  return {
    youtubeUrl: url('OEMBED_YOUTUBE_URL', 'https://www.youtube.com/oembed'),
    vimeoUrl: url('OEMBED_VIMEO_URL', 'https://vimeo.com/api/oembed.json'),
    timeoutMs: int(env.OEMBED_TIMEOUT_MS, 3000),
    perUserPerMinute: int(env.OEMBED_LIMIT_PER_MINUTE, 30),
  };
}

/** Server-sent events of the course editor (decision 176). */
export type LiveConfig = {
  /** LIVE_HEARTBEAT_SECONDS: a comment line this often keeps proxies from closing an idle stream (25). */
  heartbeatSeconds: number;
  /**
   * LIVE_STREAM_MAX_SECONDS: a stream ends after this long and the browser opens a new one, so access
   * is checked again (600; fractions allowed, the route suites use a short one).
   */
  streamMaxSeconds: number;
};

function positiveSeconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? '');
  return value?.trim() && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

function liveConfig(env: NodeJS.ProcessEnv): LiveConfig {
  return {
    heartbeatSeconds: positiveSeconds(env.LIVE_HEARTBEAT_SECONDS, 25),
    streamMaxSeconds: positiveSeconds(env.LIVE_STREAM_MAX_SECONDS, 600),
  };
}

/** The durable job queue in the database (docs/decisions/088). */
export type JobsConfig = {
  /** This process works jobs (JOBS_ENABLED, on by default; off in tests, which start the queue themselves). */
  isEnabled: boolean;
  /** How often an idle worker looks for due jobs (JOBS_POLLING_INTERVAL_SECONDS, 2 by default). */
  pollingIntervalSeconds: number;
};

function jobsConfig(env: NodeJS.ProcessEnv): JobsConfig {
  const enabled = env.JOBS_ENABLED?.trim();
  const polling = Number(env.JOBS_POLLING_INTERVAL_SECONDS ?? '');
  return {
    isEnabled: enabled ? enabled !== 'false' : env.NODE_ENV !== 'test',
    // pg-boss refuses less than half a second.
    pollingIntervalSeconds: Number.isFinite(polling) && polling >= 0.5 ? polling : 2,
  };
}

/** Domain events between slices (docs/decisions/098). */
export type EventsConfig = {
  /** How often recorded events are delivered to subscribers (0 = never; tests run the dispatcher directly). */
  dispatchIntervalSeconds: number;
};

function eventsConfig(env: NodeJS.ProcessEnv): EventsConfig {
  const isTest = env.NODE_ENV === 'test';
  return { dispatchIntervalSeconds: seconds(env.EVENTS_DISPATCH_INTERVAL_SECONDS, isTest ? 0 : 5) };
}

/** The learner's emails (docs/decisions/048–050). */
export type NotificationsConfig = {
  /** An unpaid installment is reminded this many days before its due date (INSTALLMENT_REMINDER_DAYS). */
  reminderDays: number;
  /** How often unpaid installments are looked at (0 = never; tests call the scan directly). */
  scanIntervalSeconds: number;
  /** How often pending emails are sent (0 = never). */
  dispatchIntervalSeconds: number;
};

export type SupportConfig = { email: string; phone: string; whatsapp: string };

export type PaymentsConfig = {
  /** Null when its keys are not all set: checkout then goes through the sandbox gateway. */
  paydunya: { baseUrl: string; masterKey: string; privateKey: string; token: string } | null;
  paytech: { baseUrl: string; apiKey: string; apiSecret: string; env: 'test' | 'prod' } | null;
  /** The local sandbox gateway: on outside production, or with SANDBOX_PAYMENTS_ENABLED=true. */
  sandboxEnabled: boolean;
  /** Signs the sandbox's notifications (HMAC-SHA256). */
  sandboxSecret: string;
  /** A pending payment older than this is asked to its gateway by the periodic check. */
  recheckAfterMinutes: number;
  /** How often the periodic check runs (0 = never; tests call it directly). */
  recheckIntervalSeconds: number;
  /** A payment still pending this long after it began is asked one last time, then expired. */
  pendingExpiryHours: number;
  /** Access continues this long after an unpaid installment's due date. */
  installmentGraceDays: number;
};

function seconds(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

// Outside production a secret is made once and kept beside the data, so sessions survive restarts.
function resolveAuthSecret(env: NodeJS.ProcessEnv, dataDir: string, isProduction: boolean): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (isProduction) throw new Error('AUTH_SECRET est obligatoire en production (32 caractères ou plus).');
  const file = path.join(dataDir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * True when every key of a gateway is set, false when none is. Some but not all is a mistake that
 * would silently send that gateway's payers to the sandbox (or nowhere in production): refused.
 */
function hasGatewayKeys(env: NodeJS.ProcessEnv, gateway: string, names: readonly string[]): boolean {
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length) return false;
  if (missing.length > 0)
    throw new Error(t('payments.config.keysIncomplete', { gateway, missing: missing.join(', ') }));
  return true;
}

/**
 * PayTech's environment, never guessed in production: the same keys pay for real ("prod") or with a
 * token sum ("test"), and a test payment must not sell a live course (docs/decisions/026).
 */
function payTechEnv(env: NodeJS.ProcessEnv, isProduction: boolean): 'test' | 'prod' {
  const value = env.PAYTECH_ENV ?? (isProduction ? undefined : 'test');
  if (value !== 'test' && value !== 'prod') throw new Error(t('payments.config.paytechEnvInvalid'));
  return value;
}

/**
 * Hours a payment may stay pending (docs/decisions/035): a whole number, and longer than the wait
 * before the first re-check, or the payer's first answer would already be the last one.
 */
function pendingExpiryHours(env: NodeJS.ProcessEnv, recheckAfterMinutes: number): number {
  const raw = env.PAYMENT_PENDING_EXPIRY_HOURS?.trim();
  if (raw === undefined || raw === '') return DEFAULT_PENDING_EXPIRY_HOURS;
  const hours = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(hours) || hours < 1) {
    throw new Error(t('payments.config.pendingExpiryInvalid', { value: raw }));
  }
  if (hours * 60 <= recheckAfterMinutes) {
    throw new Error(t('payments.config.pendingExpiryTooShort', { hours, minutes: recheckAfterMinutes }));
  }
  return hours;
}

function paymentsConfig(
  env: NodeJS.ProcessEnv,
  isProduction: boolean,
  authSecret: string,
  appUrl: string,
): PaymentsConfig {
  const hasPayDunya = hasGatewayKeys(env, 'PayDunya', [
    'PAYDUNYA_MASTER_KEY',
    'PAYDUNYA_PRIVATE_KEY',
    'PAYDUNYA_TOKEN',
  ]);
  const hasPayTech = hasGatewayKeys(env, 'PayTech', ['PAYTECH_API_KEY', 'PAYTECH_API_SECRET']);
  const recheckAfterMinutes = int(env.PAYMENT_RECHECK_AFTER_MINUTES, 15);
  // PayTech refuses an ipn_url that is not https: better a clear error now than every checkout refused.
  if (hasPayTech && (!URL.canParse(appUrl) || new URL(appUrl).protocol !== 'https:')) {
    throw new Error(t('payments.config.paytechNeedsHttps', { appUrl }));
  }
  return {
    paydunya: hasPayDunya
      ? {
          baseUrl: (env.PAYDUNYA_BASE_URL ?? 'https://app.paydunya.com/sandbox-api/v1').replace(/\/$/, ''),
          masterKey: env.PAYDUNYA_MASTER_KEY!,
          privateKey: env.PAYDUNYA_PRIVATE_KEY!,
          token: env.PAYDUNYA_TOKEN!,
        }
      : null,
    paytech: hasPayTech
      ? {
          baseUrl: (env.PAYTECH_BASE_URL ?? 'https://paytech.sn/api').replace(/\/$/, ''),
          apiKey: env.PAYTECH_API_KEY!,
          apiSecret: env.PAYTECH_API_SECRET!,
          env: payTechEnv(env, isProduction),
        }
      : null,
    sandboxEnabled: !isProduction || env.SANDBOX_PAYMENTS_ENABLED === 'true',
    sandboxSecret: env.SANDBOX_PAYMENTS_SECRET || `sandbox:${authSecret}`,
    recheckAfterMinutes,
    recheckIntervalSeconds: seconds(env.PAYMENT_RECHECK_INTERVAL_SECONDS, env.NODE_ENV === 'test' ? 0 : 60),
    pendingExpiryHours: pendingExpiryHours(env, recheckAfterMinutes),
    installmentGraceDays: seconds(env.INSTALLMENT_GRACE_DAYS, 7),
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: a comma-separated list of proxy addresses or ranges; empty or absent trusts none. */
function trustProxy(env: NodeJS.ProcessEnv): string[] | false {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw === 'false') return false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const isAddress =
      isIP(address ?? '') !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
    if (!isAddress && !PROXY_NAMES.has(entry))
      throw new Error(t('config.trustProxyInvalid', { value: entry }));
  }
  return entries;
}

/** Whole days, 1 to 30: a reminder the day before at the latest, and not a month ahead. */
function reminderDays(env: NodeJS.ProcessEnv): number {
  const raw = env.INSTALLMENT_REMINDER_DAYS?.trim();
  if (raw === undefined || raw === '') return DEFAULT_REMINDER_DAYS;
  const days = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(days) || days < 1 || days > MAX_REMINDER_DAYS) {
    throw new Error(t('notification.config.reminderDaysInvalid', { value: raw, max: MAX_REMINDER_DAYS }));
  }
  return days;
}

function notificationsConfig(env: NodeJS.ProcessEnv): NotificationsConfig {
  const isTest = env.NODE_ENV === 'test';
  return {
    reminderDays: reminderDays(env),
    scanIntervalSeconds: seconds(env.NOTIFICATION_SCAN_INTERVAL_SECONDS, isTest ? 0 : 300),
    dispatchIntervalSeconds: seconds(env.NOTIFICATION_DISPATCH_INTERVAL_SECONDS, isTest ? 0 : 5),
  };
}

/**
 * The support contacts shown to learners. The defaults are the demo's (fictitious: set all three in a
 * real deployment); a malformed value refuses to start, rather than show a learner a dead link.
 */
function supportConfig(env: NodeJS.ProcessEnv): SupportConfig {
  const read = (name: string, fallback: string, isValid: (value: string) => boolean) => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    if (!isValid(value)) throw new Error(t('support.config.invalid', { name, value }));
    return value;
  };
  const phone = read('SUPPORT_PHONE', '+221 33 800 00 00', isInternationalPhone);
  return {
    email: read('SUPPORT_EMAIL', 'support@jang.sn', isEmailAddress),
    phone,
    whatsapp: read('SUPPORT_WHATSAPP', '+221 77 000 00 00', isInternationalPhone),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const isProduction = env.NODE_ENV === 'production';
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const authSecret = resolveAuthSecret(env, dataDir, isProduction);
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    isProduction,
    port,
    host: env.HOST ?? '0.0.0.0',
    appUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    authSecret,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Jàng <no-reply@jang.sn>',
    defaultOrganizationSlug: env.DEFAULT_ORGANIZATION_SLUG ?? 'jang',
    signInLimits: {
      perEmail: int(env.SIGN_IN_LIMIT_PER_EMAIL, 10),
      perIp: int(env.SIGN_IN_LIMIT_PER_IP, 50),
      windowSeconds: int(env.SIGN_IN_LIMIT_WINDOW_SECONDS, 15 * 60),
    },
    catalogCacheSeconds: seconds(env.CATALOG_CACHE_SECONDS, 10),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? './dist/web'),
    // Beside the web build: dist/web and dist/server-render are built together (npm run build).
    serverRenderDir: path.resolve(
      env.SERVER_RENDER_DIR ??
        path.join(path.dirname(path.resolve(env.WEB_DIST_DIR ?? './dist/web')), 'server-render'),
    ),
    logLevel: env.LOG_LEVEL ?? (isProduction ? 'info' : 'warn'),
    trustProxy: trustProxy(env),
    isDevOutboxShown: !isProduction && env.DEV_OUTBOX === 'true',
    payments: paymentsConfig(env, isProduction, authSecret, appUrl),
    notifications: notificationsConfig(env),
    jobs: jobsConfig(env),
    events: eventsConfig(env),
    oembed: oembedConfig(env),
    live: liveConfig(env),
    // Certificates, part drawing (issue 16)
    certificateVerifyPerMinute: int(env.CERTIFICATE_VERIFY_LIMIT_PER_MINUTE, 30),
    support: supportConfig(env),
  };
}
