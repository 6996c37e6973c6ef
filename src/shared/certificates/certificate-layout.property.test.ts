import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certificateFacts, verificationUrl } from './certificate-facts.ts';
import { fitLines, type LayoutElement, layoutCertificate, qrModulesPath } from './certificate-layout.ts';
import {
  type CertificateFacts,
  type CertificateSettings,
  DEFAULT_CERTIFICATE_SETTINGS,
  SAMPLE_FACTS,
} from './certificate-settings.ts';
import { printable, textWidth } from './font-metrics.ts';
import { normalizeVerificationCode } from './verification-code.ts';

// Property tests of the certificate's layout (issue 16): whatever the names, titles and settings,
// every element stays inside the page, long French names wrap or shrink (never overflow), the
// central column never runs into the signatures and the QR code, the grade line only with a grade.

const accented = 'aàâäbcçdeéèêëfghiîïjklmnñoôöœpqrstuùûüvwxyÿzŋAÀÂÉÈÊÎÏÔŒÙÛÜŸÇÑŊ';
const letter = fc.constantFrom(...accented);
const word = (max: number) => fc.array(letter, { minLength: 1, maxLength: max }).map((l) => l.join(''));
/** Names of 1 to 200 characters: words of ordinary length, or very long words, with accents. */
const name = (maxLength: number) =>
  fc
    .oneof(
      fc.array(word(12), { minLength: 1, maxLength: 30 }).map((w) => w.join(' ')),
      fc.array(word(80), { minLength: 1, maxLength: 4 }).map((w) => w.join('-')),
      fc.string({ minLength: 1, maxLength }),
    )
    .map((s) => s.slice(0, maxLength))
    .filter((s) => s.trim().length > 0);

const settingsArb: fc.Arbitrary<CertificateSettings> = fc.record({
  ...Object.fromEntries(Object.entries(DEFAULT_CERTIFICATE_SETTINGS).map(([k, v]) => [k, fc.constant(v)])),
  orientation: fc.constantFrom('portrait' as const, 'landscape' as const),
  certificateTitle: name(40),
  certificateSubtitle: name(80),
  studentIntroText: name(160),
  courseIntroText: name(160),
  gradeIntroText: name(160),
  clientLogo: fc.option(fc.constant('/files/public/logo.png'), { nil: null }),
  clientLogoSize: fc.double({ min: 1, max: 10, noNaN: true }),
  productLogoSize: fc.double({ min: 1, max: 10, noNaN: true }),
  showProductLogo: fc.boolean(),
  showDistinction: fc.boolean(),
  showDirectorSignature: fc.boolean(),
  showInstructorSignature: fc.boolean(),
  distinctionText: name(40),
  instructorTitle: name(80),
}) as fc.Arbitrary<CertificateSettings>;

const factsArb: fc.Arbitrary<CertificateFacts> = fc.record({
  ...Object.fromEntries(Object.entries(SAMPLE_FACTS).map(([k, v]) => [k, fc.constant(v)])),
  studentName: name(200),
  courseName: name(200),
  grade: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  distinction: fc.option(name(60), { nil: null }),
  instructorName: name(200),
  instructorSignature: fc.option(fc.constant('/files/public/signature.png'), { nil: null }),
  directorName: fc.option(name(200), { nil: null }),
  directorTitle: fc.option(name(80), { nil: null }),
  organizationName: name(200),
  verificationCode: fc.option(fc.constant('K7M2PQ9XRT'), { nil: null }),
  verificationUrl: fc.option(fc.constant('https://jang.sn/verify-certificate/K7M2PQ9XRT'), { nil: null }),
}) as fc.Arbitrary<CertificateFacts>;

/** The element's box: [left, top, right, bottom] (text: from the line's top to a little under its baseline). */
function boxOf(element: LayoutElement): [number, number, number, number][] {
  switch (element.kind) {
    case 'text':
      return element.lines.map((line) => [
        line.x,
        line.y - element.fontSize,
        line.x + textWidth(line.text, element.fontSize, element.weight),
        line.y + element.fontSize * 0.3,
      ]);
    case 'image':
    case 'rect':
      return [[element.x, element.y, element.x + element.width, element.y + element.height]];
    case 'line':
      return [[element.x1, element.y1, element.x2, element.y2]];
    case 'qr':
      return [[element.x, element.y, element.x + element.size, element.y + element.size]];
  }
}

const CENTRAL = new Set([
  'title',
  'subtitle',
  'student-intro',
  'student-name',
  'course-intro',
  'course-name',
  'grade',
  'distinction',
]);

