import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CERTIFICATE_SETTINGS } from '#shared/certificates/certificate-settings.ts';
import type {
  TDirector,
  TStoredAsset,
  TTemplateDetail,
  TTemplateListItem,
} from '#shared/certificates/certificate-templates.contract.ts';
import {
  newCertificateDirector,
  newCertificateTemplate,
  newCohort,
  newCourse,
  newSignedInUser,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

// The certificate designer's API (issue 16 "Designer"): who may call each route (six callers), the
// templates' lifecycle (defaults, duplicate, rename, version +1, delete refused while used), the
// directors, the pictures judged by their bytes, the thumbnails; bad input changes nothing.

const CALLERS = ['anonymous', 'learner', 'instructor', 'admin', 'otherOrgAdmin', 'superadmin'] as const;
type CallerName = (typeof CALLERS)[number];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const APP_URL = 'http://jang.test';
let app: TestApp;
let dataDir: string;
let jang: string;
let autre: string;
const people = {} as Record<Exclude<CallerName, 'anonymous'>, SignedInUser>;

const headers = (caller: CallerName) => (caller === 'anonymous' ? {} : bearer(people[caller]));

type Answer<T = unknown> = {
  status: number;
  body: { data: T; error?: string; code?: string; details?: Record<string, unknown> };
};

async function call<T = unknown>(caller: CallerName, method: Method, url: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    headers: headers(caller),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.body ? response.json() : {},
  } as Answer<T>;
}

async function multipart(file: { name: string; type: string; content: Buffer | string }) {
  const form = new FormData();
  const bytes =
    typeof file.content === 'string' ? new TextEncoder().encode(file.content) : new Uint8Array(file.content);
  form.append('file', new Blob([bytes], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function upload<T = TStoredAsset>(
  caller: CallerName,
  method: 'POST' | 'PUT',
  url: string,
  file: { name: string; type: string; content: Buffer | string },
) {
  const body = await multipart(file);
  const response = await app.inject({
    method,
    url,
    headers: { ...headers(caller), 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() } as Answer<T>;
}

const picture = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 0.8 } } })
    [format]()
    .toBuffer();

const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

const countRows = async (table: string) =>
  Number(
    (await app.database.db.execute<{ n: string }>(sql.raw(`select count(*)::text as n from ${table}`)))
      .rows[0]!.n,
  );
const auditActions = async (targetId: string) =>
  (
    await app.database.db.execute<{ action: string }>(
      sql`select action from audit_log where target_id = ${targetId} order by occurred_at, action`,
    )
  ).rows.map((row) => row.action);

async function storedCertificateFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'uploads', 'public', 'certificates');
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((entry) => /\.(png|jpg|webp|avif)$/.test(entry)).sort();
}

