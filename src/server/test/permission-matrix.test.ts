import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cell, MATRIX_COLUMNS, type MatrixRow, PERMISSION_MATRIX } from './permission-matrix.ts';
import { buildRequest } from './route-requests.ts';
import { createRouteWorld, REMOTE_ADDRESS, type RouteWorld, routeKeys } from './route-world.ts';

// Every registered route × the eight callers against the table of permission-matrix.ts (issue 11).
// A route registered without a row fails here with the row to add, as observed (check each cell).

let world: RouteWorld;
beforeAll(async () => {
  world = await createRouteWorld();
  await world.app.ready();
}, 120_000);
afterAll(async () => world?.close());

const allows = (cell: Cell, status: number) =>
  typeof cell === 'number' ? cell === status : cell.includes(status);
const showCell = (cell: Cell) => (typeof cell === 'number' ? String(cell) : `[${cell.join(', ')}]`);

async function observe(key: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const caller of MATRIX_COLUMNS) {
    const request = await buildRequest(key, { world, caller });
    const response = await world.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
      remoteAddress: REMOTE_ADDRESS,
    });
    if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
      const body = response.json() as { error?: unknown; code?: unknown };
      expect(typeof body.error, `${key} as ${caller}: ${response.body}`).toBe('string');
      expect(typeof body.code, `${key} as ${caller}: ${response.body}`).toBe('string');
    }
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('permission matrix', () => {
  it('has exactly one row per registered route', () => {
    const registered = routeKeys(world.app.registeredRoutes);
    const missing = registered.filter((key) => !(key in PERMISSION_MATRIX));
    const stale = Object.keys(PERMISSION_MATRIX).filter((key) => !registered.includes(key));
    expect(
      missing,
      `Registered route(s) without a row in src/server/test/permission-matrix.ts: ${missing.join(', ')}. ` +
        'Add a row per route (the test of the route prints the statuses it observed), and a valid example ' +
        'request in src/server/test/route-requests.ts when the route takes a body, a query or a new path parameter.',
    ).toEqual([]);
    expect(stale, 'Rows of permission-matrix.ts naming no registered route (remove them)').toEqual([]);
    expect(registered.length).toBeGreaterThan(40);
  });

  // A list answers 200 to a caller who may see none of its rows: the rows are checked here.
  it('lists show nothing of the course to another instructor, nor of the organisation to an admin of autre', async () => {
    await world.fresh.submissionId();
    const list = async (
      url: string,
      caller: 'instructor' | 'otherInstructor' | 'admin' | 'otherOrgAdmin',
    ) => {
      const response = await world.app.inject({
        url,
        headers: { authorization: `Bearer ${world.sessions[caller].accessToken}` },
      });
      expect(response.statusCode, `${url} as ${caller}`).toBe(200);
      return response.body;
    };
    const submissions = '/api/instructor/exercises/submissions';
    expect(await list(submissions, 'instructor')).toContain(world.courseId);
    expect(await list(submissions, 'otherInstructor')).not.toContain(world.courseId);
    expect(await list('/api/admin/users', 'admin')).toContain(world.userIds.student);
    expect(await list('/api/admin/users', 'otherOrgAdmin')).not.toContain(world.userIds.student);
    expect(await list('/api/admin/payments', 'admin')).toContain(world.pendingReference);
    expect(await list('/api/admin/payments', 'otherOrgAdmin')).not.toContain(world.pendingReference);
  });

  // The routes are known once the app is built; the list below is the table's own, and the test
  // above ties it to the registered routes. Extra rows for routes the table lacks come from a probe.
  const keys = [
    ...new Set([...Object.keys(PERMISSION_MATRIX), ...(process.env.MATRIX_PROBE?.split(',') ?? [])]),
  ];
  it.each(keys)('%s', async (key) => {
    const row: MatrixRow | undefined = PERMISSION_MATRIX[key];
    const observed = await observe(key);
    const observedRow = `'${key}': [${observed.join(', ')}],`;
    if (!row)
      throw new Error(`No row for ${key}. Observed (check each cell before adding it):\n  ${observedRow}`);
    const wrong = MATRIX_COLUMNS.flatMap((caller, index) =>
      allows(row[index]!, observed[index]!)
        ? []
        : [`${caller}: expected ${showCell(row[index]!)}, got ${observed[index]}`],
    );
    expect(wrong, `${key}\n  observed: ${observedRow}`).toEqual([]);
  });
});
