import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/test-app.ts';

// /support's contacts (docs/decisions/055) and whether 'Mode démo' means anything (decision 057).

const BASE = { AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: '/tmp/jang-test-unused' };

describe('support contacts configuration', () => {
  it('has demo defaults, and takes SUPPORT_EMAIL, SUPPORT_PHONE and SUPPORT_WHATSAPP', () => {
    expect(loadConfig({ ...BASE, NODE_ENV: 'test' }).support).toEqual({
      email: 'support@jang.sn',
      phone: '+221 33 800 00 00',
      whatsapp: '+221 77 000 00 00',
    });
    const { support } = loadConfig({
      ...BASE,
      SUPPORT_EMAIL: 'aide@teranga.sn',
      SUPPORT_PHONE: '+221 33 123 45 67',
      SUPPORT_WHATSAPP: '+221 76 123 45 67',
    });
    expect(support).toEqual({
      email: 'aide@teranga.sn',
      phone: '+221 33 123 45 67',
      whatsapp: '+221 76 123 45 67',
    });
  });

  it('refuses to start with a malformed contact, in French', () => {
    expect(() => loadConfig({ ...BASE, SUPPORT_EMAIL: 'aide-at-teranga' })).toThrow(
      'SUPPORT_EMAIL est invalide (aide-at-teranga)',
    );
    expect(() => loadConfig({ ...BASE, SUPPORT_WHATSAPP: '77 123 45 67' })).toThrow(
      /SUPPORT_WHATSAPP est invalide .* format international/,
    );
    expect(() => loadConfig({ ...BASE, SUPPORT_PHONE: '+221 abc' })).toThrow(/SUPPORT_PHONE est invalide/);
  });
});

describe('GET /api/support/contact', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      SUPPORT_EMAIL: 'aide@jang.sn',
      SUPPORT_WHATSAPP: '+221 76 555 44 33',
      INSTALLMENT_GRACE_DAYS: '5',
    });
  });
  afterAll(async () => app.close());

  it('answers a signed-out visitor with the default organisation and the configured contacts', async () => {
    const response = await app.inject({ url: '/api/support/contact' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      organizationName: 'Jàng Démo',
      email: 'aide@jang.sn',
      phone: '+221 33 800 00 00',
      whatsapp: '+221 76 555 44 33',
      payments: { pendingExpiryHours: 24, installmentGraceDays: 5 },
    });
  });

  it("names a signed-in user's own organisation, whatever their role", async () => {
    await createUser(app, { email: 'admin-autre@example.sn', roles: ['admin'], organization: 'autre' });
    const admin = await signIn(app, 'admin-autre@example.sn');
    const response = await app.inject({ url: '/api/support/contact', headers: bearer(admin) });
    expect(response.json().data.organizationName).toBe('Autre organisation');
  });
});

describe('GET /api/marketplace/demo-catalog', () => {
  it("is unavailable when the default catalogue is the demo organisation's (the switch would change nothing)", async () => {
    const app = await createTestApp();
    try {
      const response = await app.inject({ url: '/api/marketplace/demo-catalog' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ available: false, organizationName: null });
    } finally {
      await app.close();
    }
  });

  it('is available, with its name, when visitors see a real organisation by default', async () => {
    const app = await createTestApp({ DEFAULT_ORGANIZATION_SLUG: 'autre' });
    try {
      expect((await app.inject({ url: '/api/marketplace/demo-catalog' })).json().data).toEqual({
        available: true,
        organizationName: 'Jàng Démo',
      });
    } finally {
      await app.close();
    }
  });
});
