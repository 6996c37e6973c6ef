import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_UNSAVED,
  isUnsaved,
  missingPoints,
  THUMBNAIL_MAX_BYTES,
  thumbnailProblem,
  type UnsavedAction,
  unsavedReducer,
  uploadsVerdict,
} from './editor-view.ts';

const run = (...actions: UnsavedAction['type'][]) =>
  actions.reduce((state, type) => unsavedReducer(state, { type } as UnsavedAction), INITIAL_UNSAVED);

describe('the unsaved flag (spec §4)', () => {
  it('is set by any edit and cleared by a successful save', () => {
    expect(isUnsaved(run())).toBe(false);
    expect(isUnsaved(run('edit'))).toBe(true);
    expect(isUnsaved(run('edit', 'saveStarted', 'saveSucceeded'))).toBe(false);
  });

  it('stays set after a failed save, and after a save when an edit came while it was on its way', () => {
    expect(isUnsaved(run('edit', 'saveStarted', 'saveFailed'))).toBe(true);
    expect(isUnsaved(run('edit', 'saveStarted', 'edit', 'saveSucceeded'))).toBe(true);
    expect(
      isUnsaved(run('edit', 'saveStarted', 'edit', 'saveSucceeded', 'saveStarted', 'saveSucceeded')),
    ).toBe(false);
  });

  it('is cleared by a reload', () => {
    expect(isUnsaved(run('edit', 'edit', 'reset'))).toBe(false);
  });

  it('is set exactly when an edit came after the start of the last successful save', () => {
    const actions = fc.array(
      fc.constantFrom('edit', 'saveStarted', 'saveSucceeded', 'saveFailed') as fc.Arbitrary<
        UnsavedAction['type']
      >,
    );
    fc.assert(
      fc.property(actions, (types) => {
        // Model: the edits a save covers are those made before it started.
        let edits = 0;
        let covered = 0;
        let saving: number | null = null;
        for (const type of types) {
          if (type === 'edit') edits++;
          if (type === 'saveStarted') saving = edits;
          if (type === 'saveSucceeded') {
            covered = saving ?? covered;
            saving = null;
          }
          if (type === 'saveFailed') saving = null;
        }
        expect(isUnsaved(run(...types))).toBe(edits !== covered);
      }),
    );
  });
});

describe('what the uploads allow before a save (spec §7, §8)', () => {
  it('waits while files are on their way', () => {
    expect(uploadsVerdict({ pending: 1, failed: 0 })).toEqual({
      kind: 'wait',
      message: "Un fichier est en cours d'envoi : attendez la fin de l'envoi pour enregistrer.",
    });
    expect(uploadsVerdict({ pending: 3, failed: 1 }).kind).toBe('wait');
  });

  it('announces the failed files with their count, then saves the rest', () => {
    expect(uploadsVerdict({ pending: 0, failed: 2 })).toEqual({
      kind: 'warnFailed',
      title: "Certains fichiers n'ont pas pu être uploadés",
      message: '2 fichiers en échec : retirez-les ou envoyez-les à nouveau.',
    });
    expect(uploadsVerdict({ pending: 0, failed: 0 })).toEqual({ kind: 'ready' });
  });
});

describe('the thumbnail alerts (spec §5)', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('gives the four messages of the spec', () => {
    expect(thumbnailProblem(null)).toBe('Fichier invalide ou type de fichier non défini.');
    expect(thumbnailProblem(file('photo', ''))).toBe('Fichier invalide ou type de fichier non défini.');
    expect(thumbnailProblem(file('cours.pdf', 'application/pdf'))).toBe(
      'Veuillez sélectionner un fichier image valide.',
    );
    expect(thumbnailProblem(file('photo.jpg', 'image/jpeg', THUMBNAIL_MAX_BYTES + 1))).toBe(
      "L'image est trop volumineuse. Taille maximale autorisée : 10MB.",
    );
    expect(thumbnailProblem(file('dessin.svg', 'image/svg+xml'))).toBe(
      "Format d'image non supporté. Formats acceptés : JPG, JPEG, PNG, WebP, GIF.",
    );
  });

  it('accepts the five formats, whatever the case of the extension, up to 10 MB', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.webp', 'a.gif'])
      expect(thumbnailProblem(file(name, 'image/png', THUMBNAIL_MAX_BYTES))).toBeNull();
  });
});

describe('a refused publish', () => {
  it('lists the missing points the server sent', () => {
    expect(missingPoints({ missing: ['Choisissez une catégorie.', 'Ajoutez au moins une leçon.'] })).toEqual([
      'Choisissez une catégorie.',
      'Ajoutez au moins une leçon.',
    ]);
    expect(missingPoints(undefined)).toEqual([]);
    expect(missingPoints({ missing: 'x' })).toEqual([]);
  });
});
