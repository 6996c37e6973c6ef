import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('answers ok with the database kind and version', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/sign-up',
        '/api/auth/sign-in',
        '/api/auth/me',
        '/api/payments/quote',
        '/api/payments/initialize',
        '/api/payments/check-status',
        '/api/payments/webhooks/{gatewayId}',
      ]),
    );
    const docsPage = await app.inject('/api/docs');
    expect([200, 302]).toContain(docsPage.statusCode);
  });

  it('answers unknown API paths with a French 404', async () => {
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Ressource introuvable (404)', code: 'NOT_FOUND' });
  });
});