async function newTemplate(name = 'Modèle test') {
  const created = await call<TTemplateDetail>('admin', 'POST', '/api/admin/certificate-templates', { name });
  expect(created.status).toBe(201);
  return created.body.data;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jang-cert-designer-'));
  app = await createTestApp({ DATA_DIR: dataDir, APP_URL });
  jang = await organizationId(app, 'jang');
  autre = await organizationId(app, 'autre');
  people.learner = await newSignedInUser(app, { organizationId: jang, role: 'student' });
  people.instructor = await newSignedInUser(app, { organizationId: jang, role: 'instructor' });
  people.admin = await newSignedInUser(app, { organizationId: jang, role: 'admin' });
  people.otherOrgAdmin = await newSignedInUser(app, { organizationId: autre, role: 'admin' });
  people.superadmin = await newSignedInUser(app, { organizationId: jang, role: 'superadmin' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('who may call the designer routes (six callers)', () => {
  const expectStatuses = async (
    request: (caller: CallerName) => Promise<{ status: number }>,
    expected: Record<CallerName, number>,
  ) => {
    const observed = {} as Record<CallerName, number>;
    for (const caller of CALLERS) observed[caller] = (await request(caller)).status;
    expect(observed).toEqual(expected);
  };
  const fresh = async () => (await newCertificateTemplate(app.database.db, { organizationId: jang })).id;
  const freshDirector = async () =>
    (await newCertificateDirector(app.database.db, { organizationId: jang })).id;
  const T = '/api/admin/certificate-templates';
  const D = '/api/admin/certificate-directors';

  it('reads: admins, superadmins and instructors of the organisation; another organisation 404', async () => {
    const id = await fresh();
    await expectStatuses((c) => call(c, 'GET', T), {
      anonymous: 401,
      learner: 403,
      instructor: 200,
      admin: 200,
      otherOrgAdmin: 200,
      superadmin: 200,
    });
    await expectStatuses((c) => call(c, 'GET', `${T}/${id}`), {
      anonymous: 401,
      learner: 403,
      instructor: 200,
      admin: 200,
      otherOrgAdmin: 404,
      superadmin: 200,
    });
    const seenByAutre = await call<TTemplateListItem[]>('otherOrgAdmin', 'GET', T);
    expect(seenByAutre.body.data.map((row) => row.id)).not.toContain(id);
  });

  it('writes: admins and superadmins only (instructor 403), another organisation 404', async () => {
    await expectStatuses((c) => call(c, 'POST', T, { name: 'Nouveau' }), {
      anonymous: 401,
      learner: 403,
      instructor: 403,
      admin: 201,
      otherOrgAdmin: 201,
      superadmin: 201,
    });
    const rename = async (c: CallerName) => call(c, 'PATCH', `${T}/${await fresh()}`, { name: 'Renommé' });
    await expectStatuses(rename, {
      anonymous: 401,
      learner: 403,
      instructor: 403,
      admin: 200,
      otherOrgAdmin: 404,
      superadmin: 200,
    });
    const save = async (c: CallerName) =>
      call(c, 'PUT', `${T}/${await fresh()}/settings`, {
        version: 1,
        settings: DEFAULT_CERTIFICATE_SETTINGS,
      });
    await expectStatuses(save, {
      anonymous: 401,
      learner: 403,
      instructor: 403,
      admin: 200,
      otherOrgAdmin: 404,
      superadmin: 200,
    });
    const duplicate = async (c: CallerName) => call(c, 'POST', `${T}/${await fresh()}/duplicate`, {});
    await expectStatuses(duplicate, {
      anonymous: 401,
      learner: 403,
      instructor: 403,
      admin: 201,
      otherOrgAdmin: 404,
      superadmin: 201,
    });
    const remove = async (c: CallerName) => call(c, 'DELETE', `${T}/${await fresh()}`);
    await expectStatuses(remove, {
      anonymous: 401,
      learner: 403,
      instructor: 403,
      admin: 204,
      otherOrgAdmin: 404,
      superadmin: 204,
    });
    const png = await picture('png');
    const thumbnail = async (c: CallerName) =>
      upload(c, 'PUT', `${T}/${await fresh()}/thumbnail`, {
        name: 'apercu.png',
        type: 'image/png',
        content: png,
      });
    await expectStatuses(thumbnail, {
      anonymous: 401,
      learner: 403,
      instructor: 403,
      admin: 200,
      otherOrgAdmin: 404,
      superadmin: 200,
    });
    await expectStatuses(
      (c) =>
        upload(c, 'POST', '/api/admin/certificate-assets?kind=logo', {
          name: 'logo.png',
          type: 'image/png',
          content: png,
        }),
      { anonymous: 401, learner: 403, instructor: 403, admin: 201, otherOrgAdmin: 201, superadmin: 201 },
    );
  });

  it('directors: admins and superadmins of the organisation only', async () => {
    const body = { name: 'Fatou Sarr', title: 'Directrice', signatureUrl: null };
    await expectStatuses((c) => call(c, 'GET', D), {
      anonymous: 401,
      learner: 403,
      instructor: 403,
      admin: 200,
      otherOrgAdmin: 200,
      superadmin: 200,
    });
    await expectStatuses((c) => call(c, 'POST', D, body), {
      anonymous: 401,
      learner: 403,
      instructor: 403,
      admin: 201,
      otherOrgAdmin: 201,
      superadmin: 201,
    });
    await expectStatuses(async (c) => call(c, 'PUT', `${D}/${await freshDirector()}`, body), {
      anonymous: 401,
      learner: 403,
      instructor: 403,
      admin: 200,
      otherOrgAdmin: 404,
      superadmin: 200,
    });
    await expectStatuses(async (c) => call(c, 'DELETE', `${D}/${await freshDirector()}`), {
      anonymous: 401,
      learner: 403,
      instructor: 403,
      admin: 204,
      otherOrgAdmin: 404,
      superadmin: 204,
    });
  });
});

describe('templates', () => {
  it('a new template has the settings of §9, version 1, and is listed newest first', async () => {
    const first = await newTemplate('Premier');
    const second = await newTemplate('Second');
    expect(second.settings).toEqual(DEFAULT_CERTIFICATE_SETTINGS);
    expect(second.settings.certificateTitle).toBe('CERTIFICAT');
    expect(second.settings.certificateSubtitle).toBe('de complétion');
    expect(second.settings.distinctionThresholds.map((row) => row.threshold)).toEqual([90, 80, 70, 60]);
    expect(second).toMatchObject({ version: 1, thumbnail_url: null, usage: { courses: 0, cohorts: 0 } });
    const list = await call<TTemplateListItem[]>('admin', 'GET', '/api/admin/certificate-templates');
    const ids = list.body.data.map((row) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(Object.keys(list.body.data[0]!)).toEqual(expect.arrayContaining(['id', 'name', 'thumbnail_url']));
    expect(await auditActions(second.id)).toEqual(['certificate_template.created']);
  });

  it('each save of the settings is version +1; a save from an old version is refused (409), nothing written', async () => {
    const template = await newTemplate();
    const url = `/api/admin/certificate-templates/${template.id}/settings`;
    const landscape = { ...DEFAULT_CERTIFICATE_SETTINGS, orientation: 'landscape' as const };
    const saved = await call<TTemplateDetail>('admin', 'PUT', url, { version: 1, settings: landscape });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 2, settings: { orientation: 'landscape' } });
    const again = await call<TTemplateDetail>('admin', 'PUT', url, {
      version: 2,
      settings: {
        ...landscape,
        backgroundOption: 'gradient',
        gradientStart: '#112233',
        gradientEnd: '#445566',
      },
    });
    expect(again.body.data.version).toBe(3);
    const stale = await call('admin', 'PUT', url, { version: 2, settings: DEFAULT_CERTIFICATE_SETTINGS });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CERTIFICATE_TEMPLATE_STALE');
    expect(stale.body.error).toContain('version 3');
    const read = await call<TTemplateDetail>(
      'admin',
      'GET',
      `/api/admin/certificate-templates/${template.id}`,
    );
    expect(read.body.data).toMatchObject({ version: 3, settings: { backgroundOption: 'gradient' } });
    expect(await auditActions(template.id)).toEqual([
      'certificate_template.created',
      'certificate_template.settings_saved',
      'certificate_template.settings_saved',
    ]);
  });

  it('thresholds only 0–100: 101 is a French 400 and nothing changes', async () => {
    const template = await newTemplate();
    const settings = {
      ...DEFAULT_CERTIFICATE_SETTINGS,
      distinctionThresholds: [{ threshold: 101, text: 'Excellent' }],
    };
    const refused = await call('admin', 'PUT', `/api/admin/certificate-templates/${template.id}/settings`, {
      version: 1,
      settings,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Le seuil doit être un nombre entre 0 et 100');
    for (const threshold of [-1, 'quatre-vingt']) {
      const other = await call('admin', 'PUT', `/api/admin/certificate-templates/${template.id}/settings`, {
        version: 1,
        settings: { ...settings, distinctionThresholds: [{ threshold, text: 'X' }] },
      });
      expect(other.status).toBe(400);
      expect(other.body.error).toBe('Le seuil doit être un nombre entre 0 et 100');
    }
    const read = await call<TTemplateDetail>(
      'admin',
      'GET',
      `/api/admin/certificate-templates/${template.id}`,
    );
    expect(read.body.data).toMatchObject({ version: 1, settings: DEFAULT_CERTIFICATE_SETTINGS });
  });

  it('pictures and the director must be the organisation’s own', async () => {
    const template = await newTemplate();
    const url = `/api/admin/certificate-templates/${template.id}/settings`;
    const foreign = await call('admin', 'PUT', url, {
      version: 1,
      settings: { ...DEFAULT_CERTIFICATE_SETTINGS, clientLogo: 'https://evil.example/pixel.png' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toMatchObject({ fields: { 'settings.clientLogo': expect.any(String) } });
    // Another organisation's uploaded logo is not this one's.
    const theirs = await upload('otherOrgAdmin', 'POST', '/api/admin/certificate-assets?kind=logo', {
      name: 'logo.png',
      type: 'image/png',
      content: await picture('png'),
    });
    const borrowed = await call('admin', 'PUT', url, {
      version: 1,
      settings: { ...DEFAULT_CERTIFICATE_SETTINGS, clientLogo: theirs.body.data.url },
    });
    expect(borrowed.status).toBe(400);
    const otherDirector = await newCertificateDirector(app.database.db, { organizationId: autre });
    const director = await call('admin', 'PUT', url, {
      version: 1,
      settings: {
        ...DEFAULT_CERTIFICATE_SETTINGS,
        showDirectorSignature: true,
        selectedDirectorId: otherDirector.id,
      },
    });
    expect(director.status).toBe(400);
    expect(director.body.details).toMatchObject({
      fields: { 'settings.selectedDirectorId': expect.any(String) },
    });

    const mine = await upload('admin', 'POST', '/api/admin/certificate-assets?kind=logo', {
      name: 'Logo École Été.png',
      type: 'image/png',
      content: await picture('png'),
    });
    const ownDirector = await newCertificateDirector(app.database.db, { organizationId: jang });
    const accepted = await call<TTemplateDetail>('admin', 'PUT', url, {
      version: 1,
      settings: {
        ...DEFAULT_CERTIFICATE_SETTINGS,
        clientLogo: mine.body.data.url,
        showDirectorSignature: true,
        selectedDirectorId: ownDirector.id,
      },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.version).toBe(2);
  });

  it('duplicate makes "<name> (copie)" with the same settings; rename keeps the version', async () => {
    const template = await newTemplate('Diplôme');
    await call('admin', 'PUT', `/api/admin/certificate-templates/${template.id}/settings`, {
      version: 1,
      settings: { ...DEFAULT_CERTIFICATE_SETTINGS, certificateTitle: 'ATTESTATION' },
    });
    const copy = await call<TTemplateDetail>(
      'admin',
      'POST',
      `/api/admin/certificate-templates/${template.id}/duplicate`,
      {},
    );
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      name: 'Diplôme (copie)',
      version: 1,
      settings: { certificateTitle: 'ATTESTATION' },
    });
    expect(copy.body.data.id).not.toBe(template.id);
    const named = await call<TTemplateDetail>(
      'admin',
      'POST',
      `/api/admin/certificate-templates/${template.id}/duplicate`,
      {
        name: 'Variante',
      },
    );
    expect(named.body.data.name).toBe('Variante');
    const renamed = await call<TTemplateDetail>(
      'admin',
      'PATCH',
      `/api/admin/certificate-templates/${template.id}`,
      {
        name: '  Diplôme 2027  ',
      },
    );
    expect(renamed.body.data).toMatchObject({ name: 'Diplôme 2027', version: 2 });
    const empty = await call('admin', 'PATCH', `/api/admin/certificate-templates/${template.id}`, {
      name: '   ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Le nom du modèle est obligatoire');
    expect(await auditActions(copy.body.data.id)).toEqual(['certificate_template.duplicated']);
    expect(await auditActions(template.id)).toContain('certificate_template.renamed');
  });

  it('delete is refused (409, in French) while a course or a cohort uses the template', async () => {
    const db = app.database.db;
    const byCourse = await newTemplate('Utilisé par un cours');
    const course = await newCourse(db, {
      organizationId: jang,
      enableCertificate: true,
      certificateTemplateId: byCourse.id,
    });
    const refused = await call('admin', 'DELETE', `/api/admin/certificate-templates/${byCourse.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CERTIFICATE_TEMPLATE_IN_USE');
    expect(refused.body.error).toBe(
      'Ce modèle est utilisé par 1 cours et 0 session(s) : choisissez un autre modèle pour eux avant de le supprimer.',
    );
    const read = await call<TTemplateDetail>(
      'admin',
      'GET',
      `/api/admin/certificate-templates/${byCourse.id}`,
    );
    expect(read.body.data.usage).toEqual({ courses: 1, cohorts: 0 });

    const byCohort = await newTemplate('Utilisé par une session');
    const plainCourse = await newCourse(db, { organizationId: jang });
    await newCohort(db, { courseId: plainCourse.id, certificateTemplateId: byCohort.id });
    const refusedCohort = await call('admin', 'DELETE', `/api/admin/certificate-templates/${byCohort.id}`);
    expect(refusedCohort.status).toBe(409);
    expect(refusedCohort.body.error).toContain('0 cours et 1 session(s)');

    const unused = await newTemplate('Libre');
    expect((await call('admin', 'DELETE', `/api/admin/certificate-templates/${unused.id}`)).status).toBe(204);
    expect((await call('admin', 'GET', `/api/admin/certificate-templates/${unused.id}`)).status).toBe(404);
    expect(await auditActions(unused.id)).toEqual([
      'certificate_template.created',
      'certificate_template.deleted',
    ]);
    expect(course.id).toBeTruthy();
  });

  it('the course editor lists the organisation’s templates; the cohort form refuses another organisation’s', async () => {
    const mine = await newTemplate('Pour le cours');
    const theirs = await newCertificateTemplate(app.database.db, { organizationId: autre });
    const options = await call<{ certificateTemplates: { id: string; name: string }[] }>(
      'instructor',
      'GET',
      '/api/courses/editor-options',
    );
    const ids = options.body.data.certificateTemplates.map((row) => row.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);

    const course = await newCourse(app.database.db, { organizationId: jang, title: 'Cours en session' });
    const cohortForm = (templateId: string) => ({
      courseId: course.id,
      autoGenerateTitle: false,
      title: 'Session certifiée',
      description: '',
      instructors: [],
      certificate_template_id: templateId,
      startDate: '2030-01-06',
      endDate: '2030-03-29',
      liveLinks: [],
      useCoursePrice: true,
      price: 0,
      oneTimeDiscount: 0,
      pricingModes: { oneTime: false, installments: false, subscription: false, registrationMonthly: false },
      installments: [],
      monthlyPrice: 0,
      registrationFee: 0,
      monthlyFee: 0,
      discounts: [],
      minParticipants: null,
      maxParticipants: null,
      registrationDeadline: 'start',
      customEnrollmentDeadline: null,
      enableWaitlist: false,
      approvalProcess: 'automatic',
      immediateAccess: false,
      accessStartDate: null,
      accessEndDate: null,
      userIds: [],
      welcome_message: '',
      end_message: '',
      communicationChannel: 'none',
      groupLink: '',
    });
    const cohorts = await countRows('cohorts');
    const refused = await call('admin', 'POST', '/api/admin/cohorts', cohortForm(theirs.id));
    expect(refused.status).toBe(400);
    expect(refused.body.details).toMatchObject({
      fields: { certificate_template_id: "Ce modèle de certificat n'existe pas dans votre organisation" },
    });
    expect(await countRows('cohorts')).toBe(cohorts);
    const accepted = await call<{ form: { certificate_template_id: string } }>(
      'admin',
      'POST',
      '/api/admin/cohorts',
      cohortForm(mine.id),
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.form.certificate_template_id).toBe(mine.id);
    await app.database.db.execute(
      sql`update courses set enable_certificate = true, certificate_template_id = ${mine.id} where id = ${course.id}`,
    );
    const courseOptions = await call<{ id: string; certificate_template: unknown }[]>(
      'admin',
      'GET',
      '/api/admin/cohorts/available-courses',
    );
    expect(courseOptions.body.data.find((row) => row.id === course.id)?.certificate_template).toEqual({
      id: mine.id,
      name: 'Pour le cours',
    });
  });
});

describe('pictures', () => {
  it('stores a PNG logo as PNG, a GIF background as JPEG, under the organisation with a slugified name', async () => {
    const logo = await upload('admin', 'POST', '/api/admin/certificate-assets?kind=logo', {
      name: 'Logo École Été.PNG',
      type: 'image/png',
      content: await picture('png', 1600, 800),
    });
    expect(logo.status).toBe(201);
    expect(logo.body.data.url).toMatch(
      new RegExp(
        `^${APP_URL}/files/public/certificates/${jang}/logo/[0-9a-f-]{36}/logo-ecole-ete-\\d+\\.png$`,
      ),
    );
    expect(logo.body.data).toMatchObject({ width: 1200, height: 600 });
    const served = await app.inject({ url: logo.body.data.url.replace(APP_URL, '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const background = await upload('admin', 'POST', '/api/admin/certificate-assets?kind=background', {
      name: 'fond.gif',
      type: 'image/gif',
      content: await picture('gif'),
    });
    expect(background.status).toBe(201);
    expect(background.body.data.url).toMatch(/\/background\/[0-9a-f-]{36}\/fond-\d+\.jpg$/);
    const jpeg = await app.inject({ url: background.body.data.url.replace(APP_URL, '') });
    expect(jpeg.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('refuses a 20 MB background with 413, an SVG with a script and a PDF renamed .png with 400; nothing stored', async () => {
    const before = await storedCertificateFiles();
    const huge = Buffer.alloc(20 * 1024 * 1024, 1);
    (await picture('png')).copy(huge);
    const tooLarge = await upload('admin', 'POST', '/api/admin/certificate-assets?kind=background', {
      name: 'fond.png',
      type: 'image/png',
      content: huge,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      error: "L'image est trop volumineuse : 5 Mo au plus.",
    });

    const svg = await upload('admin', 'POST', '/api/admin/certificate-assets?kind=logo', {
      name: 'logo.png',
      type: 'image/svg+xml',
      content: SVG_WITH_SCRIPT,
    });
    expect(svg.status).toBe(400);
    expect(svg.body.error).toMatch(/^Type de fichier non supporté/);

    const pdf = await upload('admin', 'POST', '/api/admin/certificate-assets?kind=signature', {
      name: 'signature.png',
      type: 'image/png',
      content: PDF,
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.error).toMatch(/^Type de fichier non supporté/);

    // A PNG header on garbage: recognised by its magic number, refused when it cannot be decoded.
    const broken = Buffer.concat([(await picture('png')).subarray(0, 40), Buffer.alloc(200, 7)]);
    const unreadable = await upload('admin', 'POST', '/api/admin/certificate-assets?kind=logo', {
      name: 'logo.png',
      type: 'image/png',
      content: broken,
    });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.error).toMatch(/^Type de fichier non supporté/);

    const json = await call('admin', 'POST', '/api/admin/certificate-assets?kind=logo', { url: 'x' });
    expect(json.status).toBe(400);
    const kind = await upload('admin', 'POST', '/api/admin/certificate-assets?kind=video', {
      name: 'logo.png',
      type: 'image/png',
      content: await picture('png'),
    });
    expect(kind.status).toBe(400);
    expect(await storedCertificateFiles()).toEqual(before);
  });

  it('a thumbnail is stored as WebP widths and replaces the previous one', async () => {
    const template = await newTemplate('Avec vignette');
    const url = `/api/admin/certificate-templates/${template.id}/thumbnail`;
    const first = await upload<{ thumbnail_url: string }>('admin', 'PUT', url, {
      name: 'apercu.webp',
      type: 'image/webp',
      content: await picture('webp', 800, 565),
    });
    expect(first.status).toBe(200);
    expect(first.body.data.thumbnail_url).toMatch(/\/thumbnails\/.+\.480x339\.webp$/);
    const second = await upload<{ thumbnail_url: string }>('admin', 'PUT', url, {
      name: 'apercu.png',
      type: 'image/png',
      content: await picture('png', 800, 565),
    });
    const list = await call<TTemplateListItem[]>('admin', 'GET', '/api/admin/certificate-templates');
    expect(list.body.data.find((row) => row.id === template.id)?.thumbnail_url).toBe(
      second.body.data.thumbnail_url,
    );
    const old = await app.inject({ url: first.body.data.thumbnail_url.replace(APP_URL, '') });
    expect(old.statusCode).toBe(404);
    const svg = await upload('admin', 'PUT', url, {
      name: 'a.svg',
      type: 'image/svg+xml',
      content: SVG_WITH_SCRIPT,
    });
    expect(svg.status).toBe(400);
  });
});

describe('directors', () => {
  it('are created, listed by name, updated and deleted, with their audit; a director a template names is kept (409)', async () => {
    const signature = await upload('admin', 'POST', '/api/admin/certificate-assets?kind=signature', {
      name: 'signature.png',
      type: 'image/png',
      content: await picture('png', 400, 150),
    });
    const created = await call<TDirector>('admin', 'POST', '/api/admin/certificate-directors', {
      name: 'Aïssatou Ba',
      title: 'Directrice des études',
      signatureUrl: signature.body.data.url,
    });
    expect(created.status).toBe(201);
    const director = created.body.data;
    const listed = await call<TDirector[]>('admin', 'GET', '/api/admin/certificate-directors');
    expect(listed.body.data).toContainEqual(director);
    const updated = await call<TDirector>('admin', 'PUT', `/api/admin/certificate-directors/${director.id}`, {
      name: 'Aïssatou Ba',
      title: 'Directrice générale',
      signatureUrl: null,
    });
    expect(updated.body.data).toMatchObject({ title: 'Directrice générale', signatureUrl: null });
    const foreign = await call('admin', 'POST', '/api/admin/certificate-directors', {
      name: 'X',
      title: '',
      signatureUrl: 'https://evil.example/s.png',
    });
    expect(foreign.status).toBe(400);
    const nameless = await call('admin', 'POST', '/api/admin/certificate-directors', {
      name: ' ',
      title: '',
      signatureUrl: null,
    });
    expect(nameless.body.error).toBe('Le nom du directeur est obligatoire');

    const template = await newTemplate('Signé');
    await call('admin', 'PUT', `/api/admin/certificate-templates/${template.id}/settings`, {
      version: 1,
      settings: {
        ...DEFAULT_CERTIFICATE_SETTINGS,
        showDirectorSignature: true,
        selectedDirectorId: director.id,
      },
    });
    const kept = await call('admin', 'DELETE', `/api/admin/certificate-directors/${director.id}`);
    expect(kept.status).toBe(409);
    expect(kept.body.error).toContain('« Signé »');
    await call('admin', 'PUT', `/api/admin/certificate-templates/${template.id}/settings`, {
      version: 2,
      settings: DEFAULT_CERTIFICATE_SETTINGS,
    });
    expect((await call('admin', 'DELETE', `/api/admin/certificate-directors/${director.id}`)).status).toBe(
      204,
    );
    expect(await auditActions(director.id)).toEqual([
      'certificate_director.created',
      'certificate_director.updated',
      'certificate_director.deleted',
    ]);
  });
});
