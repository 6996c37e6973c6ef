import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastEmailTo, type TestApp, tokenFromLink } from '../../test/test-app.ts';

const CHECKOUT = '/marketplace/0d6f7a52-6f59-4c4e-9a3c-1b0f0b6d7e11/payment?planType=installments';

// Someone sent to sign in mid-checkout who creates an account comes back to it: the page travels as
// `redirect` through sign-up and the confirmation email, only as a relative path of this site.
describe('the return path through sign-up and email confirmation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  let count = 0;
  const signUp = async (redirect: unknown) => {
    const email = `retour-${++count}@example.sn`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'un-mot-de-passe', firstName: 'Khady', lastName: 'Faye', redirect },
    });
    expect(response.statusCode).toBe(201);
    const sent = await lastEmailTo(app, email);
    return { email, link: new URL(sent!.link!) };
  };

  it('puts the checkout address in the confirmation link, and the token still confirms', async () => {
    const { link } = await signUp(CHECKOUT);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/auth/confirm-email');
    expect(link.searchParams.get('redirect')).toBe(CHECKOUT);
    const confirmed = await app.inject(`/api/auth/confirm-email?token=${tokenFromLink(link.href)}`);
    expect(confirmed.statusCode).toBe(200);
  });

  it.each([
    ['another site', 'https://evil.example/x'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['an auth page', '/auth/login?redirect=/dashboard'],
  ])('drops %s and still signs up', async (_label, redirect) => {
    const { link } = await signUp(redirect);
    expect(link.searchParams.get('redirect')).toBeNull();
    expect(link.href).not.toContain('evil');
  });

  it('signs up without one as before', async () => {
    const { link } = await signUp(undefined);
    expect([...link.searchParams.keys()]).toEqual(['token']);
  });

  it('refuses a return path that is not text, like any malformed field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email: 'objet@example.sn',
        password: 'un-mot-de-passe',
        firstName: 'A',
        lastName: 'B',
        redirect: { to: '/x' },
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps it when the confirmation email is sent again', async () => {
    const { email } = await signUp(CHECKOUT);
    await app.database.db.execute(sql`update users set confirmation_sent_at = now() - interval '61 seconds'`);
    const resent = await app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email, redirect: CHECKOUT },
    });
    expect(resent.statusCode).toBe(200);
    const link = new URL((await lastEmailTo(app, email))!.link!);
    expect(link.searchParams.get('redirect')).toBe(CHECKOUT);
  });
});
