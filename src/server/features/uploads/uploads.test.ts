import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../jobs/testing/run-job.ts';
import {
  bearer,
  createTestApp,
  createUser,
  organizationId,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';
import { samplePdf, samplePng, sampleWindowsExecutable } from '../exercises/sample-files.ts';
import { ABANDONED_UPLOADS_JOB } from './abandoned-uploads.ts';

// Resumable uploads over tus (decision 150), through app.inject: creation, a PATCH in two chunks
// with a HEAD between (the offset survives), the 10 MB limit, the type from the bytes, who may
// upload and resume, and French refusals for bad headers.

let app: TestApp;
let dataDir: string;
const people: Record<string, SignedIn> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jang-uploads-'));
  app = await createTestApp({ DATA_DIR: dataDir });
  const accounts = {
    instructor: { roles: ['instructor'] as const, organization: 'jang' },
    otherInstructor: { roles: ['instructor'] as const, organization: 'jang' },
    admin: { roles: ['admin'] as const, organization: 'jang' },
    otherOrgAdmin: { roles: ['admin'] as const, organization: 'autre' },
    student: { roles: ['student'] as const, organization: 'jang' },
  };
  for (const [name, account] of Object.entries(accounts)) {
    const email = `${name.toLowerCase()}.uploads@exemple.sn`;
    await createUser(app, { email, roles: [...account.roles], organization: account.organization });
    people[name] = await signIn(app, email);
  }
}, 60_000);
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (name: string) => `filename ${Buffer.from(name).toString('base64')}`;
const stored = () => readdir(path.join(dataDir, 'uploads'), { recursive: true }).catch(() => [] as string[]);
const partials = () => readdir(path.join(dataDir, 'tus-uploads')).catch(() => [] as string[]);

function create(who: SignedIn | null, length: number, name = 'Leçon 1 — Été.pdf', extra = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...(who ? bearer(who) : {}),
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': metadata(name),
      ...extra,
    },
  });
}

async function created(who: SignedIn, bytes: Buffer, name?: string): Promise<string> {
  const response = await create(who, bytes.length, name);
  expect(response.statusCode, response.body).toBe(201);
  return String(response.headers.location);
}

function patch(who: SignedIn | null, location: string, offset: number, bytes: Buffer, extra = {}) {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...(who ? bearer(who) : {}),
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...extra,
    },
    payload: bytes,
  });
}

function head(who: SignedIn | null, location: string) {
  return app.inject({ method: 'HEAD', url: location, headers: { ...(who ? bearer(who) : {}), ...TUS } });
}

