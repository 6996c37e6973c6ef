import type { CertificateFacts, CertificateSettings } from './certificate-settings.ts';
import { type FontWeight, printable, textWidth } from './font-metrics.ts';

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

/** The platform's logo (src/web/public/certificates/jang-logo.png, made by scripts/generate-certificate-font.mjs). */
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

/** At most `maxLines` lines of `text`; when it needs more, the last one kept ends with '…'. */
export function fitLines(
  text: string,
  fontSize: number,
  weight: FontWeight,
  maxWidth: number,
  maxLines: number,
): string[] {
  const lines = wrapText(text, fontSize, weight, maxWidth);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (textWidth(last, fontSize, weight) > maxWidth && [...last].length > 1) {
    last = `${[...last].slice(0, -2).join('')}…`;
  }
  kept[maxLines - 1] = last;
  return kept;
}

type BlockOptions = {
  top: number;
  centreX: number;
  maxWidth: number;
  fontSize: number;
  minSize: number;
  maxLines: number;
  weight: FontWeight;
  color: string;
};

/**
 * A centred block of text of at most `maxLines` lines: the size shrinks (down to `minSize`) until the
 * text fits; at the smallest size, lines past `maxLines` are dropped and the last one ends with '…'.
 */
function centredText(
  role: string,
  text: string,
  options: BlockOptions,
): { element: LayoutElement; bottom: number } {
  let size = options.fontSize;
  let lines = wrapText(text, size, options.weight, options.maxWidth);
  while (lines.length > options.maxLines && size > options.minSize) {
    size = Math.max(options.minSize, size - 1);
    lines = wrapText(text, size, options.weight, options.maxWidth);
  }
  lines = fitLines(text, size, options.weight, options.maxWidth, options.maxLines);
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

/** How the QR code is made on both sides (the `qrcode` package's options): the same modules everywhere. */
export const QR_OPTIONS = { errorCorrectionLevel: 'M' } as const;

/** Modules of white around the code (the quiet zone), inside the element's square. */
export const QR_QUIET_ZONE = 2;

/**
 * The dark modules of a QR code as one SVG path inside a square of `size` points whose top-left
 * corner is (0, 0): the SVG drawing and the PDF (drawSvgPath) draw this same path.
 */
export function qrModulesPath(count: number, isDark: (row: number, column: number) => boolean, size: number) {
  const unit = size / (count + 2 * QR_QUIET_ZONE);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (!isDark(row, column)) continue;
      const x = round((column + QR_QUIET_ZONE) * unit);
      const y = round((row + QR_QUIET_ZONE) * unit);
      const side = round(unit);
      parts.push(`M${x} ${y}h${side}v${side}h${-side}z`);
    }
  }
  return parts.join('');
}

