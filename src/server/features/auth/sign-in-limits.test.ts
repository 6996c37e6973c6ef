import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  lastEmailTo,
  TEST_PASSWORD,
  type TestApp,
  tokenFromLink,
} from '../../test/test-app.ts';

// Decision 004: wrong passwords slow the guesser down without locking the owner out.

const TOO_MANY = 'Trop de requêtes (429). Veuillez réessayer plus tard.';

function signInFrom(app: TestApp, ip: string, email: string, password = 'mauvais-mot') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: ip,
  });
}

describe('sign-in limits with the default figures', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await createUser(app, { email: 'proprietaire@example.sn', roles: ['student'] });
  });
  afterAll(async () => app.close());

  it('throttles the guesser after 10 wrong passwords while the owner still signs in from elsewhere', async () => {
    const attacker = '41.82.0.66';
    for (let i = 0; i < 10; i++) {
      expect((await signInFrom(app, attacker, 'proprietaire@example.sn')).statusCode).toBe(401);
    }
    const owner = await signInFrom(app, '41.83.1.7', 'proprietaire@example.sn', TEST_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.accessToken).toBeTruthy();

    // The guesser stays throttled, in French, even with the right password.
    for (const password of ['mauvais-mot', 'autre-essai', TEST_PASSWORD]) {
      const blocked = await signInFrom(app, attacker, 'proprietaire@example.sn', password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', error: TOO_MANY });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    // And the owner again, after the guesser's refusals.
    expect((await signInFrom(app, '41.83.1.7', 'proprietaire@example.sn', TEST_PASSWORD)).statusCode).toBe(
      200,
    );
  });
});

describe('sign-in limits against many addresses', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ SIGN_IN_LIMIT_PER_EMAIL: '3', SIGN_IN_LIMIT_PER_IP: '6' });
    await createUser(app, { email: 'cible@example.sn', roles: ['student'] });
    await createUser(app, { email: 'voyageur@example.sn', roles: ['student'] });
  });
  afterAll(async () => app.close());

  it('stops one address guessing one account after 3 tries, not the account', async () => {
    for (let i = 0; i < 3; i++)
      expect((await signInFrom(app, '10.0.0.1', 'cible@example.sn')).statusCode).toBe(401);
    const blocked = await signInFrom(app, '10.0.0.1', 'cible@example.sn', TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(TOO_MANY);
    expect((await signInFrom(app, '10.0.0.2', 'cible@example.sn', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('makes new addresses wait once many addresses guessed, but not the owner at home', async () => {
    const home = '196.207.0.10';
    expect((await signInFrom(app, home, 'voyageur@example.sn', TEST_PASSWORD)).statusCode).toBe(200);
    const answers = [];
    for (let n = 0; n < 4; n++) {
      for (let i = 0; i < 3; i++)
        answers.push((await signInFrom(app, `10.9.${n}.1`, 'voyageur@example.sn')).statusCode);
    }
    // 2 × 3 failures are free; then the account's tries from unknown addresses wait.
    expect(answers.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(answers.slice(6)).toContain(429);

    const elsewhere = await signInFrom(app, '10.20.0.1', 'voyageur@example.sn', TEST_PASSWORD);
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().error).toBe(TOO_MANY);
    const wait = Number(elsewhere.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);

    expect((await signInFrom(app, home, 'voyageur@example.sn', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the owner in from a new address once a password was set there through an emailed link', async () => {
    const cafe = '10.30.0.1';
    expect((await signInFrom(app, cafe, 'voyageur@example.sn', TEST_PASSWORD)).statusCode).toBe(429);
    await app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'voyageur@example.sn' },
      remoteAddress: cafe,
    });
    const token = tokenFromLink((await lastEmailTo(app, 'voyageur@example.sn'))?.link);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'nouveau-secret' },
      remoteAddress: cafe,
    });
    expect(reset.statusCode).toBe(200);
    expect((await signInFrom(app, cafe, 'voyageur@example.sn', 'nouveau-secret')).statusCode).toBe(200);
  });

  it('stops one address trying many accounts', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < 6; i++) expect((await signInFrom(app, ip, `x${i}@example.sn`)).statusCode).toBe(401);
    expect((await signInFrom(app, ip, 'autre@example.sn')).statusCode).toBe(429);
  });
});
