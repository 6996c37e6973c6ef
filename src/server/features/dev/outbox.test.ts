import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The development outbox shows each email's HTML part as a mail app would; production has no outbox routes.
describe('development outbox: the HTML part of an email', () => {
  let app: TestApp;
  let production: TestApp;
  let withHtml: string;
  let textOnly: string;

  beforeAll(async () => {
    app = await createTestApp();
    const rows = await app.database.db
      .insert(emailOutbox)
      .values([
        { kind: 'payment-receipt', to: 'a@example.sn', subject: 'Reçu', text: 'Reçu', html: '<p>Reçu</p>' },
        { kind: 'confirm-email', to: 'b@example.sn', subject: 'Confirmez', text: 'Confirmez' },
      ])
      .returning({ id: emailOutbox.id, kind: emailOutbox.kind });
    withHtml = rows.find((row) => row.kind === 'payment-receipt')!.id;
    textOnly = rows.find((row) => row.kind === 'confirm-email')!.id;
  });
  afterAll(async () => {
    await app.close();
    await production?.close();
  });

  it('lists which emails have an HTML part and serves it as a page', async () => {
    const list = await app.inject({ url: '/api/dev/outbox' });
    const byId = new Map(
      (list.json().data as { id: string; hasHtml: boolean }[]).map((e) => [e.id, e.hasHtml]),
    );
    expect(byId.get(withHtml)).toBe(true);
    expect(byId.get(textOnly)).toBe(false);
    const page = await app.inject({ url: `/api/dev/outbox/${withHtml}/html` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe('<p>Reçu</p>');
  });

  it('lists only the emails to one address when asked (?to=), however many others came since', async () => {
    const list = await app.inject({ url: '/api/dev/outbox?to=b%40example.sn' });
    expect(list.statusCode).toBe(200);
    expect((list.json().data as { id: string; to: string }[]).map((e) => [e.id, e.to])).toEqual([
      [textOnly, 'b@example.sn'],
    ]);
  });

  it('answers in French for an email without HTML, an unknown one, or a malformed id', async () => {
    const noHtml = await app.inject({ url: `/api/dev/outbox/${textOnly}/html` });
    expect(noHtml.statusCode).toBe(404);
    expect(noHtml.json()).toMatchObject({ code: 'NOT_FOUND', error: "Cet email n'a pas de version HTML." });
    const unknown = await app.inject({ url: '/api/dev/outbox/00000000-0000-4000-8000-000000000000/html' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({ url: '/api/dev/outbox/pas-un-id/html' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toContain('Identifiant invalide');
  });

  it('does not exist in production', async () => {
    production = await createTestApp({ NODE_ENV: 'production', SANDBOX_PAYMENTS_ENABLED: 'true' });
    expect((await production.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await production.inject({ url: `/api/dev/outbox/${withHtml}/html` })).statusCode).toBe(404);
  });
});
