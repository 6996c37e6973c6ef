import { appendFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MATRIX_COLUMNS, PERMISSION_MATRIX } from './permission-matrix.ts';
import { buildPath, PATH_PARAMS, ROUTE_EXAMPLES } from './route-requests.ts';
import {
  type CallerName,
  createRouteWorld,
  REMOTE_ADDRESS,
  type RouteWorld,
  routeKeys,
} from './route-world.ts';
import {
  fieldPaths,
  fromSchema,
  HOSTILE_STRINGS,
  hostileText,
  hostileValue,
  type JsonSchema,
  RAW_BODIES,
  withField,
} from './schema-arbitraries.ts';

// The bad-input suite (issue 11): for every registered route, FUZZ_RUNS requests (200 in `npm test`,
// 1 000 with `npm run fuzz`) built from the route's zod contract and a valid example, then broken
// in one place: a field, a missing or extra field, the whole body, the raw bytes and content type,
// a query or path parameter, the authorization header. Half anonymous, half from a caller the
// permission matrix lets through. Every answer: no 5xx; a 4xx is JSON with a French `error` and a
// `code`; after a refused request the database is exactly as before.
// Routes are split in groups, one test file each, so that the files run in parallel.

export const FUZZ_GROUPS: Record<string, string[]> = {
  auth: ['/api/auth/'],
  platform: [
    '/api/health',
    '/files/public/',
    '/api/docs',
    '/api/settings/',
    '/api/dev/',
    '/api/superadmin/',
    '/api/v1/student/profile',
    '/api/support/',
  ],
  learning: [
    '/api/v1/student/courses',
    '/api/v1/student/home',
    '/api/v1/student/feedback',
    '/api/v1/student/calendar',
    // Progress and achievements (issue 17)
    '/api/v1/student/progress',
    '/api/v1/student/achievements',
    '/api/progress/',
    '/api/learning/',
    '/api/instructor/',
  ],
  payments: [
    '/api/payments/',
    '/sandbox/',
    '/api/admin/invitations',
    '/api/admin/users',
    '/api/admin/payments',
  ],
  authoring: ['/api/admin/quizzes', '/api/admin/exercises'],
  catalog: ['/api/marketplace/', '/robots.txt', '/sitemap.xml'],
  courses: ['/api/courses'],
  uploads: ['/api/uploads'],
  oembed: ['/api/oembed'],
  // Cohorts: live sessions (issue 15, part sessions)
  cohortSessions: [
    '/api/admin/cohorts/:id/sessions',
    '/api/v1/student/cohorts/:cohortId/sessions',
    '/api/v1/student/calendar-feed',
    '/calendar/',
  ],
  // Cohorts (issue 15): the learner's cohort space (a route in one group only: sessions are above)
  cohorts: [
    '/api/v1/student/cohort-enrolments',
    '/api/v1/student/cohorts/',
    '/api/v1/student/cohorts/:cohortId/discussions',
    '/api/v1/student/cohorts/:cohortId/announcements',
    '/api/v1/student/cohorts/:cohortId/events',
  ],
  // Accounts, data and deletion (issue 17)
  accountsData: ['/api/v1/student/settings/data-export', '/api/v1/student/settings/account-deletion'],
  // admin-people (issue 18)
  adminPeople: [
    '/api/admin/users/',
    '/api/admin/dashboard',
    '/api/admin/enrolment-targets',
    '/api/admin/imports/',
    '/api/admin/instructor-profiles',
  ],
  // cohorts: admin cohort form (issue 15, part admin)
  cohortsAdmin: ['/api/admin/cohorts', '/api/admin/instructors', '/api/admin/students'],
  // Certificates, part drawing (issue 16): the PDF and the public verification
  certificatesDrawing: ['/api/certificates/:id/pdf', '/api/certificates/verify/'],
  // Certificates: the template designer (issue 16, part designer)
  certificatesDesigner: [
    '/api/admin/certificate-templates',
    '/api/admin/certificate-assets',
    '/api/admin/certificate-directors',
  ],
  // Certificates, part issue (issue 16): the learner's certificates, the admin's issued list and revocation
  certificatesIssue: ['/api/certificates', '/api/certificates/course/', '/api/admin/certificates'],
  // Accounts, part settings (issue 17): profile, picture, preferences, password, login history
  accountsSettings: [
    '/api/v1/student/profile/',
    '/api/v1/student/settings/preferences',
    '/api/v1/student/settings/account/',
    '/api/v1/student/settings/login-history',
    '/api/v1/student/settings/logout-session',
  ],
  // instructor's desk (issue 17): analytics, commissions and their CSV
  instructorDesk: ['/api/instructor/analytics', '/api/instructor/commissions'],
  // Platform console (issue 18): the organisation's settings, reviews, the audit logs, public settings
  platformConsole: [
    '/api/admin/organization',
    '/api/admin/reviews',
    '/api/admin/audit-log',
    '/api/superadmin/audit-log',
    '/api/platform/',
  ],
};

