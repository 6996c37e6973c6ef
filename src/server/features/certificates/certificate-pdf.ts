import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import {
  clip,
  concatTransformationMatrix,
  endPath,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
} from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import {
  type CertificateLayout,
  containBox,
  type LayoutElement,
  QR_OPTIONS,
  qrModulesPath,
} from '#shared/certificates/certificate-layout.ts';
import { CERTIFICATE_FONT_FILES, type FontWeight } from '#shared/certificates/font-metrics.ts';

// A certificate's layout drawn into an A4 PDF (issue 16; decision 214): the same layout, font file,
// QR modules and image fitting as the browser's SVG (web/features/certificates/certificate-drawing.tsx).
// Layout units are PDF points with y downwards; the PDF's y goes up, so every y is flipped here.

/**
 * The bytes of a picture the certificate names (logo, signature, background), or null when it is not
 * one of the app's own files: the PDF never fetches an address from the network
 * (certificate-pdf-images.ts).
 */
export type ReadImage = (url: string) => Promise<Uint8Array | null>;

export type PdfOptions = {
  readImage: ReadImage;
  /** The document's title (metadata), e.g. 'Certificat — Comptabilité SYSCOHADA'. */
  title: string;
  /** The document's subject: the learner's name. */
  subject?: string;
  /** The issue date: the document's creation date, so the same certificate gives the same file. */
  createdAt?: Date;
};

const FONT_DIR = path.join(import.meta.dirname, 'fonts');

/** The font files, read once per process. */
let fontBytes: Promise<Record<FontWeight, Uint8Array>> | null = null;
function loadFonts() {
  fontBytes ??= (async () => {
    const [regular, bold] = await Promise.all([
      readFile(path.join(FONT_DIR, CERTIFICATE_FONT_FILES.regular.ttf)),
      readFile(path.join(FONT_DIR, CERTIFICATE_FONT_FILES.bold.ttf)),
    ]);
    return { regular, bold };
  })();
  return fontBytes;
}

function colour(hex: string) {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '000000';
  const n = Number.parseInt(value, 16);
  return { r: ((n >> 16) & 255) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255 };
}
const rgbOf = (hex: string) => {
  const c = colour(hex);
  return rgb(c.r, c.g, c.b);
};

/** A picture as a PNG pdf-lib can embed (whatever it was: JPEG, WebP, AVIF, GIF…), or null. */
async function asPng(bytes: Uint8Array, cover?: { width: number; height: number }) {
  try {
    let picture = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    if (cover) picture = picture.resize({ ...cover, fit: 'cover', position: 'centre' });
    const { data, info } = await picture.png().toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * The background gradient: an axial shading from the page's top-left corner to its bottom-right one
 * in the page's own box (as SVG's objectBoundingBox gradient x1=0 y1=0 x2=1 y2=1 draws it).
 */
function drawGradient(pdf: PDFDocument, page: PDFPage, from: string, to: string) {
  const { width, height } = page.getSize();
  const a = colour(from);
  const b = colour(to);
  const fn = pdf.context.obj({
    FunctionType: 2,
    Domain: [0, 1],
    C0: [a.r, a.g, a.b],
    C1: [b.r, b.g, b.b],
    N: 1,
  });
  const shading = pdf.context.obj({
    ShadingType: 2,
    ColorSpace: 'DeviceRGB',
    // In the unit box flipped to PDF's y: top-left is (0, 1), bottom-right (1, 0).
    Coords: [0, 1, 1, 0],
    Function: fn,
    Extend: [true, true],
  });
  const resources = page.node.Resources()!;
  resources.set(PDFName.of('Shading'), pdf.context.obj({ Bg: pdf.context.register(shading) }));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(width, 0, 0, height, 0, 0),
    rectangle(0, 0, 1, 1),
    clip(),
    endPath(),
    PDFOperator.of(PDFOperatorNames.ShadingFill, [PDFName.of('Bg')]),
    popGraphicsState(),
  );
}

type Context = {
  pdf: PDFDocument;
  page: PDFPage;
  fonts: Record<FontWeight, PDFFont>;
  readImage: ReadImage;
  /** Pictures embedded once each (the same logo twice costs one copy). */
  images: Map<string, Promise<{ image: PDFImage; width: number; height: number } | null>>;
};