describe('resumable uploads (tus)', () => {
  it('creates, takes two chunks with a HEAD between, then stores the PDF under a slugified name', async () => {
    const pdf = samplePdf();
    const location = await created(people.instructor!, pdf);
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    const half = Math.floor(pdf.length / 2);

    const first = await patch(people.instructor!, location, 0, pdf.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    // Handed to tus, the answer keeps the app's security headers.
    expect(first.headers['x-content-type-options']).toBe('nosniff');

    // The connection dropped: the client asks where it stands, and the offset survived.
    const where = await head(people.instructor!, location);
    expect(where.statusCode).toBe(200);
    expect(where.headers['upload-offset']).toBe(String(half));
    expect(where.headers['upload-length']).toBe(String(pdf.length));

    const last = await patch(people.instructor!, location, half, pdf.subarray(half));
    expect(last.statusCode, last.body).toBe(200);
    const result = last.json();
    const id = location.split('/').pop();
    expect(result).toMatchObject({
      id,
      kind: 'document',
      mimeType: 'application/pdf',
      extension: 'pdf',
      originalName: 'Leçon 1 — Été.pdf',
      sizeBytes: pdf.length,
      pageCount: 1,
    });
    expect(result.fileName).toMatch(/^lecon-1-ete-\d{13}\.pdf$/);
    const jang = await organizationId(app, 'jang');
    expect(result.key).toBe(`public/uploads/${jang}/${id}/${result.fileName}`);

    // Served back with the bytes sent, from the storage, with safe headers.
    const served = await app.inject({ url: new URL(result.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    // The partial is gone; the result is still there, and HEAD says the upload is complete.
    expect(await partials()).not.toContain(id);
    const again = await app.inject({ url: `${location}/result`, headers: bearer(people.instructor!) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(result);
    const done = await head(people.instructor!, location);
    expect(done.headers['upload-offset']).toBe(String(pdf.length));
  });

  it('refuses a wrong offset (409, French) and keeps the bytes received', async () => {
    const pdf = samplePdf();
    const location = await created(people.instructor!, pdf);
    await patch(people.instructor!, location, 0, pdf.subarray(0, 10));
    const wrong = await patch(people.instructor!, location, 0, pdf.subarray(0, 10));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      code: 'CONFLICT',
      error: expect.stringContaining('position de reprise'),
    });
    expect((await head(people.instructor!, location)).headers['upload-offset']).toBe('10');
  });

  it('refuses more than 10 MB before any byte is stored (413, French)', async () => {
    const before = await partials();
    const response = await create(people.instructor!, 10 * 1024 * 1024 + 1, 'cours.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      error: 'Fichier trop volumineux : « cours.pdf » fait 10 Mo, la limite est de 10 Mo.',
    });
    expect(await partials()).toEqual(before);
    expect((await create(people.instructor!, 10 * 1024 * 1024, 'cours.pdf')).statusCode).toBe(201);
  });

  it('refuses more bytes than announced (413, French)', async () => {
    const location = await created(people.instructor!, Buffer.alloc(4));
    const response = await patch(people.instructor!, location, 0, Buffer.from('bonjour'));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/^Fichier trop volumineux/);
  });

  it('refuses a disguised file (an executable, an HTML page named .pdf) with 415, leaving nothing behind', async () => {
    for (const [bytes, name] of [
      [sampleWindowsExecutable(), 'rapport.pdf'],
      [Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'rapport.pdf'],
      [Buffer.from('Nom;Note\nAwa;<script>alert(1)</script>\n'), 'notes.csv'],
      [Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04]), 'inconnu.txt'],
    ] as const) {
      const before = await stored();
      const location = await created(people.instructor!, bytes, name);
      const response = await patch(people.instructor!, location, 0, bytes);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
      expect(response.json().error).toMatch(/^Type de fichier non supporté/);
      expect(await stored()).toEqual(before);
      expect(await partials()).not.toContain(location.split('/').pop());
      expect((await head(people.instructor!, location)).statusCode).toBe(404);
    }
  });

  it('accepts UTF-8 text as .txt or .csv, and a picture stored in WebP widths', async () => {
    const csv = Buffer.from('Nom;Note\nAwa Diop;17\nMoussa Ndiaye;12 < 15\n');
    const csvLocation = await created(people.admin!, csv, 'Notes été.csv');
    const csvDone = await patch(people.admin!, csvLocation, 0, csv);
    expect(csvDone.statusCode, csvDone.body).toBe(200);
    expect(csvDone.json()).toMatchObject({
      kind: 'document',
      mimeType: 'text/csv',
      extension: 'csv',
      pageCount: null,
    });

    const png = samplePng();
    const pngLocation = await created(people.admin!, png, 'photo.jpeg');
    const pngDone = await patch(people.admin!, pngLocation, 0, png);
    // The bytes decide (a PNG named .jpeg is a picture), then it is stored resized, in WebP (decision 135).
    expect(pngDone.statusCode, pngDone.body).toBe(200);
    expect(pngDone.json()).toMatchObject({ kind: 'image', mimeType: 'image/webp', extension: 'webp' });
    expect(pngDone.json().fileName).toMatch(/^photo-\d{13}\.\d+x\d+\.webp$/);
    const served = await app.inject({ method: 'GET', url: pngDone.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('lets instructors and admins upload; students get 403 and visitors 401', async () => {
    expect((await create(null, 10)).statusCode).toBe(401);
    const student = await create(people.student!, 10);
    expect(student.statusCode).toBe(403);
    expect(student.json().code).toBe('FORBIDDEN');
    for (const who of ['instructor', 'admin', 'otherOrgAdmin']) {
      expect((await create(people[who]!, 10)).statusCode, who).toBe(201);
    }
    // tus answers CORS itself: only to the app's own origin.
    const foreign = await create(people.instructor!, 10, 'a.txt', { origin: 'https://ailleurs.example' });
    expect(foreign.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('keeps an upload to its owner: anyone else, of this organisation or another, gets 404', async () => {
    const pdf = samplePdf();
    const location = await created(people.instructor!, pdf);
    await patch(people.instructor!, location, 0, pdf.subarray(0, 20));
    for (const who of ['otherInstructor', 'admin', 'otherOrgAdmin']) {
      const person = people[who]!;
      expect((await head(person, location)).statusCode, who).toBe(404);
      const resumed = await patch(person, location, 20, pdf.subarray(20));
      expect(resumed.statusCode, who).toBe(404);
      expect(resumed.json().error).toBe('Cet envoi de fichier est introuvable.');
      const cancelled = await app.inject({
        method: 'DELETE',
        url: location,
        headers: { ...bearer(person), ...TUS },
      });
      expect(cancelled.statusCode, who).toBe(404);
    }
    expect((await head(people.student!, location)).statusCode).toBe(403);
    expect((await head(null, location)).statusCode).toBe(401);
    expect((await head(people.instructor!, location)).headers['upload-offset']).toBe('20');

    const done = await patch(people.instructor!, location, 20, pdf.subarray(20));
    expect(done.statusCode).toBe(200);
    for (const who of ['otherInstructor', 'admin', 'otherOrgAdmin']) {
      const result = await app.inject({ url: `${location}/result`, headers: bearer(people[who]!) });
      expect(result.statusCode, who).toBe(404);
      expect((await head(people[who]!, location)).statusCode, who).toBe(404);
    }
  });

  it('lets the owner give up an upload (DELETE): its partial is removed', async () => {
    const location = await created(people.instructor!, Buffer.alloc(100));
    await patch(people.instructor!, location, 0, Buffer.alloc(50));
    const response = await app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...bearer(people.instructor!), ...TUS },
    });
    expect(response.statusCode).toBe(204);
    expect(await partials()).not.toContain(location.split('/').pop());
  });

  it('refuses bad headers with a French 400, storing nothing', async () => {
    const location = await created(people.instructor!, Buffer.alloc(10));
    const before = await partials();
    const cases = [
      {
        name: 'no Tus-Resumable',
        response: await create(people.instructor!, 10, 'a.pdf', { 'tus-resumable': '' }),
      },
      {
        name: 'old Tus-Resumable',
        response: await create(people.instructor!, 10, 'a.pdf', { 'tus-resumable': '0.2.2' }),
      },
      { name: 'no length', response: await create(people.instructor!, 10, 'a.pdf', { 'upload-length': '' }) },
      {
        name: 'negative length',
        response: await create(people.instructor!, 10, 'a.pdf', { 'upload-length': '-1' }),
      },
      {
        name: 'deferred length',
        response: await create(people.instructor!, 10, 'a.pdf', { 'upload-defer-length': '1' }),
      },
      {
        name: 'bad metadata',
        response: await create(people.instructor!, 10, 'a.pdf', { 'upload-metadata': 'filename ***' }),
      },
      { name: 'NUL in the name', response: await create(people.instructor!, 10, 'a\u0000.pdf') },
      {
        name: 'PATCH without offset',
        response: await patch(people.instructor!, location, 0, Buffer.alloc(1), { 'upload-offset': 'x' }),
      },
      {
        name: 'PATCH as JSON',
        response: await patch(people.instructor!, location, 0, Buffer.from('{}'), {
          'content-type': 'application/json',
        }),
      },
    ];
    for (const { name, response } of cases) {
      expect(response.statusCode, name).toBe(400);
      expect(response.json().code, name).toBe('VALIDATION');
      expect(response.json().error, name).not.toMatch(/invalid|required|missing/i);
    }
    expect(cases[0]!.response.json().error).toContain('Tus-Resumable: 1.0.0');
    expect(await partials()).toEqual(before);
    expect((await head(people.instructor!, location)).headers['upload-offset']).toBe('0');
  });

  it('answers 404 for an unknown or malformed upload id', async () => {
    for (const id of ['0123456789abcdef0123456789abcdef', '..%2F..%2Fetc', 'x']) {
      const response = await head(people.instructor!, `/api/uploads/${id}`);
      expect(response.statusCode, id).toBe(404);
      const result = await app.inject({
        url: `/api/uploads/${id}/result`,
        headers: bearer(people.instructor!),
      });
      expect(result.statusCode, id).toBe(404);
      expect(result.json().error).toBe('Cet envoi de fichier est introuvable.');
    }
  });

  // Last: it starts the job queue.
  it('a recurring job removes the partials left untouched for 24 hours', async () => {
    const pdf = samplePdf();
    const abandoned = await created(people.instructor!, pdf);
    await patch(people.instructor!, abandoned, 0, pdf.subarray(0, 20));
    const active = await created(people.instructor!, pdf);
    const id = abandoned.split('/').pop()!;
    const dayAndAHalfAgo = new Date(Date.now() - 36 * 3600_000);
    for (const file of [id, `${id}.json`]) {
      await utimes(path.join(dataDir, 'tus-uploads', file), dayAndAHalfAgo, dayAndAHalfAgo);
    }
    await app.jobs.start();
    // (The run at start may have been first: either way, after this run the partial is gone.)
    await runJob(app.jobs, ABANDONED_UPLOADS_JOB);
    expect(await partials()).not.toContain(id);
    expect((await head(people.instructor!, abandoned)).statusCode).toBe(404);
    expect((await head(people.instructor!, active)).statusCode).toBe(200);
  });
});