/** The group of the route `key`: the one naming the longest prefix of its path (the most specific). */
export const groupOf = (key: string) => {
  const path = key.split(' ')[1]!;
  const matched = Object.entries(FUZZ_GROUPS).map(([name, prefixes]) => ({
    name,
    length: Math.max(-1, ...prefixes.filter((prefix) => path.startsWith(prefix)).map((p) => p.length)),
  }));
  const longest = Math.max(...matched.map((group) => group.length));
  return longest < 0 ? [] : matched.filter((group) => group.length === longest).map((group) => group.name);
};

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** English words that betray a library's default message reaching a client ('failed' is left out: a
 * French message may list the payment statuses, failed among them). */
const ENGLISH =
  /\b(invalid|expected|required|bad request|unsupported|too large|received|must|should|not found|unauthorized|forbidden|cannot|missing|unexpected|error)\b/i;

/** Routes that write although called with GET. */
const WRITING_GETS = new Set(['GET /api/auth/confirm-email']);

/** Callers the signed-in half is taken from, first one the matrix lets through (2xx or 3xx). */
const SIGNED_IN_PREFERENCE: Exclude<CallerName, 'anonymous'>[] = [
  'student',
  'instructor',
  'admin',
  'superadmin',
  'otherInstructor',
  'otherOrgStudent',
  'otherOrgAdmin',
];

export function signedInCallerFor(key: string): Exclude<CallerName, 'anonymous'> {
  const row = PERMISSION_MATRIX[key];
  const passes = (caller: CallerName) => {
    const cell = row?.[MATRIX_COLUMNS.indexOf(caller)];
    return [cell ?? []].flat().some((status) => status < 400);
  };
  return SIGNED_IN_PREFERENCE.find(passes) ?? 'student';
}

type Body = { json: unknown } | { raw: string; contentType: string | null } | null;
type Mutation =
  | { kind: 'schema-body'; value: unknown }
  | { kind: 'field'; path: string[]; value: unknown }
  | { kind: 'missing'; path: string[] }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'body'; value: unknown }
  | { kind: 'raw'; contentType: string | null; payload: string }
  | { kind: 'query'; name: string; value: string }
  | { kind: 'query-schema'; value: unknown }
  | { kind: 'query-repeated'; name: string }
  | { kind: 'path'; name: string; value: string }
  | { kind: 'authorization'; value: string };
type FuzzCase = { signedIn: boolean; mutation: Mutation };

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  if (typeof schema === 'object' && '_zod' in schema) {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  }
  return schema as JsonSchema;
}

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'isAdmin',
  'organizationId',
  'userId',
  'role',
  'status',
  'amount',
  'k'.repeat(5000),
];
const AUTHORIZATIONS = [
  'Bearer ',
  'Bearer abc.def.ghi',
  'Bearer a\u0000b',
  `Bearer ${'x'.repeat(8000)}`,
  'Basic YTpi',
  'bearer',
  '💥',
];

