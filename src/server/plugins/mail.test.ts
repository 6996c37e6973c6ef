import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastEmailTo, type TestApp } from '../test/test-app.ts';

// With SMTP_URL set, emails leave through nodemailer (here to a local SMTP server) and stay in the outbox.
describe('email delivery over SMTP', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let app: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Jàng <test@jang.sn>' });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the confirmation email and marks it delivered', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'binta@example.sn', password: 'un-mot-de-passe', firstName: 'Binta', lastName: 'Sy' },
    });
    expect(response.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/To: binta@example\.sn/);
    const body = received[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '='); // quoted-printable
    expect(body).toContain('/auth/confirm-email?token=');
    const row = await lastEmailTo(app, 'binta@example.sn');
    expect(row?.deliveredAt).toBeInstanceOf(Date);
  });
});
