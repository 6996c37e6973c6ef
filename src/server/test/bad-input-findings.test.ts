import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteWorld, REMOTE_ADDRESS, type RouteWorld } from './route-world.ts';

// The 5xx the bad-input suite found on its first runs, pinned here whatever the fuzz seed draws.

let world: RouteWorld;
beforeAll(async () => {
  world = await createRouteWorld();
});
afterAll(async () => world?.close());

/** Files under DATA_DIR/uploads/exercises other than the world's own (a refused submission keeps none). */
async function storedUploads(world: RouteWorld) {
  const names = await readdir(path.join(world.dataDir, 'uploads', 'exercises')).catch(() => []);
  return names.filter((name) => !world.worldFiles.has(name));
}

function expectFrenchRefusal(response: { statusCode: number; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { error?: unknown; code?: unknown };
  expect(typeof body.code).toBe('string');
  expect(body.error).toMatch(/[a-zà-ÿ]/);
}

describe('bad input found by the suite', () => {
  it('an exercise submission in malformed multipart (no boundary, cut short) is a French 400, not a 500', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data', '--x\r\n'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nsans fin',
      ],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4',
      ],
    ]) {
      const response = await world.app.inject({
        method: 'POST',
        url: `/api/learning/exercises/${world.lessonIds.exercise}/submissions`,
        headers: {
          authorization: `Bearer ${world.sessions.student.accessToken}`,
          'content-type': contentType!,
        },
        payload,
        remoteAddress: REMOTE_ADDRESS,
      });
      expectFrenchRefusal(response, 400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    expect(await storedUploads(world)).toEqual([]);
  });

  it('an authorization header no browser can send does not break the routes better-auth reads', async () => {
    for (const url of ['/api/auth/sign-out', '/api/auth/token', '/api/auth/sign-up']) {
      for (const authorization of ['💥', 'Bearer a\u0000b']) {
        const response = await world.app.inject({
          method: 'POST',
          url,
          headers: { authorization },
          payload: url.endsWith('sign-up')
            ? {
                email: `entete.${Date.now()}@exemple.sn`,
                password: 'Mot-de-passe-1',
                firstName: 'A',
                lastName: 'B',
              }
            : undefined,
          remoteAddress: REMOTE_ADDRESS,
        });
        expect(response.statusCode, `${url} with ${JSON.stringify(authorization)}`).toBeLessThan(500);
      }
    }
  });
});
