import type { CertificateFacts, CertificateSettings } from './certificate-settings.ts';
import { type FontWeight, textWidth } from './font-metrics.ts';

// Where every element of a certificate goes (issue 16: "the preview and the PDF are one drawing").
// Pure: the browser draws the result as SVG (web/features/certificates/certificate-drawing.tsx), the
// server draws the same result into the PDF. Units are PDF points; the page is A4.

export type LayoutBackground =
  | { kind: 'color'; color: string }
  | { kind: 'gradient'; from: string; to: string }
  | { kind: 'image'; url: string; fallbackColor: string };

/** One line of text: x is where it starts (left), y its baseline, measured by font-metrics.ts. */
export type LayoutLine = { text: string; x: number; y: number };

export type LayoutElement =
  | {
      kind: 'text';
      role: string;
      lines: LayoutLine[];
      fontSize: number;
      weight: FontWeight;
      color: string;
    }
  /** An image fitted inside its box, centred, its proportions kept. */
  | { kind: 'image'; role: string; url: string; x: number; y: number; width: number; height: number }
  | {
      kind: 'rect';
      role: string;
      x: number;
      y: number;
      width: number;
      height: number;
      stroke: string;
      strokeWidth: number;
    }
  | {
      kind: 'line';
      role: string;
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      color: string;
      width: number;
    }
  | { kind: 'qr'; role: string; url: string; x: number; y: number; size: number };

export type CertificateLayout = {
  width: number;
  height: number;
  background: LayoutBackground;
  /** Drawn in order: later elements over earlier ones. */
  elements: LayoutElement[];
};

/** The platform's logo (the certificates drawing work adds the file). */
export const PRODUCT_LOGO_URL = '/certificates/jang-logo.png';

export const A4 = { short: 595.28, long: 841.89 } as const;

const INK = '#1f2937';
const ACCENT = '#0f766e';
const MUTED = '#4b5563';

