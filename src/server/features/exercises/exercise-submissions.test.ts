import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseSubmissions } from '../../db/schema/index.ts';
import {
  ABOUT_PAGE,
  countSubmissions,
  createExerciseWorld,
  type ExerciseWorld,
  exerciseApi,
  GITHUB_PAGES,
  multipartBody,
  storedFiles,
} from './exercise-fixtures.ts';
import { samplePng } from './sample-files.ts';

// Submitting: a text, a file or both; one live submission per learner, replaced until graded.
describe('exercise submissions', () => {
  let world: ExerciseWorld;
  let api: ReturnType<typeof exerciseApi>;
  let aboutPage: string;
  let githubPages: string;

  beforeAll(async () => {
    world = await createExerciseWorld();
    api = exerciseApi(world.app);
    aboutPage = await world.lessonId(ABOUT_PAGE);
    githubPages = await world.lessonId(GITHUB_PAGES);
  }, 60_000);
  afterAll(async () => world.close());

  it('accepts a JSON text, then shows it as my submission', async () => {
    const learner = await world.enrolledLearner('texte.exercice@example.sn');
    const created = await api.submit(
      aboutPage,
      { text: '  <h1>À propos de Teranga Couture</h1>  ' },
      learner,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      lesson_id: aboutPage,
      text: '<h1>À propos de Teranga Couture</h1>',
      file: null,
      status: 'submitted',
      score: null,
      max_score: 20,
      graded_at: null,
    });
    const shown = await api.get(aboutPage, learner);
    expect(shown.json().data.submission).toEqual(created.json().data);
  });

  it('accepts a multipart text with a file, stored under DATA_DIR/uploads/exercises', async () => {
    const learner = await world.enrolledLearner('fichier.exercice@example.sn');
    const before = await storedFiles(world.dataDir);
    const content = Buffer.from('%PDF-1.4 rapport de test');
    const response = await api.submitForm(
      aboutPage,
      await multipartBody({
        text: 'Voir le rapport joint.',
        file: { name: 'Mémoire Final.PDF', type: 'application/pdf', content },
      }),
      learner,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      text: 'Voir le rapport joint.',
      file: { name: 'Mémoire Final.PDF', type: 'application/pdf', size: content.length },
    });
    const [row] = await world.app.database.db
      .select()
      .from(exerciseSubmissions)
      .where(eq(exerciseSubmissions.id, response.json().data.id));
    expect(row!.filePath).toMatch(/^exercises\/[0-9a-f-]{36}-memoire-final\.pdf$/);
    expect(await readFile(path.join(world.dataDir, 'uploads', row!.filePath!))).toEqual(content);
    expect((await storedFiles(world.dataDir)).length).toBe(before.length + 1);
  });

  it('accepts a file without text', async () => {
    const png = samplePng();
    const learner = await world.enrolledLearner('capture.exercice@example.sn');
    const response = await api.submitForm(
      aboutPage,
      await multipartBody({ file: { name: 'capture.png', type: 'image/png', content: png } }),
      learner,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ text: '', file: { name: 'capture.png', size: png.length } });
  });

  it("refuses a file over 10 MB with 413 'Fichier trop volumineux', keeping nothing", async () => {
    const learner = await world.enrolledLearner('lourd.exercice@example.sn');
    const before = await storedFiles(world.dataDir);
    const response = await api.submitForm(
      aboutPage,
      await multipartBody({
        text: 'Trop lourd',
        file: { name: 'video.pdf', type: 'application/pdf', content: Buffer.alloc(10 * 1024 * 1024 + 1) },
      }),
      learner,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'Fichier trop volumineux : 10 Mo maximum.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await storedFiles(world.dataDir)).toEqual(before);
    expect((await api.get(aboutPage, learner)).json().data.submission).toBeNull();
  });

  it("refuses other file types with 400 'Type de fichier non supporté', keeping nothing", async () => {
    const learner = await world.enrolledLearner('script.exercice@example.sn');
    const before = await storedFiles(world.dataDir);
    for (const file of [
      { name: 'outil.exe', type: 'application/octet-stream', content: 'MZ' },
      { name: 'page.html', type: 'text/html', content: '<script></script>' },
      { name: 'rapport.pdf', type: 'text/html', content: '<html>' },
    ]) {
      const response = await api.submitForm(
        aboutPage,
        await multipartBody({ text: 'Ma page', file }),
        learner,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^Type de fichier non supporté/);
    }
    expect(await storedFiles(world.dataDir)).toEqual(before);
    expect((await api.get(aboutPage, learner)).json().data.submission).toBeNull();
  });

  it('refuses an empty submission and a text over 20 000 characters', async () => {
    const learner = await world.enrolledLearner('vide.exercice@example.sn');
    const before = await countSubmissions(world.app);
    for (const response of [
      await api.submit(aboutPage, { text: '   ' }, learner),
      await api.submit(aboutPage, {}, learner),
      await api.submitForm(aboutPage, await multipartBody({ text: '' }), learner),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Écrivez une réponse ou joignez un fichier.');
    }
    const tooLong = 'é'.repeat(20_001);
    for (const response of [
      await api.submit(aboutPage, { text: tooLong }, learner),
      await api.submitForm(aboutPage, await multipartBody({ text: tooLong }), learner),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('La réponse doit contenir au plus 20000 caractères');
    }
    const wrongType = await api.submit(aboutPage, { text: 42 }, learner);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe('La réponse doit être un texte.');
    expect(await countSubmissions(world.app)).toBe(before);
  });

  it('replaces my submission before grading, text and file, and deletes the replaced file', async () => {
    const learner = await world.enrolledLearner('revision.exercice@example.sn');
    const first = await api.submitForm(
      githubPages,
      await multipartBody({
        text: 'Première version',
        file: { name: 'notes.txt', type: 'text/plain', content: 'version 1' },
      }),
      learner,
    );
    expect(first.statusCode).toBe(201);
    const [firstRow] = await world.app.database.db
      .select()
      .from(exerciseSubmissions)
      .where(eq(exerciseSubmissions.id, first.json().data.id));
    const second = await api.submitForm(
      githubPages,
      await multipartBody({
        text: 'Version corrigée',
        file: { name: 'budget.csv', type: 'text/csv', content: 'poste;montant\nhébergement;0' },
      }),
      learner,
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({
      id: first.json().data.id,
      text: 'Version corrigée',
      file: { name: 'budget.csv', type: 'text/csv' },
      status: 'submitted',
    });
    const files = await storedFiles(world.dataDir);
    expect(files).not.toContain(path.basename(firstRow!.filePath!));
    expect(files.some((name) => name.endsWith('-budget.csv'))).toBe(true);

    // Without a file, the resubmission is the text alone.
    const third = await api.submit(githubPages, { text: 'Version finale, sans pièce jointe' }, learner);
    expect(third.statusCode).toBe(200);
    expect(third.json().data.file).toBeNull();
    expect((await storedFiles(world.dataDir)).some((name) => name.endsWith('-budget.csv'))).toBe(false);
    const rows = await world.app.database.db
      .select()
      .from(exerciseSubmissions)
      .where(eq(exerciseSubmissions.userId, learner.userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a resubmission once graded with 409, and keeps no new file', async () => {
    const learner = await world.enrolledLearner('note.exercice@example.sn');
    const submitted = await api.submit(githubPages, { text: 'https://teranga.github.io' }, learner);
    const graded = await api.grade(
      submitted.json().data.id,
      { score: 18, feedback: 'Bien' },
      world.instructor,
    );
    expect(graded.statusCode).toBe(200);

    const before = await storedFiles(world.dataDir);
    for (const response of [
      await api.submit(githubPages, { text: 'Une autre version' }, learner),
      await api.submitForm(
        githubPages,
        await multipartBody({
          text: 'Avec fichier',
          file: { name: 'a.txt', type: 'text/plain', content: 'a' },
        }),
        learner,
      ),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('EXERCISE_ALREADY_GRADED');
      expect(response.json().error).toBe(
        'Cet exercice a déjà été corrigé : votre soumission ne peut plus être modifiée.',
      );
    }
    expect(await storedFiles(world.dataDir)).toEqual(before);
    const shown = (await api.get(githubPages, learner)).json().data.submission;
    expect(shown).toMatchObject({
      text: 'https://teranga.github.io',
      status: 'graded',
      score: 18,
      max_score: 20,
      feedback: 'Bien',
    });
    expect(shown.graded_at).not.toBeNull();
  });
});
