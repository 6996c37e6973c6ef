import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';
import { FAKE_VIMEO_DURATION, type FakeOembed, startFakeOembed } from './testing/fake-oembed.ts';

// GET /api/oembed (decision 175) against local fakes of YouTube's and Vimeo's oEmbed endpoints:
// who may ask, bad addresses, the providers' answers, their failures and their silence.

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIMEO = 'https://vimeo.com/76979871';
const TIMEOUT_MS = 400;
const LIMIT = 40;

let app: TestApp;
let fake: FakeOembed;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  fake = await startFakeOembed();
  app = await createTestApp({
    ...fake.env,
    OEMBED_TIMEOUT_MS: String(TIMEOUT_MS),
    OEMBED_LIMIT_PER_MINUTE: String(LIMIT),
  });
  const jang = await organizationId(app, 'jang');
  const autre = await organizationId(app, 'autre');
  const user = async (name: string, role: 'student' | 'instructor' | 'admin' | 'superadmin', org = jang) => {
    tokens[name] = (await newSignedInUser(app, { organizationId: org, role })).accessToken;
  };
  await user('student', 'student');
  await user('instructor', 'instructor');
  await user('otherInstructor', 'instructor');
  await user('admin', 'admin');
  await user('otherOrgAdmin', 'admin', autre);
  await user('otherOrgStudent', 'student', autre);
  await user('superadmin', 'superadmin');
  await user('limited', 'instructor');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const lookUp = (url: string, caller?: string) =>
  app.inject({
    url: `/api/oembed?${new URLSearchParams({ url })}`,
    headers: caller ? bearer({ accessToken: tokens[caller]! }) : {},
  });

describe('GET /api/oembed', () => {
  it.each([
    ['anonymous', 401],
    ['student', 403],
    ['otherOrgStudent', 403],
    ['instructor', 200],
    ['otherInstructor', 200],
    ['admin', 200],
    ['otherOrgAdmin', 200],
    ['superadmin', 200],
  ])('%s → %i', async (caller, status) => {
    const response = await lookUp(YOUTUBE, caller === 'anonymous' ? undefined : caller);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expect(typeof response.json().error).toBe('string');
  });

  it('YouTube: the title, no duration; the provider asked about the canonical address', async () => {
    const before = fake.youtube.requests.length;
    const response = await lookUp('youtu.be/dQw4w9WgXcQ?t=42', 'instructor');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { title: 'Vidéo YouTube dQw4w9WgXcQ', durationSeconds: null, provider: 'youtube' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const asked = new URL(fake.youtube.requests[before]!.path, 'http://x').searchParams;
    expect(asked.get('url')).toBe(YOUTUBE);
    expect(asked.get('format')).toBe('json');
  });

  it('Vimeo: the title and the duration in seconds', async () => {
    const response = await lookUp('https://player.vimeo.com/video/76979871', 'admin');
    expect(response.json()).toEqual({
      data: { title: 'Vidéo Vimeo 76979871', durationSeconds: FAKE_VIMEO_DURATION, provider: 'vimeo' },
    });
  });

  it('a provider that gives neither title nor duration answers nulls', async () => {
    fake.vimeo.failNext({ kind: 'answer', body: { type: 'video', duration: 'long' } });
    const response = await lookUp(VIMEO, 'instructor');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ title: null, durationSeconds: null, provider: 'vimeo' });
  });

  it.each([
    ['not a video site', 'https://dailymotion.com/video/x7'],
    ['a YouTube address without a video id', 'https://www.youtube.com/feed/trending'],
    ['not an address', 'bonjour'],
    ['a script', 'javascript:alert(1)'],
  ])('%s → 400 in French, nobody asked', async (_case, url) => {
    const before = fake.youtube.requests.length + fake.vimeo.requests.length;
    const response = await lookUp(url, 'instructor');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      error: 'URL non reconnue comme YouTube ou Vimeo',
    });
    expect(fake.youtube.requests.length + fake.vimeo.requests.length).toBe(before);
  });

  it('no url → 400 in French', async () => {
    const response = await app.inject({
      url: '/api/oembed',
      headers: bearer({ accessToken: tokens.instructor! }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(response.json().error).toMatch(/adresse de la vidéo/);
  });

  it.each([
    ['HTTP 500', { kind: 'http500' } as const, 'status', /réessayez plus tard/],
    ['a body that is not JSON', { kind: 'invalidJson' } as const, 'body', /réessayez plus tard/],
    [
      'a video it does not know (404)',
      { kind: 'answer', status: 404, body: 'Not Found' } as const,
      'status',
      /introuvable, privée/,
    ],
    [
      'a private video (401)',
      { kind: 'answer', status: 401, body: 'Unauthorized' } as const,
      'status',
      /introuvable, privée/,
    ],
  ])('provider failure: %s → 502 in French', async (_case, fault, reason, message) => {
    fake.youtube.failNext(fault);
    const response = await lookUp(YOUTUBE, 'instructor');
    expect(response.statusCode).toBe(502);
    const body = response.json();
    expect(body.code).toBe('OEMBED_UNAVAILABLE');
    expect(body.error).toMatch(message);
    expect(body.error).toMatch(/YouTube/);
    expect(body.details).toMatchObject({ provider: 'youtube', reason });
  });

  it('a provider that does not answer in time → 502 after the timeout, not later', async () => {
    fake.vimeo.failNext({ kind: 'hang' });
    const started = Date.now();
    const response = await lookUp(VIMEO, 'instructor');
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(502);
    expect(response.json().details).toMatchObject({ provider: 'vimeo', reason: 'timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 2000);
  });

  it(`a user gets ${LIMIT} look-ups a minute, then 429 with Retry-After; others go on`, async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await lookUp(VIMEO, 'limited')).statusCode).toBe(200);
    const refused = await lookUp(VIMEO, 'limited');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookUp(VIMEO, 'superadmin')).statusCode).toBe(200);
  });

  // Last: on PostgreSQL a second test app empties the tables the first one stands on.
  it('a provider that cannot be reached → 502', async () => {
    const unreachable = await createTestApp({
      OEMBED_YOUTUBE_URL: 'http://127.0.0.1:9/oembed',
      OEMBED_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    try {
      const user = await newSignedInUser(unreachable, {
        organizationId: await organizationId(unreachable, 'jang'),
        role: 'instructor',
      });
      const response = await unreachable.inject({
        url: `/api/oembed?${new URLSearchParams({ url: YOUTUBE })}`,
        headers: bearer(user),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().details).toMatchObject({ reason: 'network' });
    } finally {
      await unreachable.close();
    }
  });
});
