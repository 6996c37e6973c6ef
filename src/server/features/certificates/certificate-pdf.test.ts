import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CERTIFICATE_SETTINGS } from '#shared/certificates/certificate-settings.ts';
import { newCertificate, newCourse, newSignedInUser, type SignedInUser } from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';
import { ownPath } from './certificate-pdf-images.ts';

// GET /api/certificates/{id}/pdf (issue 16, part drawing; decision 216): who may download it, what
// the file is (a valid A4 PDF with its font embedded, the learner's name with its accents, the
// verification code and address), a revoked one, and pictures taken only from the app's own files.

let app: TestApp;
let dataDir: string;
let jang: string;
let autre: string;
const people: Record<string, SignedInUser> = {};
let courseId: string;

/** pdf.js's text of the first page (what a reader copies: the glyphs map back to the characters). */
async function pdfText(bytes: Buffer): Promise<string> {
  // pdf.js 6 asks for Promise.withResolvers, which Node 20 lacks.
  const promise = Promise as unknown as { withResolvers?: () => unknown };
  promise.withResolvers ??= () => {
    let resolve: unknown;
    let reject: unknown;
    const made = new Promise((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise: made, resolve, reject };
  };
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jang-certificates-'));
  app = await createTestApp({ DATA_DIR: dataDir, APP_URL: 'https://jang.example.sn' });
  jang = await organizationId(app, 'jang');
  autre = await organizationId(app, 'autre');
  const person = async (
    name: string,
    role: 'student' | 'instructor' | 'admin' | 'superadmin',
    org = jang,
  ) => {
    people[name] = await newSignedInUser(app, { organizationId: org, role });
  };
  await person('learner', 'student');
  await person('otherLearner', 'student');
  await person('instructor', 'instructor');
  await person('admin', 'admin');
  await person('superadmin', 'superadmin');
  await person('otherOrgAdmin', 'admin', autre);
  courseId = (await newCourse(app.database.db, { organizationId: jang, title: 'Comptabilité SYSCOHADA' })).id;
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const download = (id: string, who?: SignedInUser) =>
  app.inject({ method: 'GET', url: `/api/certificates/${id}/pdf`, headers: who ? bearer(who) : {} });

describe('GET /api/certificates/{id}/pdf', () => {
  it('gives its learner a valid A4 PDF, its font embedded, named after the course and the date', async () => {
    const certificate = await newCertificate(app.database.db, {
      userId: people.learner!.userId,
      courseId,
      learnerName: 'Aïssatou Ñdèye Ŋom',
      courseTitle: 'Comptabilité SYSCOHADA : états financiers',
      gradePercent: 93,
      distinction: 'Très Bien',
      issuedAt: new Date('2026-11-20T10:00:00Z'),
    });
    const response = await download(certificate.id, people.learner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="certificat-comptabilite-syscohada-etats-financiers-2026-11-20.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bytes = response.rawPayload;
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe('Certificat — Comptabilité SYSCOHADA : états financiers');
    // The font is inside the file (a TrueType font program), not left to the reader's machine.
    const fontPrograms = pdf.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFDict && object.has(PDFName.of('FontFile2')));
    expect(fontPrograms.length).toBe(2);
    const text = await pdfText(bytes);
    expect(text).toContain('Aïssatou Ñdèye Ŋom');
    expect(text).toContain('avec la note de 93 %');
    expect(text).toContain('Mention Très Bien');
    expect(text).toContain(certificate.verificationCode);
  });

  it('is drawn for the admins and superadmins of its organisation, 404 for everyone else, 401 anonymous', async () => {
    const certificate = await newCertificate(app.database.db, {
      userId: people.otherLearner!.userId,
      courseId,
    });
    expect((await download(certificate.id, people.admin)).statusCode).toBe(200);
    expect((await download(certificate.id, people.superadmin)).statusCode).toBe(200);
    for (const who of ['learner', 'instructor', 'otherOrgAdmin']) {
      const response = await download(certificate.id, people[who]);
      expect(response.statusCode, who).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Ce certificat est introuvable.' });
    }
    expect((await download(certificate.id)).statusCode).toBe(401);
    expect((await download('00000000-0000-4000-8000-000000000000', people.admin)).statusCode).toBe(404);
    const malformed = await download('pas-un-id', people.admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/Identifiant invalide/);
  });

  it('tells the learner of a revoked certificate it was revoked, when and why (410); admins still get it', async () => {
    const other = await newSignedInUser(app, { organizationId: jang, role: 'student' });
    const certificate = await newCertificate(app.database.db, {
      userId: other.userId,
      courseId,
      revokedAt: new Date('2026-11-25T09:00:00Z'),
      revokedReason: 'Fraude à l’examen final',
      revokedBy: people.admin!.userId,
    });
    const response = await download(certificate.id, other);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      code: 'CERTIFICATE_REVOKED',
      error:
        "Ce certificat a été révoqué le 25 novembre 2026 (motif : Fraude à l’examen final) : il n'est plus téléchargeable. Pour toute question, contactez votre organisme de formation.",
    });
    expect((await download(certificate.id, people.admin)).statusCode).toBe(200);
  });

  it('draws the template’s logo from the app’s own files, never from another site', async () => {
    await mkdir(path.join(dataDir, 'uploads', 'public', 'logos'), { recursive: true });
    const logo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#c2410c' },
    })
      .webp()
      .toBuffer();
    await writeFile(path.join(dataDir, 'uploads', 'public', 'logos', 'ecole.webp'), logo);
    const own = await newSignedInUser(app, { organizationId: jang, role: 'student' });
    const foreign = await newSignedInUser(app, { organizationId: jang, role: 'student' });
    const ownLogo = await newCertificate(app.database.db, {
      userId: own.userId,
      courseId,
      templateSettings: {
        ...DEFAULT_CERTIFICATE_SETTINGS,
        showProductLogo: false,
        clientLogo: 'https://jang.example.sn/files/public/logos/ecole.webp',
      },
    });
    const foreignLogo = await newCertificate(app.database.db, {
      userId: foreign.userId,
      courseId,
      templateSettings: {
        ...DEFAULT_CERTIFICATE_SETTINGS,
        showProductLogo: false,
        clientLogo: 'https://ailleurs.example.com/files/public/logos/ecole.webp',
      },
    });
    const images = async (id: string, who: SignedInUser) => {
      const response = await download(id, who);
      expect(response.statusCode).toBe(200);
      const pdf = await PDFDocument.load(response.rawPayload);
      return pdf.context
        .enumerateIndirectObjects()
        .filter(
          ([, object]) =>
            object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
        ).length;
    };
    expect(await images(ownLogo.id, own)).toBe(1);
    expect(await images(foreignLogo.id, foreign)).toBe(0);
  });
});

describe('ownPath', () => {
  it('takes only this app’s addresses', () => {
    const app = 'https://jang.example.sn';
    expect(ownPath('/files/public/a.png', app)).toBe('/files/public/a.png');
    expect(ownPath('https://jang.example.sn/certificates/jang-logo.png?v=1', app)).toBe(
      '/certificates/jang-logo.png',
    );
    expect(ownPath('https://evil.example.com/files/public/a.png', app)).toBeNull();
    expect(ownPath('//evil.example.com/a.png', app)).toBeNull();
    expect(ownPath('file:///etc/passwd', app)).toBeNull();
  });
});
