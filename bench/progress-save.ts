import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPassword } from 'better-auth/crypto';
import { asc, eq } from 'drizzle-orm';
import type { TProgressSave } from '#shared/learning/progress.contract.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrate } from '../src/server/db/migrate.ts';
import {
  accounts,
  courses,
  enrollments,
  lessons,
  sections,
  userRoles,
  users,
} from '../src/server/db/schema/index.ts';
import { seed } from '../src/server/db/seed/seed.ts';
import { findActiveCaller } from '../src/server/features/auth/auth.repo.ts';
import { saveProgress } from '../src/server/features/learning/save-progress.ts';
import {
  answerBytes,
  closedLoop,
  compressionLine,
  compressionRounds,
  type Figures,
  label,
  pgliteTarget,
  postgresTarget,
  runOnTarget,
  type Target,
} from './bench-support.ts';

// The hottest write: POST /api/progress/save by signed-in learners, 64 connections (one learner
// each, their own lessons), on PGlite and on PostgreSQL (a throw-away database). Same run, beside:
//   saveProgress — the use case called straight (checks + transaction), 64 callers, no HTTP
//   raw upsert   — the lesson_progress upsert alone through the driver, 64 callers, same pool
//   health       — GET /api/health over HTTP, 64 connections: the most this machine serves at all
// Targets on PostgreSQL: HTTP ≥ 50 % of the raw upsert throughput, p99 ≤ 50 ms. Figures go to
// bench/results/progress-save-<kind>.json. BENCH_SECONDS (default 8) sets the length of each run;
// BENCH_ONLY=postgres or pglite runs one database.

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench/results');
const CONNECTIONS = 64;
const HTTP_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const DIRECT_SECONDS = Math.max(3, Math.round(HTTP_SECONDS * 0.6));
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.5;
const COURSE_SLUG = 'creer-son-premier-site-web-html-css';

/** The upsert of save-progress.ts as plain SQL: what the driver alone can do. */
const RAW_UPSERT = `insert into lesson_progress
  (organization_id, user_id, course_id, lesson_id, percentage, watched_seconds, last_position_seconds,
   is_completed, completed_at, last_update_id, session_id, device_id)
values ($1, $2, $3, $4, $5, $6, $7, $8, case when $8 then now() end, $9, $10, $11)
on conflict (user_id, lesson_id) do update set
  percentage = greatest(lesson_progress.percentage, excluded.percentage),
  watched_seconds = greatest(lesson_progress.watched_seconds, excluded.watched_seconds),
  last_position_seconds = excluded.last_position_seconds,
  is_completed = lesson_progress.is_completed or excluded.is_completed,
  completed_at = coalesce(lesson_progress.completed_at, excluded.completed_at),
  last_update_id = excluded.last_update_id,
  session_id = excluded.session_id,
  device_id = excluded.device_id,
  updated_at = now()`;

type Learner = { userId: string; sessionId: string; token: string; bodies: TProgressSave[] };

/** Two updates per lesson: halfway, then completed (the server checks the time watched). */
function bodiesFor(courseId: string, lessonIds: string[]): TProgressSave[] {
  return lessonIds.flatMap((lessonId) =>
    [
      { percentage: 40, watchedDuration: 240, currentTime: 240, isCompleted: false },
      { percentage: 100, watchedDuration: 600, currentTime: 600, isCompleted: true },
    ].map((state) => ({
      courseId,
      lessonId,
      duration: 600,
      ...state,
      sessionId: 'bench',
      deviceId: 'bench',
      updateId: randomUUID(),
    })),
  );
}