/** Splits `text` into lines no wider than `maxWidth`; a word longer than the line is cut. */
export function wrapText(text: string, fontSize: number, weight: FontWeight, maxWidth: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, fontSize, weight) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (textWidth(current, fontSize, weight) > maxWidth && [...current].length > 1) {
      const chars = [...current];
      let cut = chars.length - 1;
      while (cut > 1 && textWidth(chars.slice(0, cut).join(''), fontSize, weight) > maxWidth) cut--;
      lines.push(chars.slice(0, cut).join(''));
      current = chars.slice(cut).join('');
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * A centred block of text of at most `maxLines` lines: the size shrinks (down to `minSize`) until the
 * text fits; at the smallest size, lines past `maxLines` are dropped and the last one ends with '…'.
 */
function centredText(
  role: string,
  text: string,
  options: {
    top: number;
    centreX: number;
    maxWidth: number;
    fontSize: number;
    minSize: number;
    maxLines: number;
    weight: FontWeight;
    color: string;
  },
): { element: LayoutElement; bottom: number } {
  let size = options.fontSize;
  let lines = wrapText(text, size, options.weight, options.maxWidth);
  while (lines.length > options.maxLines && size > options.minSize) {
    size = Math.max(options.minSize, size - 1);
    lines = wrapText(text, size, options.weight, options.maxWidth);
  }
  if (lines.length > options.maxLines) {
    lines = lines.slice(0, options.maxLines);
    let last = `${lines[options.maxLines - 1]}…`;
    while (textWidth(last, size, options.weight) > options.maxWidth && last.length > 1) {
      last = `${[...last].slice(0, -2).join('')}…`;
    }
    lines[options.maxLines - 1] = last;
  }
  const lineHeight = size * 1.25;
  const placed = lines.map((line, i) => ({
    text: line,
    x: options.centreX - textWidth(line, size, options.weight) / 2,
    y: options.top + size + i * lineHeight,
  }));
  return {
    element: {
      kind: 'text',
      role,
      lines: placed,
      fontSize: size,
      weight: options.weight,
      color: options.color,
    },
    bottom: options.top + size + (lines.length - 1) * lineHeight + size * 0.35,
  };
}

/** The certificate drawn from its template's settings and what it says about its learner. */
export function layoutCertificate(settings: CertificateSettings, facts: CertificateFacts): CertificateLayout {
  const landscape = settings.orientation === 'landscape';
  const width = landscape ? A4.long : A4.short;
  const height = landscape ? A4.short : A4.long;
  const margin = 42;
  const centreX = width / 2;
  const maxWidth = width - 2 * margin - 40;
  const elements: LayoutElement[] = [
    {
      kind: 'rect',
      role: 'frame-outer',
      x: 18,
      y: 18,
      width: width - 36,
      height: height - 36,
      stroke: ACCENT,
      strokeWidth: 3,
    },
    {
      kind: 'rect',
      role: 'frame-inner',
      x: 26,
      y: 26,
      width: width - 52,
      height: height - 52,
      stroke: ACCENT,
      strokeWidth: 0.8,
    },
  ];

  let y = margin + 12;
  if (settings.showProductLogo) {
    const size = settings.productLogoSize * 10;
    elements.push({
      kind: 'image',
      role: 'product-logo',
      url: PRODUCT_LOGO_URL,
      x: margin,
      y: margin,
      width: size,
      height: size,
    });
  }
  if (settings.clientLogo) {
    const size = settings.clientLogoSize * (landscape ? 11 : 14);
    elements.push({
      kind: 'image',
      role: 'client-logo',
      url: settings.clientLogo,
      x: centreX - size,
      y,
      width: size * 2,
      height: size,
    });
    y += size + 10;
  } else {
    y += 20;
  }

  const block = (
    role: string,
    text: string,
    o: Partial<Parameters<typeof centredText>[2]> & { fontSize: number },
  ) => {
    if (!text.trim()) return;
    const placed = centredText(role, text, {
      top: y,
      centreX,
      maxWidth,
      minSize: o.fontSize,
      maxLines: 1,
      weight: 'regular',
      color: INK,
      ...o,
    });
    elements.push(placed.element);
    y = placed.bottom + (o.top ?? 0);
  };
  const gap = (portrait: number, land: number) => {
    y += landscape ? land : portrait;
  };

  block('title', settings.certificateTitle, {
    fontSize: landscape ? 40 : 44,
    minSize: 24,
    weight: 'bold',
    color: ACCENT,
  });
  block('subtitle', settings.certificateSubtitle, { fontSize: 18, minSize: 12, maxLines: 2, color: MUTED });
  gap(36, 18);
  block('student-intro', settings.studentIntroText, { fontSize: 13, minSize: 10, maxLines: 2, color: MUTED });
  gap(6, 4);
  block('student-name', facts.studentName, { fontSize: 30, minSize: 16, maxLines: 2, weight: 'bold' });
  gap(18, 10);
  block('course-intro', settings.courseIntroText, { fontSize: 13, minSize: 10, maxLines: 2, color: MUTED });
  gap(6, 4);
  block('course-name', facts.courseName, {
    fontSize: 22,
    minSize: 13,
    maxLines: 3,
    weight: 'bold',
    color: ACCENT,
  });
  if (facts.grade !== null) {
    gap(18, 10);
    block('grade', `${settings.gradeIntroText} ${facts.grade} %`.trim(), {
      fontSize: 14,
      minSize: 10,
      maxLines: 2,
    });
    if (settings.showDistinction && facts.distinction) {
      gap(4, 2);
      block('distinction', `${settings.distinctionText} ${facts.distinction}`.trim(), {
        fontSize: 16,
        minSize: 11,
        weight: 'bold',
        color: ACCENT,
      });
    }
  }

  // Bottom band: signatures on the left and centre, the QR code on the right, the date under them.
  const bottom = height - margin - 8;
  const qrSize = landscape ? 78 : 86;
  const signatureWidth = landscape ? 180 : 150;
  const signatures: { role: string; name: string; title: string; image: string | null }[] = [];
  if (settings.showInstructorSignature) {
    signatures.push({
      role: 'instructor',
      name: facts.instructorName,
      title: settings.instructorTitle,
      image: facts.instructorSignature,
    });
  }
  if (settings.showDirectorSignature && facts.directorName) {
    signatures.push({
      role: 'director',
      name: facts.directorName,
      title: facts.directorTitle ?? '',
      image: facts.directorSignature,
    });
  }
  const lineY = bottom - 44;
  signatures.forEach((signature, i) => {
    const x = margin + 10 + i * (signatureWidth + 24);
    if (signature.image) {
      elements.push({
        kind: 'image',
        role: `${signature.role}-signature`,
        url: signature.image,
        x,
        y: lineY - 46,
        width: signatureWidth,
        height: 42,
      });
    }
    elements.push({
      kind: 'line',
      role: `${signature.role}-signature-line`,
      x1: x,
      y1: lineY,
      x2: x + signatureWidth,
      y2: lineY,
      color: MUTED,
      width: 0.8,
    });
    const name = wrapText(signature.name, 11, 'bold', signatureWidth)[0] ?? '';
    const title = wrapText(signature.title, 9, 'regular', signatureWidth)[0] ?? '';
    elements.push({
      kind: 'text',
      role: `${signature.role}-name`,
      lines: [{ text: name, x: x + (signatureWidth - textWidth(name, 11, 'bold')) / 2, y: lineY + 15 }],
      fontSize: 11,
      weight: 'bold',
      color: INK,
    });
    if (title) {
      elements.push({
        kind: 'text',
        role: `${signature.role}-title`,
        lines: [{ text: title, x: x + (signatureWidth - textWidth(title, 9, 'regular')) / 2, y: lineY + 28 }],
        fontSize: 9,
        weight: 'regular',
        color: MUTED,
      });
    }
  });

  const dateLine = `Délivré le ${facts.issuedOn} · ${facts.organizationName}`;
  const dateLines = wrapText(dateLine, 9, 'regular', width - 2 * margin - qrSize - 30);
  elements.push({
    kind: 'text',
    role: 'issued-on',
    lines: dateLines.slice(0, 2).map((text, i) => ({ text, x: margin + 10, y: bottom + i * 11 })),
    fontSize: 9,
    weight: 'regular',
    color: MUTED,
  });

  const qrX = width - margin - qrSize;
  const qrY = bottom - qrSize - 8;
  if (facts.verificationUrl) {
    elements.push({ kind: 'qr', role: 'qr', url: facts.verificationUrl, x: qrX, y: qrY, size: qrSize });
  }
  if (facts.verificationCode) {
    const code = facts.verificationCode;
    elements.push({
      kind: 'text',
      role: 'code',
      lines: [{ text: code, x: qrX + (qrSize - textWidth(code, 8, 'regular')) / 2, y: bottom + 4 }],
      fontSize: 8,
      weight: 'regular',
      color: MUTED,
    });
  }

  const background: LayoutBackground =
    settings.backgroundOption === 'gradient'
      ? { kind: 'gradient', from: settings.gradientStart, to: settings.gradientEnd }
      : settings.backgroundOption === 'image' && settings.backgroundImage
        ? { kind: 'image', url: settings.backgroundImage, fallbackColor: settings.backgroundColor }
        : { kind: 'color', color: settings.backgroundColor };
  return { width, height, background, elements };
}
