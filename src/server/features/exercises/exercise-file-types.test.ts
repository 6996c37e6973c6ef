import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseSubmissions } from '../../db/schema/index.ts';
import { bearer, type SignedIn } from '../../test/test-app.ts';
import {
  ABOUT_PAGE,
  countSubmissions,
  createExerciseWorld,
  type ExerciseWorld,
  exerciseApi,
  multipartBody,
  storedFiles,
} from './exercise-fixtures.ts';
import {
  sampleCompoundFile,
  sampleDocx,
  sampleElf,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleWindowsExecutable,
  sampleZip,
} from './sample-files.ts';

// An upload's type comes from its bytes, never from its name or declared type alone
// (docs/decisions/070-upload-type-from-the-bytes.md): the bytes must be what the extension says,
// and the detected type is stored and served.
describe('exercise file types decided from the bytes', () => {
  let world: ExerciseWorld;
  let api: ReturnType<typeof exerciseApi>;
  let aboutPage: string;
  let learnerCount = 0;

  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  beforeAll(async () => {
    world = await createExerciseWorld();
    api = exerciseApi(world.app);
    aboutPage = await world.lessonId(ABOUT_PAGE);
  }, 60_000);
  afterAll(async () => world.close());

  /** A fresh learner each time: every submission is a first one. */
  async function freshLearner(): Promise<SignedIn> {
    learnerCount += 1;
    return world.enrolledLearner(`type.fichier.${learnerCount}@example.sn`);
  }

  async function send(learner: SignedIn, file: { name: string; type: string; content: Buffer | string }) {
    return api.submitForm(aboutPage, await multipartBody({ text: 'Mon travail', file }), learner);
  }

  async function download(learner: SignedIn) {
    return world.app.inject({
      url: `/api/learning/exercises/${aboutPage}/submission/file`,
      headers: bearer(learner),
    });
  }

  async function expectRefused(
    file: { name: string; type: string; content: Buffer | string },
    error: string,
  ) {
    const learner = await freshLearner();
    const files = await storedFiles(world.dataDir);
    const rows = await countSubmissions(world.app);
    const response = await send(learner, file);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION' });
    expect(await storedFiles(world.dataDir)).toEqual(files);
    expect(await countSubmissions(world.app)).toBe(rows);
  }

  it('refuses a Windows or Linux executable renamed rapport.pdf, naming what it is', async () => {
    await expectRefused(
      { name: 'rapport.pdf', type: 'application/pdf', content: sampleWindowsExecutable() },
      "Type de fichier non supporté : « rapport.pdf » porte l'extension .pdf, mais son contenu est de type application/x-msdownload (.exe).",
    );
    await expectRefused(
      { name: 'rapport.pdf', type: 'application/pdf', content: sampleElf() },
      "Type de fichier non supporté : « rapport.pdf » porte l'extension .pdf, mais son contenu est de type application/x-elf (.elf).",
    );
  });

  it('refuses bytes of another accepted type, a zip named .docx, and bytes nobody recognises', async () => {
    await expectRefused(
      { name: 'photo.png', type: 'image/png', content: sampleJpeg() },
      "Type de fichier non supporté : « photo.png » porte l'extension .png, mais son contenu est de type image/jpeg (.jpg).",
    );
    await expectRefused(
      { name: 'devoir.docx', type: DOCX, content: sampleZip() },
      "Type de fichier non supporté : « devoir.docx » porte l'extension .docx, mais son contenu est de type application/zip (.zip).",
    );
    await expectRefused(
      { name: 'rapport.pdf', type: 'application/pdf', content: Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]) },
      "Type de fichier non supporté : le contenu de « rapport.pdf » n'est pas celui d'un fichier .pdf.",
    );
  });

  it('refuses a text file that is not UTF-8 text, or is really an image', async () => {
    const notUtf8 =
      "Type de fichier non supporté : « notes.csv » n'est pas un texte UTF-8. Enregistrez-le en UTF-8, puis joignez-le de nouveau.";
    // Latin-1 'é' (0xE9) is not UTF-8; a NUL is not text.
    await expectRefused(
      { name: 'notes.csv', type: 'text/csv', content: Buffer.from('nom;note\nAwa;Très bien\n', 'latin1') },
      notUtf8,
    );
    await expectRefused(
      { name: 'notes.csv', type: 'text/csv', content: Buffer.from('nom;note\n\0Awa;12\n', 'utf8') },
      notUtf8,
    );
    await expectRefused(
      { name: 'notes.txt', type: 'text/plain', content: samplePng() },
      "Type de fichier non supporté : « notes.txt » porte l'extension .txt, mais son contenu est de type image/png (.png).",
    );
  });

  it('accepts a real PDF, PNG, DOCX, old Office file and UTF-8 text, storing the detected type', async () => {
    for (const sample of [
      // The declared type plays no part: a browser may send none or a generic one.
      {
        name: 'Rapport final.pdf',
        declared: 'application/octet-stream',
        content: samplePdf(),
        type: 'application/pdf',
      },
      { name: 'capture.PNG', declared: 'image/jpeg', content: samplePng(), type: 'image/png' },
      { name: 'photo.jpeg', declared: '', content: sampleJpeg(), type: 'image/jpeg' },
      { name: 'devoir.docx', declared: 'application/octet-stream', content: sampleDocx(), type: DOCX },
      {
        name: 'ancien.doc',
        declared: 'application/octet-stream',
        content: sampleCompoundFile(),
        type: 'application/msword',
      },
      {
        name: 'notes.csv',
        declared: 'application/vnd.ms-excel',
        content: 'nom;note\r\nAwa;Très bien\r\n',
        type: 'text/csv',
      },
      {
        name: 'réponse.txt',
        declared: 'text/plain',
        content: '\uFEFFBonjour\tà tous 👋\n',
        type: 'text/plain',
      },
    ]) {
      const learner = await freshLearner();
      const response = await send(learner, {
        name: sample.name,
        type: sample.declared,
        content: sample.content,
      });
      expect(response.statusCode, `${sample.name}: ${response.body}`).toBe(201);
      const bytes = Buffer.isBuffer(sample.content) ? sample.content : Buffer.from(sample.content, 'utf8');
      expect(response.json().data.file).toEqual({ name: sample.name, type: sample.type, size: bytes.length });
      const [row] = await world.app.database.db
        .select()
        .from(exerciseSubmissions)
        .where(eq(exerciseSubmissions.id, response.json().data.id));
      expect(row!.fileType).toBe(sample.type);
      expect(await readFile(path.join(world.dataDir, 'uploads', row!.filePath!))).toEqual(bytes);

      const served = await download(learner);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(
        sample.type.startsWith('text/') ? `${sample.type}; charset=utf-8` : sample.type,
      );
      expect(served.headers['content-disposition']).toMatch(/^attachment; /);
      expect(served.rawPayload).toEqual(bytes);
    }
  });
});