function caseArbitrary(
  method: string,
  schemas: { body?: JsonSchema; query?: JsonSchema; params?: JsonSchema },
) {
  const mutations: fc.Arbitrary<Mutation>[] = [];
  const hasBody = method !== 'GET';
  const bodyFields = fieldPaths(schemas.body);
  const required = (schemas.body?.required ?? []).map((key) => [key]);
  if (schemas.body)
    mutations.push(fromSchema(schemas.body).map((value) => ({ kind: 'schema-body', value }) as const));
  if (bodyFields.length > 0) {
    mutations.push(
      fc
        .record({ path: fc.constantFrom(...bodyFields), value: hostileValue })
        .map(({ path, value }) => ({ kind: 'field', path, value }) as const),
    );
    mutations.push(
      fc.constantFrom(...bodyFields).chain((path) => {
        let schema: JsonSchema | undefined = schemas.body;
        for (const key of path) schema = schema?.properties?.[key];
        return fromSchema(schema).map((value) => ({ kind: 'field', path, value }) as const);
      }),
    );
  }
  if (required.length > 0)
    mutations.push(fc.constantFrom(...required).map((path) => ({ kind: 'missing', path }) as const));
  if (hasBody) {
    mutations.push(
      fc
        .record({
          key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 10 })),
          value: hostileValue,
        })
        .map(({ key, value }) => ({ kind: 'extra', key, value }) as const),
      hostileValue.map((value) => ({ kind: 'body', value }) as const),
      fc.constantFrom(...RAW_BODIES).map((raw) => ({ kind: 'raw', ...raw }) as const),
    );
  }
  const queryNames = Object.keys(schemas.query?.properties ?? {});
  mutations.push(
    fc
      .record({ name: fc.constantFrom(...queryNames, 'page', 'limit', 'x'), value: hostileText })
      .map(({ name, value }) => ({ kind: 'query', name, value }) as const),
  );
  if (schemas.query) {
    mutations.push(fromSchema(schemas.query).map((value) => ({ kind: 'query-schema', value }) as const));
    if (queryNames.length > 0)
      mutations.push(
        fc.constantFrom(...queryNames).map((name) => ({ kind: 'query-repeated', name }) as const),
      );
  }
  const pathNames = Object.keys(schemas.params?.properties ?? {});
  if (pathNames.length > 0) {
    mutations.push(
      fc
        .record({ name: fc.constantFrom(...pathNames), value: hostileText })
        .map(({ name, value }) => ({ kind: 'path', name, value }) as const),
    );
  }
  mutations.push(
    fc.constantFrom(...AUTHORIZATIONS).map((value) => ({ kind: 'authorization', value }) as const),
  );
  // Three in four from the signed-in caller: anonymous requests mostly meet the 401 wall.
  const signedIn = fc.oneof(
    { weight: 1, arbitrary: fc.constant(false) },
    { weight: 3, arbitrary: fc.constant(true) },
  );
  return fc.record({ signedIn, mutation: fc.oneof(...mutations) });
}

/** Cases every route meets on every run, whatever the seed: each raw body, each odd authorization. */
function fixedCases(method: string): FuzzCase[] {
  const raw = method === 'GET' ? [] : RAW_BODIES.map((body) => ({ kind: 'raw', ...body }) as const);
  return [
    ...raw.map((mutation) => ({ signedIn: true, mutation })),
    ...AUTHORIZATIONS.map((value) => ({
      signedIn: false,
      mutation: { kind: 'authorization', value } as const,
    })),
  ];
}

/**
 * Row count and a content hash per table (cheap on the suite's small world, and sees updates too),
 * and the uploaded files under DATA_DIR.
 */
