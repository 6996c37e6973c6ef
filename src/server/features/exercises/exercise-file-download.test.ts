import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseSubmissions } from '../../db/schema/index.ts';
import { bearer, createUser, type SignedIn, signIn } from '../../test/test-app.ts';
import {
  ABOUT_PAGE,
  createExerciseWorld,
  type ExerciseWorld,
  exerciseApi,
  GITHUB_PAGES,
  multipartBody,
} from './exercise-fixtures.ts';

// Downloading a submission's file: its learner through /api/learning, its grader through
// /api/instructor; nobody else, and never as a page of the site.
describe('exercise file download', () => {
  let world: ExerciseWorld;
  let api: ReturnType<typeof exerciseApi>;
  let aboutPage: string;
  let owner: SignedIn;
  let otherLearner: SignedIn;
  let aminata: SignedIn;
  let moussa: SignedIn;
  let superadmin: SignedIn;
  let admin: SignedIn;
  let foreignInstructor: SignedIn;
  let foreignLearner: SignedIn;
  let submissionId: string;
  let textOnlyId: string;
  const content = Buffer.from('%PDF-1.4 le rapport de Khady, accents compris : é à ç');

  const learnerFile = (lessonId: string, session: SignedIn | null) =>
    world.app.inject({
      url: `/api/learning/exercises/${lessonId}/submission/file`,
      headers: session ? bearer(session) : {},
    });
  const graderFile = (id: string, session: SignedIn | null) =>
    world.app.inject({
      url: `/api/instructor/exercises/submissions/${id}/file`,
      headers: session ? bearer(session) : {},
    });
  const setRow = (id: string, values: Partial<typeof exerciseSubmissions.$inferInsert>) =>
    world.app.database.db.update(exerciseSubmissions).set(values).where(eq(exerciseSubmissions.id, id));
  const rowOf = async (id: string) =>
    (
      await world.app.database.db.select().from(exerciseSubmissions).where(eq(exerciseSubmissions.id, id))
    )[0]!;

  beforeAll(async () => {
    world = await createExerciseWorld();
    api = exerciseApi(world.app);
    aboutPage = await world.lessonId(ABOUT_PAGE);
    owner = await world.enrolledLearner('khady.fichier@example.sn');
    otherLearner = await world.enrolledLearner('voisin.fichier@example.sn');
    const sent = await api.submitForm(
      aboutPage,
      await multipartBody({
        text: 'Voir le rapport.',
        file: { name: 'Mémoire final.PDF', type: 'application/pdf', content },
      }),
      owner,
    );
    expect(sent.statusCode).toBe(201);
    submissionId = sent.json().data.id;
    const textOnly = await api.submit(aboutPage, { text: 'Sans fichier' }, otherLearner);
    textOnlyId = textOnly.json().data.id;

    aminata = world.instructor;
    superadmin = world.superadmin;
    admin = world.admin;
    // Another instructor of the organisation, who does not teach the HTML course.
    moussa = world.otherInstructor;
    for (const [email, role] of [
      ['formateur.fichier@autre.sn', 'instructor'],
      ['apprenant.fichier@autre.sn', 'student'],
    ] as const) {
      await createUser(world.app, { email, roles: [role], organization: 'autre' });
    }
    foreignInstructor = await signIn(world.app, 'formateur.fichier@autre.sn');
    foreignLearner = await signIn(world.app, 'apprenant.fichier@autre.sn');
  }, 60_000);
  afterAll(async () => world.close());

  function expectAttachment(response: Awaited<ReturnType<typeof learnerFile>>) {
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(content);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="memoire-final.pdf"; filename*=UTF-8''M%C3%A9moire%20final.PDF`,
      'content-length': String(content.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  }

  describe('GET /api/learning/exercises/{lessonId}/submission/file', () => {
    it('gives the learner the file they attached', async () => {
      expectAttachment(await learnerFile(aboutPage, owner));
    });

    it('refuses anonymous callers (401)', async () => {
      const response = await learnerFile(aboutPage, null);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    });

    it("never reaches another learner's file: the lookup is by the caller", async () => {
      // The other learner's own submission has no file; the owner's is not theirs to get.
      const other = await learnerFile(aboutPage, otherLearner);
      expect(other.statusCode).toBe(404);
      expect(other.json().error).toBe("Cette soumission n'a pas de fichier joint.");
      const third = await world.enrolledLearner('troisieme.fichier@example.sn');
      const none = await learnerFile(aboutPage, third);
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toBe('Soumission introuvable');
      // The instructor of the course has no submission of their own either.
      expect((await learnerFile(aboutPage, aminata)).statusCode).toBe(404);
    });

    it('answers 404 outside the organisation, and for lessons that are not exercises', async () => {
      const foreign = await learnerFile(aboutPage, foreignLearner);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe('Exercice introuvable');
      const unknown = await learnerFile('00000000-0000-4000-8000-000000000000', owner);
      expect(unknown.statusCode).toBe(404);
      expect((await learnerFile('pas-un-id', owner)).statusCode).toBe(400);
      // Another exercise of the same course, where the owner sent nothing.
      const githubPages = await world.lessonId(GITHUB_PAGES);
      expect((await learnerFile(githubPages, owner)).json().error).toBe('Soumission introuvable');
    });
  });

  describe('GET /api/instructor/exercises/submissions/{submissionId}/file', () => {
    it("gives the course's instructor and the organisation's superadmin the file", async () => {
      expectAttachment(await graderFile(submissionId, aminata));
      expectAttachment(await graderFile(submissionId, superadmin));
    });

    it('refuses anonymous callers (401), learners and admins without the instructor role (403)', async () => {
      expect((await graderFile(submissionId, null)).statusCode).toBe(401);
      for (const session of [owner, otherLearner, admin]) {
        const response = await graderFile(submissionId, session);
        expect(response.statusCode).toBe(403);
        expect(response.rawPayload.includes(content)).toBe(false);
      }
    });

    it("refuses another instructor's course (403) and hides it from another organisation (404)", async () => {
      const other = await graderFile(submissionId, moussa);
      expect(other.statusCode).toBe(403);
      expect(other.json().error).toBe("Cette soumission concerne une formation que vous n'enseignez pas.");
      const foreign = await graderFile(submissionId, foreignInstructor);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe('Soumission introuvable');
      expect((await graderFile('00000000-0000-4000-8000-000000000000', aminata)).statusCode).toBe(404);
      expect((await graderFile('pas-un-id', aminata)).statusCode).toBe(400);
    });

    it('answers 404 for a submission without a file', async () => {
      const response = await graderFile(textOnlyId, aminata);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe("Cette soumission n'a pas de fichier joint.");
    });
  });

  describe('the stored file and its row', () => {
    it('stays downloadable by both once graded', async () => {
      expect((await api.grade(submissionId, { score: 17 }, aminata)).statusCode).toBe(200);
      expectAttachment(await learnerFile(aboutPage, owner));
      expectAttachment(await graderFile(submissionId, aminata));
    });

    it('never sends a name that breaks the header, nor a type the browser would render', async () => {
      await setRow(submissionId, { fileName: 'rapport"\r\nSet-Cookie: a=1;.pdf', fileType: 'text/html' });
      const response = await graderFile(submissionId, aminata);
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="rapport-set-cookie-a-1.pdf"; filename*=UTF-8''rapport%20Set-Cookie%20a%3D1%3B.pdf`,
      );
      await setRow(submissionId, { fileName: 'Mémoire final.PDF', fileType: 'application/pdf' });
    });

    it('answers 404 for a row pointing outside the uploads folder or at a missing file', async () => {
      const { filePath } = await rowOf(submissionId);
      // A file that exists beside DATA_DIR's uploads, reached by a tampered row.
      await writeFile(path.join(world.dataDir, 'secret.txt'), 'secret');
      await writeFile(path.join(world.dataDir, 'uploads', 'secret.txt'), 'secret');
      const tamperedPaths = [
        'secret.txt',
        '../secret.txt',
        'exercises/../secret.txt',
        'exercises/../../secret.txt',
        'uploads/exercises/../../secret.txt',
        '/etc/passwd',
      ];
      for (const tampered of tamperedPaths) {
        await setRow(submissionId, { filePath: tampered });
        const response = await graderFile(submissionId, aminata);
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('Le fichier de cette soumission est introuvable sur le serveur.');
      }
      await setRow(submissionId, { filePath });
      await unlink(path.join(world.dataDir, 'uploads', filePath!));
      const gone = await learnerFile(aboutPage, owner);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error).toBe('Le fichier de cette soumission est introuvable sur le serveur.');
    });
  });
});
