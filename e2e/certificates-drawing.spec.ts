import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCertificatePdf } from '../src/server/features/certificates/certificate-pdf.ts';
import { type CertificateLayout, layoutCertificate } from '../src/shared/certificates/certificate-layout.ts';
import {
  type CertificateFacts,
  type CertificateSettings,
  DEFAULT_CERTIFICATE_SETTINGS,
  SAMPLE_FACTS,
} from '../src/shared/certificates/certificate-settings.ts';
import { CertificateDrawing } from '../src/web/features/certificates/certificate-drawing.tsx';
import { launchBrowser } from './support/browser.ts';

// The preview is the PDF (issue 16; decision 214): the same layout drawn by the browser (SVG, the
// font by @font-face) and by the server (PDF, the font embedded), the PDF rasterised by pdf.js in the
// same Chromium, agree pixel for pixel within a small tolerance; the PDF's QR code decodes to the
// verification URL. Everything is served from an address of the test's own (no app needed).

const ORIGIN = 'http://certificate.test';
const require = createRequire(import.meta.url);
const pdfjsDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'build');
const webPublic = path.resolve('src/web/public');
const SCALE = 2;

const FACTS: CertificateFacts = {
  ...SAMPLE_FACTS,
  studentName: 'Aïssatou Ñdèye Ŋom-Œuvré de la Câpière-Été',
  courseName: 'Comptabilité SYSCOHADA : états financiers, élèves et maîtres d’œuvre',
  grade: 93,
  distinction: 'Très Bien',
  verificationCode: 'K7M2PQ9XRT',
  verificationUrl: 'https://jang.example.sn/verify-certificate/K7M2PQ9XRT',
};

const readImage = async (url: string) => {
  const pathname = new URL(url, ORIGIN).pathname;
  return pathname.startsWith('/certificates/') ? readFileSync(path.join(webPublic, pathname)) : null;
};

async function servePage(page: Page, layout: CertificateLayout, pdf: Uint8Array) {
  const svg = renderToStaticMarkup(createElement(CertificateDrawing, { layout, label: 'Certificat' }));
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;background:#fff}#drawing{width:${layout.width}px}</style></head><body><div id="drawing">${svg}</div><canvas id="pdf"></canvas><script type="module">import * as pdfjs from '/pdfjs/pdf.min.mjs'; pdfjs.GlobalWorkerOptions.workerSrc = '/pdfjs/pdf.worker.min.mjs'; window.pdfjsLib = pdfjs;</script></body></html>`;
  await page.route(`${ORIGIN}/**`, async (route) => {
    const pathname = new URL(route.request().url()).pathname;
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
    if (pathname === '/certificate.pdf')
      return route.fulfill({ contentType: 'application/pdf', body: Buffer.from(pdf) });
    if (pathname.startsWith('/pdfjs/')) {
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(path.join(pdfjsDir, pathname.slice('/pdfjs/'.length))),
      });
    }
    if (pathname.startsWith('/certificates/')) {
      const type = pathname.endsWith('.woff2') ? 'font/woff2' : 'image/png';
      return route.fulfill({ contentType: type, body: readFileSync(path.join(webPublic, pathname)) });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  page.on('console', (message) => console.info('page:', message.text()));
  page.on('pageerror', (error) => console.info('page error:', error.message));
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.fonts.check("700 20px 'Jang Certificate'"));
  await page.waitForFunction(() => 'pdfjsLib' in window);
}

/** The PDF rasterised by pdf.js at SCALE: RGBA pixels. */
async function rasterisePdf(page: Page) {
  return page.evaluate(async (scale) => {
    // biome-ignore lint/suspicious/noExplicitAny: pdf.js as the page's module loaded it
    const pdfjs = (window as any).pdfjsLib;
    const data = new Uint8Array(await (await fetch('/certificate.pdf')).arrayBuffer());
    const document_ = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
    const pdfPage = await document_.getPage(1);
    const viewport = pdfPage.getViewport({ scale });
    const canvas = document.getElementById('pdf') as HTMLCanvasElement;
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    const context = canvas.getContext('2d')!;
    await pdfPage.render({ canvas, canvasContext: context, viewport }).promise;
    return { width: canvas.width, height: canvas.height, png: canvas.toDataURL('image/png') };
  }, SCALE);
}

