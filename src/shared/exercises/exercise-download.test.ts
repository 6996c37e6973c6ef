import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName, downloadContentType } from './exercise-download.ts';

/** Reads back the two names of a Content-Disposition value, as a browser would. */
function parseDisposition(header: string) {
  const match = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([^;\s]*)$/.exec(header);
  if (!match) throw new Error(`en-tête inattendu : ${header}`);
  return { ascii: match[1]!, utf8: decodeURIComponent(match[2]!) };
}

describe('attachmentDisposition', () => {
  it('gives an ASCII slug and the original UTF-8 name', () => {
    expect(attachmentDisposition('Mémoire final.PDF')).toBe(
      `attachment; filename="memoire-final.pdf"; filename*=UTF-8''M%C3%A9moire%20final.PDF`,
    );
    expect(parseDisposition(attachmentDisposition('Devoir n°2 (Aïssatou).docx'))).toEqual({
      ascii: 'devoir-n-2-aissatou.docx',
      utf8: 'Devoir n°2 (Aïssatou).docx',
    });
  });

  it('removes what could end the header, add one, or climb out of the download folder', () => {
    const header = attachmentDisposition('../../etc/passwd"\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    const { ascii, utf8 } = parseDisposition(header);
    expect(utf8).toBe('etc passwd Set-Cookie x=1;.pdf');
    expect(ascii).toBe('etc-passwd-set-cookie-x-1.pdf');
    expect(parseDisposition(attachmentDisposition('"""')).utf8).toBe('fichier');
  });

  it('always yields one well-formed header whose names carry no separator nor control character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
        const header = attachmentDisposition(name);
        expect(header).toMatch(/^[\x20-\x7e]+$/);
        const { ascii, utf8 } = parseDisposition(header);
        expect(ascii).toMatch(/^[a-z0-9.-]+$/);
        expect(utf8).not.toMatch(/[\p{Cc}\p{Cf}"\\/]/u);
        expect(utf8.startsWith('.')).toBe(false);
        expect(Array.from(utf8).length).toBeLessThanOrEqual(150);
        expect(utf8.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('cleanFileName', () => {
  it('keeps an accepted extension when it shortens a long name', () => {
    const long = `${'é'.repeat(200)}.pdf`;
    const cleaned = cleanFileName(long);
    expect(Array.from(cleaned)).toHaveLength(150);
    expect(cleaned.endsWith('é.pdf')).toBe(true);
    // An emoji at the cut is kept whole or dropped, never split.
    expect(() => encodeURIComponent(cleanFileName('😀'.repeat(200)))).not.toThrow();
  });
});

describe('downloadContentType', () => {
  it('sends the stored type of an accepted document, UTF-8 for text', () => {
    expect(downloadContentType('rapport.pdf', 'application/pdf')).toBe('application/pdf');
    expect(downloadContentType('notes.csv', 'text/csv')).toBe('text/csv; charset=utf-8');
    expect(downloadContentType('capture.PNG', 'image/png')).toBe('image/png');
  });

  it('falls back to application/octet-stream for anything else', () => {
    expect(downloadContentType('page.html', 'text/html')).toBe('application/octet-stream');
    expect(downloadContentType('rapport.pdf', 'text/html')).toBe('application/octet-stream');
    expect(downloadContentType('image.svg', 'image/svg+xml')).toBe('application/octet-stream');
    expect(downloadContentType('rapport.pdf', null)).toBe('application/octet-stream');
  });
});
