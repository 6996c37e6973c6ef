import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../test/factories/index.ts';
import { createTestApp, organizationId, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

// Accounts, part settings (issue 17): behind a trusted proxy (TRUST_PROXY), the address a session
// records is the forwarded one; without it (accounts-settings.test.ts) X-Forwarded-For is ignored.
// Its own file: on PostgreSQL each file starts from empty tables, one app at a time.

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

let proxied: TestApp;
beforeAll(async () => {
  proxied = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
});
afterAll(async () => proxied?.close());

describe('login history behind a trusted proxy', () => {
  it('with a trusted proxy, the forwarded address is the one recorded', async () => {
    const user = await newUser(proxied.database.db, {
      organizationId: await organizationId(proxied, 'jang'),
    });
    const response = await proxied.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'x-forwarded-for': '41.82.10.20', 'user-agent': CHROME_ANDROID },
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: '10.1.2.3',
    });
    expect(response.statusCode).toBe(200);
    const history = await proxied.inject({
      url: '/api/v1/student/settings/login-history',
      headers: { authorization: `Bearer ${response.json().data.accessToken}` },
    });
    expect(history.json().loginHistory[0]).toMatchObject({ ip_address: '41.82.10.20', is_current: true });
  });

  it('a hop that is not a trusted proxy is not believed', async () => {
    const user = await newUser(proxied.database.db, {
      organizationId: await organizationId(proxied, 'jang'),
    });
    const response = await proxied.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'x-forwarded-for': '41.82.10.20' },
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: '203.0.113.9',
    });
    const history = await proxied.inject({
      url: '/api/v1/student/settings/login-history',
      headers: { authorization: `Bearer ${response.json().data.accessToken}` },
    });
    expect(history.json().loginHistory[0]).toMatchObject({ ip_address: '203.0.113.9' });
  });
});