/** Where an image of intrinsic size (w × h) goes inside its box, proportions kept ('contain', centred). */
export function containBox(
  box: { x: number; y: number; width: number; height: number },
  intrinsic: { width: number; height: number },
) {
  if (intrinsic.width <= 0 || intrinsic.height <= 0) return box;
  const scale = Math.min(box.width / intrinsic.width, box.height / intrinsic.height);
  const width = intrinsic.width * scale;
  const height = intrinsic.height * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

type Block = {
  role: string;
  text: string;
  fontSize: number;
  minSize: number;
  maxLines: number;
  weight: FontWeight;
  color: string;
  /** Space above the block, in points at full size. */
  before: number;
};

/**
 * The central column (title to distinction) from `top`, every size and gap times `scale`; its
 * elements and where it ends.
 */
function centralColumn(
  blocks: readonly Block[],
  top: number,
  centreX: number,
  maxWidth: number,
  scale: number,
): { elements: LayoutElement[]; bottom: number } {
  const elements: LayoutElement[] = [];
  let y = top;
  for (const block of blocks) {
    if (!block.text.trim()) continue;
    y += block.before * scale;
    const placed = centredText(block.role, block.text, {
      top: y,
      centreX,
      maxWidth,
      fontSize: Math.max(6, block.fontSize * scale),
      minSize: Math.max(6, block.minSize * scale),
      maxLines: block.maxLines,
      weight: block.weight,
      color: block.color,
    });
    elements.push(placed.element);
    y = placed.bottom;
  }
  return { elements, bottom: y };
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

  // Bottom band: signatures on the left and centre, the QR code on the right, the date under them.
  const bottom = height - margin - 8;
  const qrSize = landscape ? 78 : 86;
  const signatureWidth = landscape ? 180 : 150;
  const lineY = bottom - 44;
  const qrY = bottom - qrSize - 8;
  /** The central column ends above the signatures' pictures and the QR code. */
  const columnLimit = Math.min(lineY - 46, qrY) - 6;

  const text = (role: string, value: string, o: Partial<Block> & { fontSize: number }): Block => ({
    role,
    text: printable(value),
    minSize: o.fontSize,
    maxLines: 1,
    weight: 'regular',
    color: INK,
    before: 0,
    ...o,
  });
  const blocks: Block[] = [
    text('title', settings.certificateTitle, {
      fontSize: landscape ? 40 : 44,
      minSize: 24,
      weight: 'bold',
      color: ACCENT,
    }),
    text('subtitle', settings.certificateSubtitle, { fontSize: 18, minSize: 12, maxLines: 2, color: MUTED }),
    text('student-intro', settings.studentIntroText, {
      fontSize: 13,
      minSize: 10,
      maxLines: 2,
      color: MUTED,
      before: landscape ? 18 : 36,
    }),
    text('student-name', facts.studentName, {
      fontSize: 30,
      minSize: 16,
      maxLines: 2,
      weight: 'bold',
      before: landscape ? 4 : 6,
    }),
    text('course-intro', settings.courseIntroText, {
      fontSize: 13,
      minSize: 10,
      maxLines: 2,
      color: MUTED,
      before: landscape ? 10 : 18,
    }),
    text('course-name', facts.courseName, {
      fontSize: 22,
      minSize: 13,
      maxLines: 3,
      weight: 'bold',
      color: ACCENT,
      before: landscape ? 4 : 6,
    }),
  ];
  if (facts.grade !== null) {
    blocks.push(
      text('grade', `${settings.gradeIntroText} ${facts.grade} %`.trim(), {
        fontSize: 14,
        minSize: 10,
        maxLines: 2,
        before: landscape ? 10 : 18,
      }),
    );
    if (settings.showDistinction && facts.distinction) {
      blocks.push(
        text('distinction', `${settings.distinctionText} ${facts.distinction}`.trim(), {
          fontSize: 16,
          minSize: 11,
          weight: 'bold',
          color: ACCENT,
          before: landscape ? 2 : 4,
        }),
      );
    }
  }
  // Long names and titles first shrink inside their block; when the column is still too tall for the
  // page, every size and gap shrinks together until it fits above the bottom band.
  let scale = 1;
  let column = centralColumn(blocks, y, centreX, maxWidth, scale);
  while (column.bottom > columnLimit && scale > 0.2) {
    scale *= 0.94;
    column = centralColumn(blocks, y, centreX, maxWidth, scale);
  }
  elements.push(...column.elements);

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
    const name = fitLines(printable(signature.name), 11, 'bold', signatureWidth, 1)[0] ?? '';
    const title = fitLines(printable(signature.title), 9, 'regular', signatureWidth, 1)[0] ?? '';
    if (name) {
      elements.push({
        kind: 'text',
        role: `${signature.role}-name`,
        lines: [{ text: name, x: x + (signatureWidth - textWidth(name, 11, 'bold')) / 2, y: lineY + 15 }],
        fontSize: 11,
        weight: 'bold',
        color: INK,
      });
    }
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

  const dateLine = printable(`Délivré le ${facts.issuedOn} · ${facts.organizationName}`);
  const dateLines = fitLines(dateLine, 9, 'regular', width - 2 * margin - qrSize - 30, 2);
  elements.push({
    kind: 'text',
    role: 'issued-on',
    lines: dateLines.map((text, i) => ({ text, x: margin + 10, y: bottom + i * 11 })),
    fontSize: 9,
    weight: 'regular',
    color: MUTED,
  });

  const qrX = width - margin - qrSize;
  if (facts.verificationUrl) {
    elements.push({ kind: 'qr', role: 'qr', url: facts.verificationUrl, x: qrX, y: qrY, size: qrSize });
  }
  if (facts.verificationCode) {
    const code = fitLines(printable(facts.verificationCode), 8, 'regular', qrSize + 20, 1)[0] ?? '';
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
