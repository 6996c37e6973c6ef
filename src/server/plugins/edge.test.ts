import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../test/test-app.ts';
import { loggableError } from './error-handler.ts';
import { containsNul, unstorableCharacter } from './input-guard.ts';

// What any client meets before a route's own rules: forwarded addresses, the dev outbox, NUL
// characters, French answers to malformed requests, and the bearer check before the body (issue 11).

const STRANGER = '203.0.113.9';

function expectFrench(body: { error?: unknown; code?: unknown }) {
  expect(typeof body.code).toBe('string');
  expect(typeof body.error).toBe('string');
  // English defaults ("Invalid input", "Bad Request", "expected", "Unsupported Media Type"…) never reach a client.
  expect(body.error).not.toMatch(
    /\b(invalid|expected|required|bad request|unsupported|too large|received)\b/i,
  );
}

describe('forwarded addresses (TRUST_PROXY)', () => {
  let app: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '3' });
    proxied = await createTestApp({ TRUST_PROXY: STRANGER });
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
  });

  it('ignores X-Forwarded-For by default: a new header each time does not pass the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: STRANGER,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: { email: `inconnu${i}@exemple.sn`, password: 'Mauvais-mot-1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('believes X-Forwarded-For only from the configured proxy', async () => {
    // The outbox is for the server's own machine: a forwarded 127.0.0.1 counts only through the proxy.
    const viaProxy = await proxied.inject({
      url: '/api/dev/outbox',
      remoteAddress: STRANGER,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(viaProxy.statusCode).toBe(200);
    const forged = await proxied.inject({
      url: '/api/dev/outbox',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(403);
    const direct = await app.inject({
      url: '/api/dev/outbox',
      remoteAddress: STRANGER,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(direct.statusCode).toBe(403);
  });

  it('refuses to start with a TRUST_PROXY that is not a list of addresses', async () => {
    await expect(createTestApp({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY/);
    await expect(createTestApp({ TRUST_PROXY: '10.0.0.0/99x' })).rejects.toThrow(/TRUST_PROXY/);
  });
});

describe('development outbox', () => {
  let app: TestApp;
  let hidden: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    hidden = await createTestApp({ DEV_OUTBOX: '' });
    await createUser(app, { email: 'super.outbox@exemple.sn', roles: ['superadmin'] });
    await createUser(app, { email: 'admin.outbox@exemple.sn', roles: ['admin'] });
    await createUser(app, { email: 'eleve.outbox@exemple.sn', roles: ['student'] });
  });
  afterAll(async () => {
    await app.close();
    await hidden.close();
  });

  it('does not exist unless the server was told to show it', async () => {
    const response = await hidden.inject({ url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });

  it('is read from the server machine or by a superadmin, by nobody else', async () => {
    expect((await app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(200);
    const anonymous = await app.inject({ url: '/api/dev/outbox', remoteAddress: STRANGER });
    expect(anonymous.statusCode).toBe(403);
    expectFrench(anonymous.json());
    const html = await app.inject({
      url: '/api/dev/outbox/0b7c2f4e-8a1d-4c39-9f6b-2d5e7a9c1b3f/html',
      remoteAddress: STRANGER,
    });
    expect(html.statusCode).toBe(403);
    for (const [email, status] of [
      ['eleve.outbox@exemple.sn', 403],
      ['admin.outbox@exemple.sn', 403],
      ['super.outbox@exemple.sn', 200],
    ] as const) {
      const session = await signIn(app, email);
      const response = await app.inject({
        url: '/api/dev/outbox',
        remoteAddress: STRANGER,
        headers: bearer(session),
      });
      expect(response.statusCode, email).toBe(status);
    }
  });
});

describe('bad input at the edge', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('refuses NUL characters in the query, the path and JSON bodies with a French 400', async () => {
    const search = await app.inject({ url: '/api/marketplace/courses?search=web%00dev' });
    expect(search.statusCode).toBe(400);
    expectFrench(search.json());
    expect(search.json().error).toMatch(/caractère nul/);
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'nul@exemple.sn', password: 'Mot-de-passe-1', firstName: 'A\u0000', lastName: 'B' },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error).toMatch(/caractère nul/);
    const key = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.sn","password":"x","\\u0000":1}',
    });
    expect(key.statusCode).toBe(400);
  });

  it('answers malformed requests in French, with their own status', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: 'bonjour',
    });
    expect(plain.statusCode).toBe(400);
    expectFrench(plain.json());
    const xml = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expectFrench(xml.json());
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/JSON/);
    const notAnObject = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: [1, 2] });
    expect(notAnObject.statusCode).toBe(400);
    expectFrench(notAnObject.json());
    const badEnum = await app.inject({ url: '/api/marketplace/courses?sort=nimporte' });
    expect(badEnum.statusCode).toBe(400);
    expectFrench(badEnum.json());
  });

  it('answers a path parameter too long or a broken URL in French, with the security headers', async () => {
    for (const [url, status] of [
      [`/api/marketplace/courses/${'a'.repeat(5000)}`, 414],
      ['/api/%zz', 400],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expectFrench(response.json());
      expect(response.body).not.toContain('aaaaaaaaaa');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('answers headers too large in French, with the security headers (real socket)', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
      });
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expectFrench(body);
  });
});

describe('bearer routes refuse strangers before reading the body', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await app.ready();
  });
  afterAll(async () => app.close());

  it('answers 401 to an anonymous caller whatever the body, on every route that declares a bearer', async () => {
    const document = app.swagger() as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const security = operation.security ?? [];
        const isAnonymousAllowed = security.some((item) => Object.keys(item).length === 0);
        if (!security.some((item) => 'bearerAuth' in item) || isAnonymousAllowed) continue;
        const url = path.replace(/\{[^}]+\}/g, 'pas-un-identifiant');
        const response = await app.inject({
          method: method.toUpperCase() as 'GET',
          url: `${url}?page=-1&status=%00`,
          headers: { 'content-type': 'application/json' },
          payload: method === 'get' || method === 'delete' ? undefined : '{"mal": "formé"',
        });
        expect(response.statusCode, `${method.toUpperCase()} ${path}`).toBe(401);
        expectFrench(response.json());
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked.length).toBeGreaterThan(20);
  });
});

describe('what a failure leaves in the log', () => {
  it('keeps the kind and the cause, never the query parameters', () => {
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const failed = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: awa.diop@exemple.sn'),
      { cause, name: 'DrizzleQueryError' },
    );
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).not.toContain('awa.diop@exemple.sn');
    expect(logged).toContain('DrizzleQueryError');
    expect(logged).toContain('invalid byte sequence');
  });

  it('finds NUL characters at any depth, keys included, without recursion', () => {
    expect(containsNul({ a: [{ b: 'ok' }, 'x\u0000'] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: [1, true, null, 'fine'] })).toBe(false);
    let deep: unknown = 'fond\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });

  it('finds lone surrogates too, but not a well-formed pair (an emoji)', () => {
    expect(unstorableCharacter({ note: 'Wave \ud800' })).toBe('loneSurrogate');
    expect(unstorableCharacter({ '\udc00': 1 })).toBe('loneSurrogate');
    expect(unstorableCharacter({ note: 'Merci 👍🏾' })).toBeNull();
    expect(unstorableCharacter(['a\u0000'])).toBe('nul');
  });
});