function embeddedImage(context: Context, url: string) {
  let entry = context.images.get(url);
  if (!entry) {
    entry = (async () => {
      const bytes = await context.readImage(url);
      const picture = bytes ? await asPng(bytes) : null;
      if (!picture) return null;
      return { image: await context.pdf.embedPng(picture.png), width: picture.width, height: picture.height };
    })();
    context.images.set(url, entry);
  }
  return entry;
}

async function drawElement(context: Context, element: LayoutElement) {
  const { page } = context;
  const pageHeight = page.getHeight();
  switch (element.kind) {
    case 'text': {
      const font = context.fonts[element.weight];
      for (const line of element.lines) {
        page.drawText(line.text, {
          x: line.x,
          y: pageHeight - line.y,
          size: element.fontSize,
          font,
          color: rgbOf(element.color),
        });
      }
      return;
    }
    case 'image': {
      const embedded = await embeddedImage(context, element.url);
      if (!embedded) return;
      const box = containBox(element, embedded);
      page.drawImage(embedded.image, {
        x: box.x,
        y: pageHeight - box.y - box.height,
        width: box.width,
        height: box.height,
      });
      return;
    }
    case 'rect':
      page.drawRectangle({
        x: element.x,
        y: pageHeight - element.y - element.height,
        width: element.width,
        height: element.height,
        borderColor: rgbOf(element.stroke),
        borderWidth: element.strokeWidth,
      });
      return;
    case 'line':
      page.drawLine({
        start: { x: element.x1, y: pageHeight - element.y1 },
        end: { x: element.x2, y: pageHeight - element.y2 },
        thickness: element.width,
        color: rgbOf(element.color),
      });
      return;
    case 'qr': {
      const { modules } = QRCode.create(element.url, QR_OPTIONS);
      const path = qrModulesPath(
        modules.size,
        (row, column) => Boolean(modules.get(row, column)),
        element.size,
      );
      page.drawRectangle({
        x: element.x,
        y: pageHeight - element.y - element.size,
        width: element.size,
        height: element.size,
        color: rgb(1, 1, 1),
      });
      // drawSvgPath puts the path's (0, 0) at (x, y) and turns its y downwards, as in the SVG.
      page.drawSvgPath(path, { x: element.x, y: pageHeight - element.y, color: rgb(0, 0, 0) });
      return;
    }
  }
}

/** The certificate as the bytes of a one-page PDF with its font embedded. */
export async function drawCertificatePdf(
  layout: CertificateLayout,
  options: PdfOptions,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = await loadFonts();
  const fonts = {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
  };
  pdf.setTitle(options.title, { showInWindowTitleBar: true });
  if (options.subject) pdf.setSubject(options.subject);
  pdf.setLanguage('fr-FR');
  pdf.setProducer('Jàng');
  pdf.setCreator('Jàng');
  const date = options.createdAt ?? new Date();
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);

  const page = pdf.addPage([layout.width, layout.height]);
  const context: Context = { pdf, page, fonts, readImage: options.readImage, images: new Map() };
  const { background } = layout;
  if (background.kind === 'gradient') {
    drawGradient(pdf, page, background.from, background.to);
  } else {
    const fill = background.kind === 'color' ? background.color : background.fallbackColor;
    page.drawRectangle({ x: 0, y: 0, width: layout.width, height: layout.height, color: rgbOf(fill) });
  }
  if (background.kind === 'image') {
    const bytesOfImage = await options.readImage(background.url);
    // Cut to the page's proportions (SVG's 'slice'), at twice the page's size in points.
    const picture = bytesOfImage
      ? await asPng(bytesOfImage, {
          width: Math.round(layout.width * 2),
          height: Math.round(layout.height * 2),
        })
      : null;
    if (picture) {
      const image = await pdf.embedPng(picture.png);
      page.drawImage(image, { x: 0, y: 0, width: layout.width, height: layout.height });
    }
  }
  for (const element of layout.elements) await drawElement(context, element);
  return pdf.save();
}