describe('layoutCertificate', () => {
  it('keeps every element inside the page, whatever the texts and the orientation', () => {
    fc.assert(
      fc.property(settingsArb, factsArb, (settings, facts) => {
        const layout = layoutCertificate(settings, facts);
        for (const element of layout.elements) {
          for (const [left, top, right, bottom] of boxOf(element)) {
            expect(left).toBeGreaterThanOrEqual(0);
            expect(top).toBeGreaterThanOrEqual(0);
            expect(right).toBeLessThanOrEqual(layout.width);
            expect(bottom).toBeLessThanOrEqual(layout.height);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps the texts inside the frame and the central column above the signatures and the QR code', () => {
    fc.assert(
      fc.property(settingsArb, factsArb, (settings, facts) => {
        const layout = layoutCertificate(settings, facts);
        const texts = layout.elements.filter((e) => e.kind === 'text');
        for (const element of texts) {
          for (const [left, , right] of boxOf(element)) {
            expect(left).toBeGreaterThanOrEqual(26);
            expect(right).toBeLessThanOrEqual(layout.width - 26);
          }
        }
        const bandTop = Math.min(
          ...layout.elements
            .filter(
              (e) => e.kind === 'qr' || e.role.endsWith('signature') || e.role.endsWith('signature-line'),
            )
            .flatMap((e) => boxOf(e).map((b) => b[1])),
          layout.height,
        );
        for (const element of texts.filter((e) => CENTRAL.has(e.role))) {
          for (const [, , , bottom] of boxOf(element)) expect(bottom).toBeLessThanOrEqual(bandTop);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('wraps or shrinks a long French name, never cuts it silently', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('portrait' as const, 'landscape' as const),
        fc.array(word(14), { minLength: 2, maxLength: 6 }),
        (orientation, words) => {
          const studentName = words.join(' ');
          const layout = layoutCertificate(
            { ...DEFAULT_CERTIFICATE_SETTINGS, orientation },
            { ...SAMPLE_FACTS, studentName },
          );
          const element = layout.elements.find((e) => e.role === 'student-name');
          if (element?.kind !== 'text') throw new Error('no name drawn');
          // A name of up to six ordinary words is printed whole: every letter, on one or two lines.
          expect(element.lines.map((l) => l.text).join(' ')).toBe(printable(studentName));
          expect(element.lines.length).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('draws the grade line only when there is a grade, and the distinction only with it', () => {
    fc.assert(
      fc.property(settingsArb, factsArb, (settings, facts) => {
        const roles = layoutCertificate(settings, facts).elements.map((e) => e.role);
        expect(roles.includes('grade')).toBe(facts.grade !== null);
        if (facts.grade === null) expect(roles).not.toContain('distinction');
      }),
      { numRuns: 150 },
    );
  });

  it('prints the verification code and the QR code only for an issued certificate', () => {
    const preview = layoutCertificate(DEFAULT_CERTIFICATE_SETTINGS, SAMPLE_FACTS).elements.map((e) => e.role);
    expect(preview).not.toContain('qr');
    const issued = layoutCertificate(
      DEFAULT_CERTIFICATE_SETTINGS,
      certificateFacts({ ...SAMPLE_FACTS, grade: 86, distinction: 'Bien' }, 'K7M2PQ9XRT', 'https://jang.sn/'),
    );
    const qr = issued.elements.find((e) => e.kind === 'qr');
    expect(qr?.kind === 'qr' && qr.url).toBe('https://jang.sn/verify-certificate/K7M2PQ9XRT');
    const code = issued.elements.find((e) => e.role === 'code');
    expect(code?.kind === 'text' && code.lines[0]?.text).toBe('K7M2PQ9XRT');
  });
});

describe('fitLines', () => {
  it('never gives a line wider than asked nor more lines than asked', () => {
    fc.assert(
      fc.property(
        name(200),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 60, max: 500 }),
        (text, maxLines, maxWidth) => {
          const lines = fitLines(printable(text), 12, 'bold', maxWidth, maxLines);
          expect(lines.length).toBeLessThanOrEqual(maxLines);
          for (const line of lines) expect(textWidth(line, 12, 'bold')).toBeLessThanOrEqual(maxWidth);
        },
      ),
    );
  });
});

describe('font metrics', () => {
  it('measure a line as the sum of its characters (no kerning), wider in bold', () => {
    expect(textWidth('AV', 10, 'regular')).toBeCloseTo(
      textWidth('A', 10, 'regular') + textWidth('V', 10, 'regular'),
    );
    expect(textWidth('Aminata', 12, 'bold')).toBeGreaterThan(textWidth('Aminata', 12, 'regular'));
    expect(textWidth('i', 12, 'regular')).toBeLessThan(textWidth('m', 12, 'regular'));
  });

  it('print every French accent and West African letter, and replace what the font lacks', () => {
    expect(printable('Ŋoor Ñdèye Œuvré Ÿ ɓ ɗ')).toBe('Ŋoor Ñdèye Œuvré Ÿ ɓ ɗ');
    expect(printable('e\u0301cole')).toBe('école');
    expect(printable('Awa 😀 中')).toBe('Awa ? ?');
    expect(printable('a\t\nb')).toBe('a b');
  });
});

describe('verification codes and addresses', () => {
  it('normalise what a visitor types: capitals, no spaces nor dashes', () => {
    expect(normalizeVerificationCode(' k7m2-pq9 xrt ')).toBe('K7M2PQ9XRT');
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const once = normalizeVerificationCode(typed);
        expect(normalizeVerificationCode(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(64);
      }),
    );
  });

  it('build the verification address under APP_URL', () => {
    expect(verificationUrl('https://jang.sn///', 'ABC')).toBe('https://jang.sn/verify-certificate/ABC');
  });
});

describe('qrModulesPath', () => {
  it('draws one square per dark module, inside the quiet zone', () => {
    const path = qrModulesPath(2, (r, c) => r === c, 6);
    expect(path).toBe('M2 2h1v1h-1zM3 3h1v1h-1z');
  });
});