async function compare(page: Page, layout: CertificateLayout, pdf: Uint8Array, name: string) {
  await servePage(page, layout, pdf);
  const rendered = await rasterisePdf(page);
  const decoded = await sharp(Buffer.from(rendered.png.split(',')[1]!, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raster = { width: decoded.info.width, height: decoded.info.height, pixels: decoded.data };
  // The drawing sits at the page's top-left corner: the same pixels as pdf.js's canvas.
  const shot = await page.screenshot({
    clip: {
      x: 0,
      y: 0,
      width: Math.ceil(raster.width / SCALE) + 2,
      height: Math.ceil(raster.height / SCALE) + 2,
    },
  });
  const pdfPixels = await sharp(Buffer.from(raster.pixels), {
    raw: { width: raster.width, height: raster.height, channels: 4 },
  })
    .removeAlpha()
    .raw()
    .toBuffer();
  const svgPixels = await sharp(shot)
    .extract({ left: 0, top: 0, width: raster.width, height: raster.height })
    .removeAlpha()
    .raw()
    .toBuffer();
  let differing = 0;
  let inked = 0;
  for (let i = 0; i < pdfPixels.length; i += 3) {
    const delta = Math.max(
      Math.abs(pdfPixels[i]! - svgPixels[i]!),
      Math.abs(pdfPixels[i + 1]! - svgPixels[i + 1]!),
      Math.abs(pdfPixels[i + 2]! - svgPixels[i + 2]!),
    );
    if (delta > 64) differing++;
    if (pdfPixels[i]! < 128) inked++;
  }
  const pixels = pdfPixels.length / 3;
  const qr = jsQR(new Uint8ClampedArray(raster.pixels), raster.width, raster.height);
  await sharp(pdfPixels, { raw: { width: raster.width, height: raster.height, channels: 3 } })
    .png()
    .toFile(`e2e/screenshots/certificates-drawing-${name}-pdf.png`);
  await sharp(svgPixels, { raw: { width: raster.width, height: raster.height, channels: 3 } })
    .png()
    .toFile(`e2e/screenshots/certificates-drawing-${name}-svg.png`);
  return { differingShare: differing / pixels, inkedShare: inked / pixels, qr: qr?.data ?? null };
}

describe('the certificate drawn in the browser and in the PDF', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cases: [string, CertificateSettings][] = [
    ['portrait, gradient', { ...DEFAULT_CERTIFICATE_SETTINGS, backgroundOption: 'gradient' }],
    [
      'landscape, colour, director',
      {
        ...DEFAULT_CERTIFICATE_SETTINGS,
        orientation: 'landscape',
        backgroundColor: '#fffaf0',
        showDirectorSignature: true,
        productLogoSize: 5,
      },
    ],
  ];
  for (const [name, settings] of cases) {
    it(`agree within a small tolerance (${name}) and the QR code opens the verification page`, async () => {
      const facts = { ...FACTS, directorName: 'Mame Diarra Bousso Sèye', directorTitle: 'Directrice' };
      const layout = layoutCertificate(settings, facts);
      const pdf = await drawCertificatePdf(layout, { title: 'Certificat', readImage });
      const context = await browser.newContext({
        viewport: { width: 1000, height: 1000 },
        deviceScaleFactor: SCALE,
      });
      const page = await context.newPage();
      try {
        const result = await compare(page, layout, pdf, settings.orientation);
        expect(result.qr).toBe(FACTS.verificationUrl);
        // Something was drawn (text, frame, QR), and the two drawings differ only at the edges of glyphs
        // and lines (anti-aliasing): a line moved by even a few points would differ far more.
        expect(result.inkedShare).toBeGreaterThan(0.01);
        expect(result.differingShare).toBeLessThan(0.004);
      } finally {
        await context.close();
      }
    });
  }

  it('differ clearly when the drawings do not agree (the comparison can fail)', async () => {
    const layout = layoutCertificate(DEFAULT_CERTIFICATE_SETTINGS, FACTS);
    const moved = layoutCertificate(DEFAULT_CERTIFICATE_SETTINGS, { ...FACTS, studentName: 'Awa Diop' });
    const pdf = await drawCertificatePdf(moved, { title: 'Certificat', readImage });
    const context = await browser.newContext({
      viewport: { width: 1000, height: 1000 },
      deviceScaleFactor: SCALE,
    });
    const page = await context.newPage();
    try {
      const result = await compare(page, layout, pdf, 'moved');
      expect(result.differingShare).toBeGreaterThan(0.004);
    } finally {
      await context.close();
    }
  });
});