async function snapshotOf(world: RouteWorld, tables: string[]): Promise<Record<string, string>> {
  const uploads = await readdir(path.join(world.dataDir, 'uploads', 'exercises')).catch(() => []);
  const columns = tables.map(
    (table) =>
      `(select count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text from "${table}" t) as "${table}"`,
  );
  const result = await world.app.database.db.execute(sql.raw(`select ${columns.join(', ')}`));
  return { ...(result.rows[0] as Record<string, string>), 'DATA_DIR/uploads': uploads.sort().join(',') };
}

function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

/** The object as JSON with one more key written first, `__proto__` included (JSON.stringify would drop it). */
function withRawKey(value: unknown, key: string, extra: unknown): string {
  const inner = JSON.stringify(
    value && typeof value === 'object' && !Array.isArray(value) ? value : {},
  ).slice(1, -1);
  return `{${JSON.stringify(key)}:${JSON.stringify(extra) ?? 'null'}${inner ? `,${inner}` : ''}}`;
}

const describeCase = (fuzzCase: FuzzCase) =>
  JSON.stringify(fuzzCase, (_key, value) =>
    typeof value === 'string' && value.length > 120
      ? `${value.slice(0, 40)}…(${value.length} caractères)`
      : value,
  ).slice(0, 600);

/** The test file of one group: its routes × RUNS cases. */
export function fuzzRouteGroup(group: keyof typeof FUZZ_GROUPS) {
  let world: RouteWorld;
  let tables: string[];
  beforeAll(async () => {
    world = await createRouteWorld();
    await world.app.ready();
    const result = await world.app.database.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    tables = result.rows.map((row) => row.tablename).filter((name) => !name.startsWith('__'));
  }, 120_000);
  afterAll(async () => world?.close());

  const keys = Object.keys(PERMISSION_MATRIX).filter((key) => groupOf(key).includes(group));
  describe(`bad input (${group}, ${RUNS} cases per route)`, () => {
    it('every registered route belongs to exactly one group of the bad-input suite', () => {
      const wrong = routeKeys(world.app.registeredRoutes).filter((key) => groupOf(key).length !== 1);
      expect(
        wrong,
        'Add the route’s prefix to one group of FUZZ_GROUPS in src/server/test/bad-input.ts',
      ).toEqual([]);
    });

    it.each(keys)('%s', { timeout: 60_000 + RUNS * 400 }, async (key) => {
      const route = world.app.registeredRoutes.find((r) => `${r.method} ${r.url}` === key);
      expect(route, `${key} is in the permission matrix but not registered`).toBeDefined();
      const method = route!.method;
      const schemas = {
        body: jsonSchemaOf(route!.schema?.body),
        query: jsonSchemaOf(route!.schema?.querystring),
        params: jsonSchemaOf(route!.schema?.params),
      };
      const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
      const cases = [
        ...fixedCases(method),
        ...fc.sample(caseArbitrary(method, schemas), { numRuns: RUNS, seed }),
      ];
      const example = ROUTE_EXAMPLES[key] ?? {};
      const caller = signedInCallerFor(key);
      const isWrite = method !== 'GET' || WRITING_GETS.has(key);

      // The valid request each case breaks in one place; taken again after a write went through.
      const valid = async () => {
        const ctx = { world, caller };
        const names = [...key.split(' ')[1]!.matchAll(/:(\w+)/g)].map((match) => match[1]!);
        const params: Record<string, string> = {};
        for (const name of names) {
          const value = example.params?.[name] ?? PATH_PARAMS[name];
          params[name] = typeof value === 'function' ? await value(ctx) : (value ?? '');
        }
        const query = typeof example.query === 'function' ? await example.query(ctx) : (example.query ?? {});
        const body = typeof example.body === 'function' ? await example.body(ctx) : example.body;
        return { params, query, body };
      };
      let base = await valid();
      let session = example.freshSession ? await world.fresh.session(caller) : world.sessions[caller];
      let before = isWrite ? await snapshotOf(world, tables) : {};
      const problems: string[] = [];
      const statuses = new Map<number, number>();

      for (const fuzzCase of cases) {
        const { mutation } = fuzzCase;
        const params = { ...base.params };
        const query: Record<string, string | string[]> = { ...base.query };
        let body: Body = base.body === undefined ? null : { json: base.body };
        const headers: Record<string, string> = {};
        if (fuzzCase.signedIn) headers.authorization = `Bearer ${session.accessToken}`;
        switch (mutation.kind) {
          case 'schema-body':
          case 'body':
            body = { json: mutation.value };
            break;
          case 'field':
            body = { json: withField(base.body, mutation.path, mutation.value) };
            break;
          case 'missing':
            body = { json: withField(base.body, mutation.path, undefined, true) };
            break;
          case 'extra':
            body = {
              raw: withRawKey(base.body, mutation.key, mutation.value),
              contentType: 'application/json',
            };
            break;
          case 'raw':
            body = { raw: mutation.payload, contentType: mutation.contentType };
            break;
          case 'query':
            query[mutation.name] = mutation.value;
            break;
          case 'query-schema':
            for (const [name, value] of Object.entries((mutation.value as Record<string, unknown>) ?? {}))
              query[name] = typeof value === 'string' ? value : JSON.stringify(value);
            break;
          case 'query-repeated':
            query[mutation.name] = [String(query[mutation.name] ?? '1'), HOSTILE_STRINGS[2]!];
            break;
          case 'path':
            params[mutation.name] = mutation.value;
            break;
          case 'authorization':
            headers.authorization = mutation.value;
            break;
        }
        let url = await buildPath(key, { world, caller }, { params });
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(query))
          for (const item of [value].flat()) search.append(name, item);
        if (search.size > 0) url += `?${search}`;
        let payload: string | undefined;
        if (body && method !== 'GET') {
          if ('raw' in body) {
            payload = body.raw;
            if (body.contentType) headers['content-type'] = body.contentType;
          } else {
            payload = JSON.stringify(body.json) ?? 'null';
            headers['content-type'] = 'application/json';
          }
        }
        const response = await world.app.inject({
          method: method as 'GET',
          url,
          headers,
          payload,
          remoteAddress: REMOTE_ADDRESS,
        });
        const status = response.statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const where = `${status} ← ${describeCase(fuzzCase)}`;
        if (status >= 500) {
          problems.push(`5xx: ${where} → ${response.body.slice(0, 200)}`);
        } else if (status >= 400) {
          let answer: { error?: unknown; code?: unknown } = {};
          try {
            answer = response.json();
          } catch {
            problems.push(`4xx not JSON: ${where} → ${response.body.slice(0, 120)}`);
          }
          if (typeof answer.code !== 'string')
            problems.push(`4xx without code: ${where} → ${response.body.slice(0, 200)}`);
          if (typeof answer.error !== 'string' || ENGLISH.test(answer.error))
            problems.push(`4xx not in French: ${where} → ${response.body.slice(0, 200)}`);
        }
        if (!isWrite) continue;
        const after = await snapshotOf(world, tables);
        if (status >= 400) {
          const changed = changedTables(before, after);
          if (changed.length > 0) problems.push(`refused but wrote to ${changed.join(', ')}: ${where}`);
          before = after;
        } else {
          // It went through: the next case starts from a fresh valid request (the old target may be used up).
          base = await valid();
          if (example.freshSession && fuzzCase.signedIn) session = await world.fresh.session(caller);
          before = await snapshotOf(world, tables);
        }
      }
      // FUZZ_REPORT=<file>: one line per route (cases and statuses), for the counts in docs/security.md.
      const histogram = [...statuses].map(([status, count]) => `${status}×${count}`).join(' ');
      if (process.env.FUZZ_REPORT)
        appendFileSync(
          process.env.FUZZ_REPORT,
          `${key}\t${caller}\t${cases.length}\t${problems.length}\t${histogram}\n`,
        );
      expect(
        problems,
        `${key}: ${problems.length} of ${cases.length} cases wrong (FUZZ_SEED=${seed} replays them)`,
      ).toEqual([]);
    });
  });
}
