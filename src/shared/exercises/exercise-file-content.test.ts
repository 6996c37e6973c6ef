import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downloadContentType } from './exercise-download.ts';
import {
  contentRefusalMessage,
  type DetectedType,
  hasAcceptedExtension,
  judgeFileContent,
} from './exercise-file-content.ts';
import { EXERCISE_FILE_TYPES, isValidFileName } from './exercise-files.ts';

const PDF = { ext: 'pdf', mime: 'application/pdf' };
const PNG = { ext: 'png', mime: 'image/png' };
const EXE = { ext: 'exe', mime: 'application/x-msdownload' };
const CFB = { ext: 'cfb', mime: 'application/x-cfb' };
const DOCX = {
  ext: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const DOCM = { ext: 'docm', mime: 'application/vnd.ms-word.document.macroenabled.12' };
const binary = (detected: DetectedType) => ({ detected, isText: false });
const text = { detected: null, isText: true };

describe('judgeFileContent', () => {
  it('accepts bytes that are what the extension says, with the type to store', () => {
    expect(judgeFileContent('rapport.PDF', binary(PDF))).toEqual({ accepted: true, type: 'application/pdf' });
    expect(judgeFileContent('capture.png', binary(PNG))).toEqual({ accepted: true, type: 'image/png' });
    expect(judgeFileContent('devoir.docx', binary(DOCX))).toEqual({ accepted: true, type: DOCX.mime });
    expect(judgeFileContent('notes.txt', text)).toEqual({ accepted: true, type: 'text/plain' });
    expect(judgeFileContent('notes.csv', text)).toEqual({ accepted: true, type: 'text/csv' });
  });

  // The extension chooses among doc, xls and ppt, which the bytes cannot tell apart.
  it.each([
    ['a.doc', 'application/msword'],
    ['a.xls', 'application/vnd.ms-excel'],
    ['a.ppt', 'application/vnd.ms-powerpoint'],
  ])('%s of compound-file bytes is stored as %s', (name, type) => {
    expect(judgeFileContent(name, binary(CFB))).toEqual({ accepted: true, type });
  });

  it('refuses a mismatch, unknown bytes, and text that is not text', () => {
    expect(judgeFileContent('a.docx', binary(CFB))).toMatchObject({ accepted: false, reason: 'mismatch' });
    expect(judgeFileContent('rapport.pdf', binary(EXE))).toEqual({
      accepted: false,
      reason: 'mismatch',
      detected: EXE,
    });
    // A macro-enabled document is not a .docx.
    expect(judgeFileContent('devoir.docx', binary(DOCM))).toMatchObject({
      accepted: false,
      reason: 'mismatch',
    });
    expect(judgeFileContent('rapport.pdf', binary(null))).toMatchObject({
      accepted: false,
      reason: 'unknown',
    });
    expect(judgeFileContent('rapport.pdf', text)).toMatchObject({ accepted: false, reason: 'unknown' });
    expect(judgeFileContent('notes.txt', binary(null))).toMatchObject({ accepted: false, reason: 'notText' });
    expect(judgeFileContent('notes.txt', binary(PNG))).toMatchObject({ accepted: false, reason: 'mismatch' });
    expect(judgeFileContent('outil.exe', binary(EXE))).toMatchObject({ accepted: false });
    expect(judgeFileContent('rapport.constructor', binary(PDF))).toMatchObject({ accepted: false });
  });

  it('only ever accepts a type the download then serves as such', () => {
    const extensions = [...Object.keys(EXERCISE_FILE_TYPES), 'exe', 'html', 'svg', 'constructor', ''];
    const detections = [null, PDF, PNG, EXE, CFB, DOCX, DOCM, { ext: 'jpg', mime: 'image/jpeg' }];
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(...extensions),
        fc.constantFrom(...detections),
        fc.boolean(),
        (base, extension, detected, isText) => {
          const name = `${base}.${extension}`;
          const verdict = judgeFileContent(name, { detected, isText });
          if (!verdict.accepted) return;
          expect(hasAcceptedExtension(name)).toBe(true);
          expect(downloadContentType(name, verdict.type)).not.toBe('application/octet-stream');
          // No executable, whatever its name.
          expect(detected).not.toEqual(EXE);
        },
      ),
    );
  });
});

describe('contentRefusalMessage', () => {
  it('names what the bytes were recognised as, in French', () => {
    expect(contentRefusalMessage('rapport.pdf', { accepted: false, reason: 'mismatch', detected: EXE })).toBe(
      "Type de fichier non supporté : « rapport.pdf » porte l'extension .pdf, mais son contenu est de type application/x-msdownload (.exe).",
    );
    expect(contentRefusalMessage('Mémoire.pdf', { accepted: false, reason: 'unknown', detected: null })).toBe(
      "Type de fichier non supporté : le contenu de « Mémoire.pdf » n'est pas celui d'un fichier .pdf.",
    );
    expect(contentRefusalMessage('notes.csv', { accepted: false, reason: 'notText', detected: null })).toBe(
      "Type de fichier non supporté : « notes.csv » n'est pas un texte UTF-8. Enregistrez-le en UTF-8, puis joignez-le de nouveau.",
    );
  });
});

describe('isValidFileName', () => {
  // Ordinary names, accents and emoji included, are accepted; empty names, control characters, bytes
  // that were not UTF-8 and long names are not.
  it.each([
    ['Mémoire final (v2).pdf', true],
    ['رسالة.pdf', true],
    ['photo 📷.png', true],
    ['   ', false],
    ['rapport\u0000.pdf', false],
    ['rapport\r\n.pdf', false],
    ['rapport\uFFFD.pdf', false],
    ['rapport\uD800.pdf', false],
    [`${'a'.repeat(252)}.pdf`, false],
    [`${'é'.repeat(251)}.pdf`, true],
  ])('%j → %s', (name, isValid) => {
    expect(isValidFileName(name)).toBe(isValid);
  });
});