export async function prepare(target: Target) {
  const { db } = target.database;
  await migrate(target.database);
  await seed(db);
  const [course] = await db.select().from(courses).where(eq(courses.slug, COURSE_SLUG));
  if (!course) throw new Error(`course ${COURSE_SLUG} missing from the seed`);
  const lessonIds = (
    await db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(sections, eq(sections.id, lessons.sectionId))
      .where(eq(sections.courseId, course.id))
      .orderBy(asc(sections.position), asc(lessons.position))
  ).map((l) => l.id);

  const password = 'Bench-Progress-2026';
  const hash = await hashPassword(password);
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: CONNECTIONS }, (_, i) => ({
        email: `bench-learner-${i}@example.sn`,
        name: `Apprenant ${i}`,
        firstName: 'Apprenant',
        lastName: String(i),
        emailVerified: true,
        organizationId: course.organizationId,
      })),
    )
    .returning({ id: users.id, email: users.email });
  await db
    .insert(accounts)
    .values(
      created.map((u) => ({ userId: u.id, accountId: u.id, providerId: 'credential', password: hash })),
    );
  await db.insert(userRoles).values(created.map((u) => ({ userId: u.id, role: 'student' as const })));
  await db
    .insert(enrollments)
    .values(
      created.map((u) => ({ organizationId: course.organizationId, userId: u.id, courseId: course.id })),
    );

  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    APP_URL: 'http://127.0.0.1',
    DATA_DIR: '/tmp/jang-bench-unused',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    SIGN_IN_LIMIT_PER_IP: '100000',
  });
  const app = await buildApp(config, target.database);
  const learners: Learner[] = [];
  for (const user of created) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in ${user.email}: ${response.body}`);
    const accessToken = (response.json() as { data: { accessToken: string } }).data.accessToken;
    const sessionId = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid;
    learners.push({
      userId: user.id,
      sessionId,
      token: accessToken,
      bodies: bodiesFor(course.id, lessonIds),
    });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    learners,
    course,
    lessonCount: lessonIds.length,
  };
}

async function httpLoad(
  baseUrl: string,
  learners: Learner[],
  connections: number,
  seconds: number,
  acceptEncoding?: string,
) {
  // The load runs in a worker thread so that it does not share the server's event loop; the plan
  // reaches it through the environment (worker threads start with a copy of it).
  process.env.JANG_PROGRESS_BENCH_PLAN = JSON.stringify({
    learners: learners.map((l) => ({ token: l.token, bodies: l.bodies })),
    acceptEncoding,
  });
  const options = {
    url: baseUrl,
    connections,
    duration: seconds,
    workers: 1,
    setupClient: path.join(import.meta.dirname, 'progress-save-client.cjs'),
  } as unknown as autocannon.Options;
  // With `workers`, autocannon answers through its callback only (no promise).
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(options, (error, answer) => (error ? reject(error) : resolve(answer))),
  ).finally(() => {
    // Megabytes of tokens: a process spawned later with this environment fails (E2BIG).
    delete process.env.JANG_PROGRESS_BENCH_PLAN;
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    count: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    concurrency: connections,
  };
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const rate = (value: number, unit: string) => `${Math.round(value).toLocaleString('fr-FR')} ${unit}`;
const fig = (f: Figures, unit: string) =>
  `${rate(f.perSecond, unit)}, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}${f.errors ? `, ${f.errors} ERRORS` : ''}`;

type RawClient = { query: (text: string, params: unknown[]) => Promise<unknown> };

async function benchOne(target: Target): Promise<string[]> {
  const { kind, database } = target;
  const name = label[kind];
  const loadAverage = os.loadavg()[0]!;
  const { app, baseUrl, learners, course, lessonCount } = await prepare(target);
  try {
    // Every learner's first update through HTTP once: the rows exist, and a refusal stops the bench.
    for (const learner of learners) {
      const response = await fetch(`${baseUrl}/api/progress/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${learner.token}` },
        body: JSON.stringify(learner.bodies[0]),
      });
      if (response.status !== 200) throw new Error(`save → ${response.status}: ${await response.text()}`);
    }
    const http = await httpLoad(baseUrl, learners, CONNECTIONS, HTTP_SECONDS);
    // The same load as a browser sends it, accepting compressed answers (docs/decisions/123).
    const compression = await compressionRounds(
      (acceptEncoding, seconds) => httpLoad(baseUrl, learners, CONNECTIONS, seconds, acceptEncoding),
      HTTP_SECONDS * 2,
    );
    const bytes = await answerBytes(`${baseUrl}/api/progress/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${learners[0]!.token}` },
      body: JSON.stringify(learners[0]!.bodies[0]),
    });
    const single = await httpLoad(baseUrl, learners, 1, DIRECT_SECONDS);
    // What HTTP alone allows on this machine: GET /api/health (one `select 1`), same connections.
    const health = await autocannon({
      url: `${baseUrl}/api/health`,
      connections: CONNECTIONS,
      duration: DIRECT_SECONDS,
      workers: 1,
    } as unknown as autocannon.Options);
    const healthFigures = {
      perSecond: health.requests.average,
      p50: health.latency.p50,
      p90: health.latency.p90,
      p99: health.latency.p99,
      count: health.requests.total,
      errors: health.errors + health.timeouts,
      concurrency: CONNECTIONS,
    };

    // The use case without HTTP (auth excepted: the caller is loaded once per learner).
    const callers = await Promise.all(
      learners.map((l) => findActiveCaller(database.db, { userId: l.userId, sessionId: l.sessionId })),
    );
    const pairs = learners[0]!.bodies.flatMap((_, b) =>
      learners.map((l, i) => ({ caller: callers[i]!, body: l.bodies[b]! })),
    );
    const useCase = await closedLoop(
      pairs.map(
        ({ caller, body }) =>
          () =>
            saveProgress(database.db, caller, body),
      ),
      CONNECTIONS,
      DIRECT_SECONDS,
    );

    const raw = (database.db as unknown as { $client: RawClient }).$client;
    const upserts = pairs.map(
      ({ caller, body }) =>
        () =>
          raw.query(RAW_UPSERT, [
            caller.organizationId,
            caller.userId,
            body.courseId,
            body.lessonId,
            body.percentage,
            body.watchedDuration,
            body.currentTime,
            body.isCompleted,
            body.updateId,
            body.sessionId,
            body.deviceId,
          ]),
    );
    const rawUpsert = await closedLoop(upserts, CONNECTIONS, DIRECT_SECONDS);
    // One at a time: the cost of one durable commit (WAL flush) with nobody to share it.
    const rawUpsertAlone = await closedLoop(upserts, 1, Math.max(2, Math.round(DIRECT_SECONDS / 2)));

    const ratio = http.perSecond / rawUpsert.perSecond;
    const p99Met = http.p99 <= TARGET_P99_MS;
    const ratioMet = ratio >= TARGET_RATIO;
    const valid =
      http.errors === 0 &&
      http.non2xx === 0 &&
      compression.compressed.errors === 0 &&
      compression.plain.errors === 0 &&
      single.non2xx === 0 &&
      useCase.errors === 0 &&
      rawUpsert.errors === 0;

    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, `progress-save-${kind}.json`),
      `${JSON.stringify(
        {
          kind,
          version: target.version,
          machine: {
            cpus: os.cpus().length,
            cpu: os.cpus()[0]?.model,
            node: process.version,
            loadAverageAtStart: Number(loadAverage.toFixed(2)),
          },
          data: {
            course: COURSE_SLUG,
            lessons: lessonCount,
            learners: learners.length,
            bodiesPerLearner: learners[0]!.bodies.length,
          },
          connections: CONNECTIONS,
          seconds: { http: HTTP_SECONDS, direct: DIRECT_SECONDS },
          http,
          compression: { ...compression, bytes },
          httpOneConnection: single,
          httpHealthCeiling: healthFigures,
          saveProgressWithoutHttp: useCase,
          rawUpsert,
          rawUpsertOneCaller: rawUpsertAlone,
          targets: {
            measuredOn: kind,
            p99Ms: { target: TARGET_P99_MS, measured: http.p99, met: p99Met },
            httpToRawUpsertRatio: { target: TARGET_RATIO, measured: Number(ratio.toFixed(3)), met: ratioMet },
          },
          valid,
        },
        null,
        2,
      )}\n`,
    );

    const lines = [
      `progress (${name}) — POST /api/progress/save, ${learners.length} learners × ${lessonCount} lessons of "${course.title}", ${CONNECTIONS} connections, ${HTTP_SECONDS} s: ${fig(http, 'req/s')}${http.non2xx ? `, ${http.non2xx} NON-2XX` : ''}; machine: ${os.cpus().length} cores, load average ${loadAverage.toFixed(1)} before the run`,
      `progress (${name}) — baseline raw upsert through the driver, ${CONNECTIONS} callers${kind === 'pglite' ? ' (PGlite: one connection, they queue)' : ' on the app pool'}: ${fig(rawUpsert, 'q/s')} | saveProgress() without HTTP: ${fig(useCase, 'calls/s')} | HTTP on 1 connection: ${fig(single, 'req/s')} | raw upsert, 1 caller: ${fig(rawUpsertAlone, 'q/s')} | ceiling GET /api/health ×${CONNECTIONS}: ${fig(healthFigures, 'req/s')}`,
      `progress (${name}) — ${compressionLine(compression, bytes, single.p50)}`,
      kind === 'postgres'
        ? `progress (${name}) — targets: HTTP ≥ ${TARGET_RATIO * 100} % of the raw upsert: ${ratioMet ? 'MET' : 'NOT MET'} (${(ratio * 100).toFixed(0)} %); p99 ≤ ${TARGET_P99_MS} ms: ${p99Met ? 'MET' : 'NOT MET'} (${ms(http.p99)})`
        : `progress (${name}) — HTTP/raw upsert ${(ratio * 100).toFixed(0)} %, p99 ${ms(http.p99)} (targets apply to PostgreSQL)`,
    ];
    if (!valid) lines.push(`progress (${name}) — INVALID RUN: errors or non-2xx responses above`);
    return lines;
  } finally {
    await app.close();
  }
}

const run = (open: () => Promise<Target | string>) => runOnTarget('progress', open, benchOne);

/** POST /api/progress/save on PGlite (always). */
export const progressSavePglite = () => run(pgliteTarget);
/** POST /api/progress/save on PostgreSQL (a throw-away database), when a server is reachable. */
export const progressSavePostgres = () => run(postgresTarget);

if (import.meta.url === `file://${process.argv[1]}`) {
  // BENCH_ONLY=postgres (or pglite) runs one database, for iterating on one.
  const only = process.env.BENCH_ONLY;
  const benches = { pglite: progressSavePglite, postgres: progressSavePostgres };
  for (const [kind, bench] of Object.entries(benches)) {
    if (only && only !== kind) continue;
    for (const line of await bench()) console.info(line);
  }
}
