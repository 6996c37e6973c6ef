import { performance } from 'node:perf_hooks';
import { bearer, createTestApp, createUser, signIn } from '../src/server/test/test-app.ts';

// Cost of authentication per request on PGlite: GET /api/auth/me (verify the JWT, load session,
// user and roles, read the profile) beside GET /api/health (one `select 1`), same app, same run.
const N = 500;

async function perSecond(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 50; i++) await run();
  const start = performance.now();
  for (let i = 0; i < N; i++) await run();
  return N / ((performance.now() - start) / 1000);
}

export async function authenticatedRequests(): Promise<string[]> {
  const app = await createTestApp();
  await createUser(app, { email: 'bench@example.sn', roles: ['student'] });
  const session = await signIn(app, 'bench@example.sn');
  const health = await perSecond(() => app.inject('/api/health'));
  const me = await perSecond(() => app.inject({ url: '/api/auth/me', headers: bearer(session) }));
  await app.close();
  return [
    `api (PGlite, in-process) — GET /api/auth/me: ${me.toFixed(0)} req/s | baseline GET /api/health: ${health.toFixed(0)} req/s`,
  ];
}
