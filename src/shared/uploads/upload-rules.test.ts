import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedFileName } from './file-name.ts';
import { parseByteCount, parseUploadMetadata } from './tus-headers.ts';
import { formatSize, hasMarkup, judgeUpload, type UploadContent } from './upload-types.ts';

const at = new Date(1_764_201_600_000);
const binary = (mime: string, ext: string): UploadContent => ({
  detected: { mime, ext },
  isText: false,
  hasMarkup: false,
});
const text = (markup = false): UploadContent => ({ detected: null, isText: true, hasMarkup: markup });

describe('stored file names (§5)', () => {
  it('slugifies the name, then adds the timestamp and the extension found in the bytes', () => {
    expect(storedFileName('Leçon n°1 — Été.PDF', 'pdf', at)).toBe('lecon-n-1-ete-1764201600000.pdf');
    expect(storedFileName('photo.jpeg', 'png', at)).toBe('photo-1764201600000.png');
    expect(storedFileName('日本語.txt', 'txt', at)).toBe('fichier-1764201600000.txt');
    expect(storedFileName('', 'mp3', at)).toBe('fichier-1764201600000.mp3');
  });

  it('keeps only a-z, 0-9 and single hyphens, at most 50 characters before the timestamp (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (name) => {
        const stored = storedFileName(name, 'pdf', at);
        const slug = stored.slice(0, -'-1764201600000.pdf'.length);
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('upload types from the bytes (§5, §9)', () => {
  it('accepts the documents, audio and pictures of the spec, whatever their name', () => {
    expect(judgeUpload('x.bin', binary('application/pdf', 'pdf'))).toMatchObject({
      accepted: true,
      kind: 'document',
      ext: 'pdf',
    });
    expect(judgeUpload('x', binary('audio/mpeg', 'mp3'))).toMatchObject({
      accepted: true,
      kind: 'audio',
      ext: 'mp3',
    });
    expect(judgeUpload('x', binary('audio/ogg; codecs=opus', 'opus'))).toMatchObject({
      kind: 'audio',
      ext: 'ogg',
    });
    expect(judgeUpload('x.jpg', binary('image/webp', 'webp'))).toMatchObject({ kind: 'image', ext: 'webp' });
  });

  it('refuses what the bytes show to be anything else, named .pdf or not', () => {
    for (const [mime, ext] of [
      ['application/x-msdownload', 'exe'],
      ['application/zip', 'zip'],
      ['video/mp4', 'mp4'],
      ['application/xml', 'xml'],
      ['image/svg+xml', 'svg'],
    ]) {
      expect(judgeUpload('rapport.pdf', binary(mime!, ext!))).toEqual({
        accepted: false,
        reason: 'detected',
        detected: { mime, ext },
      });
    }
  });

  it('lets the name choose only between types the bytes cannot tell apart', () => {
    const compound = binary('application/x-cfb', 'cfb');
    expect(judgeUpload('cours.ppt', compound)).toMatchObject({
      accepted: true,
      mime: 'application/vnd.ms-powerpoint',
    });
    expect(judgeUpload('cours.XLS', compound)).toMatchObject({ accepted: true, ext: 'xls' });
    expect(judgeUpload('setup.msi', compound)).toMatchObject({ accepted: false, reason: 'detected' });
    expect(judgeUpload('notes.csv', text())).toMatchObject({ accepted: true, mime: 'text/csv' });
    expect(judgeUpload('notes.pdf', text())).toMatchObject({
      accepted: true,
      mime: 'text/plain',
      ext: 'txt',
    });
  });

  it('refuses text with HTML markup, and bytes that are neither known nor UTF-8 text', () => {
    expect(judgeUpload('page.txt', text(true))).toMatchObject({ accepted: false, reason: 'markup' });
    expect(judgeUpload('x.txt', { detected: null, isText: false, hasMarkup: false })).toMatchObject({
      accepted: false,
      reason: 'unknown',
    });
  });

  it('sees markup a browser would render, not a "<" in a sentence or a table', () => {
    for (const page of [
      '<!DOCTYPE html>',
      '<HTML>',
      '<script src=x>',
      '<svg onload=x>',
      '<?xml version="1.0"?>',
      '<a href="x">',
      '<iframe/src=x>',
      '<!-- x -->',
    ]) {
      expect(hasMarkup(`Titre\n${page}`), page).toBe(true);
    }
    for (const plain of ['12 < 15', 'a<b', 'je <3 Dakar', 'Nom;Note\nAwa;<17>', '<abbr', 'x <ahead']) {
      expect(hasMarkup(plain), plain).toBe(false);
    }
  });

  it('writes sizes as the messages show them', () => {
    expect(formatSize(10 * 1024 * 1024)).toBe('10 Mo');
    expect(formatSize(12_582_912 + 1)).toBe('12 Mo');
    expect(formatSize(2_621_440)).toBe('2,5 Mo');
    expect(formatSize(870_400)).toBe('850 Ko');
    expect(formatSize(12)).toBe('12 octets');
  });
});

describe('tus headers', () => {
  it('reads byte counts: whole numbers only', () => {
    expect(parseByteCount('0')).toBe(0);
    expect(parseByteCount('10485760')).toBe(10_485_760);
    for (const bad of [undefined, '', '-1', '1.5', '1e3', ' 1', '0x10', '99999999999999999']) {
      expect(parseByteCount(bad), String(bad)).toBeNull();
    }
  });

  it('reads Upload-Metadata as tus writes it, and refuses anything malformed', () => {
    const b64 = (value: string) => Buffer.from(value).toString('base64');
    expect(
      parseUploadMetadata(`filename ${b64('Été.pdf')},filetype ${b64('application/pdf')},is_confidential`),
    ).toEqual({
      filename: 'Été.pdf',
      filetype: 'application/pdf',
      is_confidential: '',
    });
    for (const bad of [
      'filename ***',
      'filename a b',
      `a ${b64('x')},a ${b64('y')}`,
      ' ',
      'clé eA==',
      `filename ${Buffer.from([0xff, 0xfe]).toString('base64')}`,
    ]) {
      expect(parseUploadMetadata(bad), bad).toBeNull();
    }
  });
});
