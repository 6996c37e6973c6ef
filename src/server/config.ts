import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  logLevel: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const isProduction = env.NODE_ENV === 'production';
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    isProduction,
    port,
    host: env.HOST ?? '0.0.0.0',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    authSecret: resolveAuthSecret(env, dataDir, isProduction),
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
    logLevel: env.LOG_LEVEL ?? (isProduction ? 'info' : 'warn'),
  };
}
