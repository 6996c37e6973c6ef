import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCertificate, newCourse, newUser } from '../../test/factories/index.ts';
import { createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

// GET /api/certificates/verify/{code} (issue 16, part drawing; decisions 218–219): public, valid /
// revoked / not found, only what the certificate prints, codes typed in any case, and a budget per IP.

const LIMIT = 5;
let app: TestApp;
let jang: string;
let courseId: string;
let address = 0;
/** Each test speaks from its own address, so the budget of one does not spend another's. */
const nextAddress = () => `198.51.100.${++address}`;

beforeAll(async () => {
  app = await createTestApp({ CERTIFICATE_VERIFY_LIMIT_PER_MINUTE: String(LIMIT) });
  jang = await organizationId(app, 'jang');
  courseId = (await newCourse(app.database.db, { organizationId: jang })).id;
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const verify = (code: string, remoteAddress = nextAddress()) =>
  app.inject({ method: 'GET', url: `/api/certificates/verify/${encodeURIComponent(code)}`, remoteAddress });

async function learnerCertificate(
  values: Parameters<typeof newCertificate>[1] extends infer O ? Partial<O> : never,
) {
  const learner = await newUser(app.database.db, { organizationId: jang });
  return newCertificate(app.database.db, { userId: learner.id, courseId, ...values });
}

describe('GET /api/certificates/verify/{code}', () => {
  it('says a certificate is valid, with only what it prints', async () => {
    const certificate = await learnerCertificate({
      learnerName: 'Aminata Ndiaye',
      courseTitle: 'Comptabilité SYSCOHADA',
      gradePercent: 86,
      distinction: 'Bien',
    });
    const response = await verify(certificate.verificationCode);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json().data;
    expect(body).toEqual({
      status: 'valid',
      certificate: {
        verificationCode: certificate.verificationCode,
        learnerName: 'Aminata Ndiaye',
        courseTitle: 'Comptabilité SYSCOHADA',
        organizationName: 'Organisation',
        issuedAt: certificate.issuedAt.toISOString(),
        gradePercent: 86,
        distinction: 'Bien',
        revokedAt: null,
        revokedReason: null,
      },
    });
    // Nothing that would lead to the learner's account.
    expect(JSON.stringify(body)).not.toContain(certificate.userId);
    expect(JSON.stringify(body)).not.toContain(certificate.id);
  });

  it('reads a code typed in lower case, with spaces or dashes', async () => {
    const certificate = await learnerCertificate({});
    const code = certificate.verificationCode;
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 7)} ${code.slice(7).toLowerCase()}`;
    const response = await verify(typed);
    expect(response.json().data).toMatchObject({ status: 'valid', certificate: { verificationCode: code } });
  });

  it('says a revoked certificate is revoked, when and why', async () => {
    const certificate = await learnerCertificate({
      revokedAt: new Date('2026-11-25T09:00:00Z'),
      revokedReason: 'Fraude à l’examen final',
    });
    const response = await verify(certificate.verificationCode);
    expect(response.json().data).toMatchObject({
      status: 'revoked',
      certificate: { revokedAt: '2026-11-25T09:00:00.000Z', revokedReason: 'Fraude à l’examen final' },
    });
  });

  it('finds nothing for a forged or malformed code', async () => {
    for (const code of ['ZZZZZZZZZZ', 'abc', '../../etc', 'é'.repeat(10)]) {
      const response = await verify(code);
      expect(response.statusCode, code).toBe(200);
      expect(response.json().data).toEqual({ status: 'not_found', certificate: null });
    }
    const tooLong = await verify('A'.repeat(65));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/de 1 à 64 caractères/);
  });

  it('refuses more than its budget from one address, in French, and keeps the others going', async () => {
    const certificate = await learnerCertificate({});
    const one = nextAddress();
    for (let i = 0; i < LIMIT; i++) expect((await verify('ZZZZZZZZZZ', one)).statusCode).toBe(200);
    const refused = await verify(certificate.verificationCode, one);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().error).toMatch(
      /^Trop de vérifications de certificats depuis votre connexion : réessayez dans \d+ secondes\.$/,
    );
    expect((await verify(certificate.verificationCode)).statusCode).toBe(200);
  });
});
