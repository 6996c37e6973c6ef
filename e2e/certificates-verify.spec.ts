import { mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCertificate, newCourse, newUser } from '../src/server/db/factories/index.ts';
import { bearer, createTestApp, organizationId, signIn, type TestApp } from '../src/server/test/test-app.ts';
import { freePort } from '../tools/app-process.ts';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';

// The public verification of a certificate (issue 16, part drawing): an anonymous visitor on a phone
// opens the address the PDF's QR code carries and sees the certificate valid; a revoked one says when
// and why; a forged code is not found; the form works without JavaScript. The app runs in this
// process on its own PGlite (the built web app and its server render), so the test writes its
// certificates with the factories.

const require = createRequire(import.meta.url);
const pdfjsDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'build');
const RASTER_ORIGIN = 'http://certificate.test';

let app: TestApp;
let baseUrl: string;
let browser: Browser;
let valid: { id: string; code: string; learnerEmail: string };
let revokedCode: string;

async function contextPage(viewport: { width: number; height: number }, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport,
    locale: 'fr-FR',
    javaScriptEnabled,
    baseURL: baseUrl,
  });
  return context.newPage();
}

/** The QR code of the PDF's page, read from pdf.js's rendering in Chromium. */
async function qrOfPdf(pdf: Buffer): Promise<string | null> {
  const page = await contextPage({ width: 800, height: 800 });
  try {
    await page.route(`${RASTER_ORIGIN}/**`, async (route) => {
      const pathname = new URL(route.request().url()).pathname;
      if (pathname === '/') {
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><canvas id="pdf"></canvas><script type="module">import * as pdfjs from '/pdfjs/pdf.min.mjs'; pdfjs.GlobalWorkerOptions.workerSrc = '/pdfjs/pdf.worker.min.mjs'; window.pdfjsLib = pdfjs;</script>`,
        });
      }
      if (pathname === '/certificate.pdf')
        return route.fulfill({ contentType: 'application/pdf', body: pdf });
      if (pathname.startsWith('/pdfjs/')) {
        return route.fulfill({
          contentType: 'text/javascript',
          body: readFileSync(path.join(pdfjsDir, pathname.slice('/pdfjs/'.length))),
        });
      }
      return route.fulfill({ status: 404, body: '' });
    });
    await page.goto(`${RASTER_ORIGIN}/`);
    await page.waitForFunction(() => 'pdfjsLib' in window);
    const png = await page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: pdf.js as the page's module loaded it
      const pdfjs = (window as any).pdfjsLib;
      const data = new Uint8Array(await (await fetch('/certificate.pdf')).arrayBuffer());
      const pdfPage = await (await pdfjs.getDocument({ data, isEvalSupported: false }).promise).getPage(1);
      const viewport = pdfPage.getViewport({ scale: 2 });
      const canvas = document.getElementById('pdf') as HTMLCanvasElement;
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      await pdfPage.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
      return canvas.toDataURL('image/png');
    });
    const raw = await sharp(Buffer.from(png.split(',')[1]!, 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(raw.data), raw.info.width, raw.info.height)?.data ?? null;
  } finally {
    await page.context().close();
  }
}

async function shot(page: Page, name: string) {
  mkdirSync('docs/screenshots', { recursive: true });
  await page.screenshot({ path: `docs/screenshots/certificates-verify-${name}.png`, fullPage: true });
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  app = await createTestApp({
    APP_URL: baseUrl,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'jang-certificates-e2e-')),
    WEB_DIST_DIR: path.resolve('dist/web'),
    SERVER_RENDER_DIR: path.resolve('dist/server-render'),
  });
  await app.listen({ port, host: '127.0.0.1' });
  const db = app.database.db;
  const jang = await organizationId(app, 'jang');
  const course = await newCourse(db, { organizationId: jang, title: 'Comptabilité SYSCOHADA pour les PME' });
  const learner = await newUser(db, { organizationId: jang, firstName: 'Aïssatou', lastName: 'Ndiaye' });
  const certificate = await newCertificate(db, {
    userId: learner.id,
    courseId: course.id,
    learnerName: 'Aïssatou Ndiaye',
    courseTitle: 'Comptabilité SYSCOHADA pour les PME',
    organizationName: 'Jàng Démo',
    gradePercent: 93,
    distinction: 'Très Bien',
  });
  valid = { id: certificate.id, code: certificate.verificationCode, learnerEmail: learner.email };
  const other = await newUser(db, { organizationId: jang });
  revokedCode = (
    await newCertificate(db, {
      userId: other.id,
      courseId: course.id,
      learnerName: 'Moussa Diop',
      courseTitle: 'Comptabilité SYSCOHADA pour les PME',
      revokedAt: new Date('2026-11-25T09:00:00Z'),
      revokedReason: 'Fraude constatée à l’examen final',
    })
  ).verificationCode;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('verifying a certificate', () => {
  it('opens the QR code’s address on a phone, anonymously, and sees the certificate valid', async () => {
    const session = await signIn(app, valid.learnerEmail);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/certificates/${valid.id}/pdf`,
      headers: bearer(session),
    });
    expect(pdf.statusCode).toBe(200);
    const url = await qrOfPdf(pdf.rawPayload);
    expect(url).toBe(`${baseUrl}/verify-certificate/${valid.code}`);

    const page = await contextPage(PHONE);
    const response = await page.goto(url!);
    expect(response?.status()).toBe(200);
    // Drawn on the server: the verdict is in the HTML itself, and the page is never indexed.
    const html = await response!.text();
    expect(html).toContain('Certificat valide');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const verdict = page.locator('[data-status="valid"]');
    await expect.poll(() => verdict.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Aïssatou Ndiaye').isVisible()).toBe(true);
    expect(await page.getByText('Comptabilité SYSCOHADA pour les PME').isVisible()).toBe(true);
    expect(await page.getByText('Très Bien').isVisible()).toBe(true);
    expect(await page.getByText('93 %').isVisible()).toBe(true);
    // No sideways scrolling at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, '360');
    await page.context().close();

    const desktop = await contextPage(DESKTOP);
    await desktop.goto(`/verify-certificate/${valid.code}`);
    await expect.poll(() => desktop.locator('[data-status="valid"]').isVisible()).toBe(true);
    await shot(desktop, '1280');
    await desktop.context().close();
  });

  it('says a revoked certificate is revoked, with the date and the reason', async () => {
    const page = await contextPage(PHONE);
    await page.goto(`/verify-certificate/${revokedCode}`);
    const verdict = page.locator('[data-status="revoked"]');
    await expect.poll(() => verdict.isVisible()).toBe(true);
    const text = await verdict.textContent();
    expect(text).toContain('Certificat révoqué');
    expect(text).toContain('25 novembre 2026');
    expect(text).toContain('Fraude constatée à l’examen final');
    await shot(page, 'revoked-360');
    await page.context().close();
  });

  it('finds no certificate for a forged code', async () => {
    const page = await contextPage(PHONE);
    const response = await page.goto('/verify-certificate/FAUX2345AB');
    expect(response?.status()).toBe(200);
    const verdict = page.locator('[data-status="not_found"]');
    await expect.poll(() => verdict.isVisible()).toBe(true);
    expect(await verdict.textContent()).toContain('Aucun certificat ne porte le code « FAUX2345AB »');
    await page.context().close();
  });

  it('takes a code typed by hand, in lower case with spaces, without JavaScript', async () => {
    const page = await contextPage(PHONE, false);
    await page.goto('/verify-certificate');
    const typed = `${valid.code.slice(0, 5).toLowerCase()} ${valid.code.slice(5).toLowerCase()}`;
    await page.getByLabel('Code du certificat').fill(typed);
    await Promise.all([
      page.waitForURL(`**/verify-certificate/${valid.code}`),
      page.getByRole('button', { name: 'Vérifier' }).click(),
    ]);
    expect(await page.locator('[data-status="valid"]').isVisible()).toBe(true);
    await shot(page, 'form-no-js-360');
    await page.context().close();
  });
});
