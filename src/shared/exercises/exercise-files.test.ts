import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from '../slug.ts';
import { isAllowedExerciseFile, slugifyFileName } from './exercise-files.ts';

describe('slugify', () => {
  // Lowercases, removes accents and keeps a-z, 0-9 and single hyphens.
  it.each([
    ['Mémoire de fin d’études — Version 2', 'memoire-de-fin-d-etudes-version-2'],
    ['  Ça marche !  ', 'ca-marche'],
    ['Économie___SÉNÉGAL', 'economie-senegal'],
    ['???', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('never exceeds 50 characters nor ends with a hyphen', () => {
    expect(slugify(`${'a'.repeat(49)} b c`)).toBe('a'.repeat(49));
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const slug = slugify(text);
        expect(slug.length).toBeLessThanOrEqual(50);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});

describe('stored file names', () => {
  // The name slugified, an accepted extension kept.
  it.each([
    ['Mémoire final.PDF', 'memoire-final.pdf'],
    ['budget 2026.xlsx', 'budget-2026.xlsx'],
    ['???.pdf', 'fichier.pdf'],
    ['é.png', 'e.png'],
    ['script.sh', 'script-sh'],
  ])('%j → %j', (name, stored) => {
    expect(slugifyFileName(name)).toBe(stored);
  });
});

describe('accepted files', () => {
  it('accept documents, spreadsheets, slides, text, csv and png/jpeg images', () => {
    expect(isAllowedExerciseFile('rapport.pdf', 'application/pdf')).toBe(true);
    expect(
      isAllowedExerciseFile(
        'devoir.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe(true);
    expect(isAllowedExerciseFile('notes.csv', 'text/csv')).toBe(true);
    expect(isAllowedExerciseFile('notes.txt', 'text/plain; charset=utf-8')).toBe(true);
    expect(isAllowedExerciseFile('photo.JPG', 'image/jpeg')).toBe(true);
  });

  it('refuse other types, and an extension that does not match the declared type', () => {
    expect(isAllowedExerciseFile('virus.exe', 'application/octet-stream')).toBe(false);
    expect(isAllowedExerciseFile('page.html', 'text/html')).toBe(false);
    expect(isAllowedExerciseFile('image.gif', 'image/gif')).toBe(false);
    expect(isAllowedExerciseFile('rapport.pdf', 'text/html')).toBe(false);
    expect(isAllowedExerciseFile('sans-extension', 'application/pdf')).toBe(false);
  });
});

describe('inherited property names', () => {
  it('are not file types', () => {
    expect(isAllowedExerciseFile('rapport.constructor', 'application/pdf')).toBe(false);
    expect(isAllowedExerciseFile('rapport.__proto__', 'text/plain')).toBe(false);
    expect(slugifyFileName('rapport.toString')).toBe('rapport-tostring');
  });
});
