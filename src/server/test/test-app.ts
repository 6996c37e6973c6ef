import { eq, sql } from 'drizzle-orm';
import type { FastifySchema } from 'fastify';
import type { Role } from '#shared/domain.ts';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { newUser, FACTORY_PASSWORD as TEST_PASSWORD } from '../db/factories/users.ts';
import { migrate } from '../db/migrate.ts';
import { emailOutbox, organizations } from '../db/schema/index.ts';

// API tests run on PGlite in memory, or on the PostgreSQL server named by DATABASE_URL
// (then test files take turns and each starts from empty tables).

export { TEST_PASSWORD };

/** A registered route as Fastify saw it: `url` keeps the `:param` pattern. */
export type RegisteredRoute = {
  method: string;
  url: string;
  isHidden: boolean;
  schema: FastifySchema | undefined;
};

export type TestApp = App & { database: Database; registeredRoutes: RegisteredRoute[] };

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    APP_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp/jang-test-unused',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    CATALOG_CACHE_SECONDS: '0',
    DEV_OUTBOX: 'true',
    ...env,
  });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir: null });
  await migrate(database);
  if (database.kind === 'postgres') await truncateAll(database);
  await database.db.insert(organizations).values([
    { slug: 'jang', name: 'Jàng Démo', isDemo: true },
    { slug: 'autre', name: 'Autre organisation', isDemo: false },
  ]);
  const registeredRoutes: RegisteredRoute[] = [];
  const app = await buildApp(config, database, {
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        registeredRoutes.push({
          method,
          url: route.url,
          isHidden: Boolean(route.schema?.hide),
          schema: route.schema,
        });
      }
    },
  });
  const closeApp = app.close.bind(app);
  return Object.assign(app, {
    database,
    registeredRoutes,
    close: async () => {
      await closeApp();
      await database.close();
    },
  }) as unknown as TestApp;
}

async function truncateAll(database: Database) {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = result.rows.map((row) => `"${row.tablename}"`).join(', ');
  if (names) await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}

export async function organizationId(app: TestApp, slug: string): Promise<string> {
  const [row] = await app.database.db.select().from(organizations).where(eq(organizations.slug, slug));
  if (!row) throw new Error(`organisation ${slug} absente`);
  return row.id;
}

/** A confirmed account with these roles, created straight in the database (organisation by slug). */
export async function createUser(
  app: TestApp,
  options: { email: string; roles: Role[]; organization?: string; status?: 'active' | 'suspended' },
): Promise<string> {
  const user = await newUser(app.database.db, {
    email: options.email,
    role: options.roles,
    organizationId: await organizationId(app, options.organization ?? 'jang'),
    status: options.status,
    name: 'Test',
    lastName: options.roles[0] ?? 'Personne',
  });
  return user.id;
}

export type SignedIn = { accessToken: string; cookie: string; userId: string };

export async function signIn(app: TestApp, email: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`connexion refusée pour ${email}: ${response.body}`);
  const body = response.json() as { data: { accessToken: string; me: { user: { id: string } } } };
  const setCookie = response.headers['set-cookie'];
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return {
    accessToken: body.data.accessToken,
    cookie: lines.map((line) => line.split(';', 1)[0]).join('; '),
    userId: body.data.me.user.id,
  };
}

export const bearer = (session: { accessToken: string }) => ({
  authorization: `Bearer ${session.accessToken}`,
});

export async function lastEmailTo(app: TestApp, to: string) {
  const rows = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
}

export function tokenFromLink(link: string | null | undefined): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`lien sans jeton: ${link}`);
  return token;
}
