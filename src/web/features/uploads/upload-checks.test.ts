import { describe, expect, it } from 'vitest';
import { acceptAttribute, refuseFile } from './upload-checks.ts';
import { uploadFailure } from './upload-errors.ts';

const MB = 1024 * 1024;

describe('checks before sending', () => {
  it("refuses over 10 MB with 'Fichier trop volumineux', its name, size and the limit", () => {
    expect(refuseFile({ name: 'cours.pdf', size: 12 * MB, type: 'application/pdf' }, 'document')).toEqual({
      title: 'Fichier trop volumineux',
      message: 'Fichier trop volumineux : « cours.pdf » fait 12 Mo, la limite est de 10 Mo.',
    });
    expect(refuseFile({ name: 'cours.pdf', size: 10 * MB, type: 'application/pdf' }, 'document')).toBeNull();
  });

  it("refuses another kind with 'Type de fichier non supporté'", () => {
    expect(refuseFile({ name: 'film.mp4', size: 1, type: 'video/mp4' }, 'audio')?.title).toBe(
      'Type de fichier non supporté',
    );
    expect(refuseFile({ name: 'page.html', size: 1, type: 'text/html' }, 'document')?.message).toContain(
      'PDF, Word, Excel, PowerPoint, texte, CSV',
    );
    expect(refuseFile({ name: 'cours.mp3', size: 1, type: 'audio/mpeg' }, 'document')).not.toBeNull();
  });

  it('accepts by name when the browser gives no type, or by type', () => {
    expect(refuseFile({ name: 'notes.csv', size: 5, type: '' }, 'document')).toBeNull();
    expect(refuseFile({ name: 'voix.ogg', size: 5, type: '' }, 'audio')).toBeNull();
    expect(refuseFile({ name: 'enregistrement', size: 5, type: 'audio/wav' }, 'audio')).toBeNull();
    expect(acceptAttribute('image')).toContain('.webp');
  });
});

describe('what a failed request means', () => {
  const answer = (status: number, body: unknown) => ({
    getStatus: () => status,
    getBody: () => JSON.stringify(body),
  });

  it('no answer is the network: the upload waits and resumes', () => {
    expect(uploadFailure(undefined)).toEqual({ kind: 'network' });
    expect(uploadFailure({ getStatus: () => 0, getBody: () => '' })).toEqual({ kind: 'network' });
  });

  it("shows the server's French refusals under the spec's titles", () => {
    const tooLarge = uploadFailure(
      answer(413, { error: 'Fichier trop volumineux : « a.pdf » fait 11 Mo…', code: 'PAYLOAD_TOO_LARGE' }),
    );
    expect(tooLarge).toMatchObject({ kind: 'refused', status: 413, title: 'Fichier trop volumineux' });
    const disguised = uploadFailure(answer(415, { error: 'Type de fichier non supporté : le contenu…' }));
    expect(disguised).toMatchObject({
      title: 'Type de fichier non supporté',
      message: 'Type de fichier non supporté : le contenu…',
    });
    expect(uploadFailure(answer(500, 'oops'))).toMatchObject({
      status: 500,
      message: expect.stringContaining('HTTP 500'),
    });
  });
});

describe('the upload id in its address', () => {
  it('is the last segment, without a query', async () => {
    const { uploadIdOf } = await import('./upload-client.ts');
    expect(uploadIdOf('/api/uploads/2a56033?x=1')).toBe('2a56033');
    expect(uploadIdOf('http://127.0.0.1:3000/api/uploads/abc/')).toBe('abc');
  });
});
