import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../test/test-app.ts';
import {
  ABOUT_PAGE,
  countSubmissions,
  createExerciseWorld,
  type ExerciseWorld,
  exerciseApi,
  filePart,
  type MultipartBody,
  multipartBody,
  rawMultipart,
  storedFiles,
  textPart,
} from './exercise-fixtures.ts';

// A multipart submission that no browser would send (docs/decisions/069-malformed-exercise-uploads.md):
// a clear French 400 (413 when too large), and nothing kept: no file on disk, no row.
describe('malformed multipart exercise submissions', () => {
  let world: ExerciseWorld;
  let api: ReturnType<typeof exerciseApi>;
  let aboutPage: string;
  let learner: SignedIn;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

  beforeAll(async () => {
    world = await createExerciseWorld();
    api = exerciseApi(world.app);
    aboutPage = await world.lessonId(ABOUT_PAGE);
    learner = await world.enrolledLearner('formulaire.casse@example.sn');
  }, 60_000);
  afterAll(async () => world.close());

  /** Sends the body, checks the answer, and that neither a file nor a row was kept. */
  async function expectRefused(
    form: MultipartBody,
    expected: { status: number; error: string | RegExp; code?: string },
  ) {
    const files = await storedFiles(world.dataDir);
    const rows = await countSubmissions(world.app);
    const response = await api.submitForm(aboutPage, form, learner);
    expect(response.statusCode, response.body).toBe(expected.status);
    const body = response.json();
    if (typeof expected.error === 'string') expect(body.error).toBe(expected.error);
    else expect(body.error).toMatch(expected.error);
    expect(body.code).toBe(expected.code ?? (expected.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION'));
    expect(await storedFiles(world.dataDir)).toEqual(files);
    expect(await countSubmissions(world.app)).toBe(rows);
    expect((await api.get(aboutPage, learner)).json().data.submission).toBeNull();
  }

  const MALFORMED = 'Le formulaire envoyé est incomplet ou mal formé : envoyez de nouveau votre réponse.';

  it('refuses a body whose boundary is missing or is not the declared one', async () => {
    const parts = [textPart('Ma réponse'), filePart('rapport.pdf', 'application/pdf', pdf)];
    await expectRefused(rawMultipart(parts, { declaredBoundary: null }), { status: 400, error: MALFORMED });
    await expectRefused(rawMultipart(parts, { declaredBoundary: 'une-autre-frontiere' }), {
      status: 400,
      error: MALFORMED,
    });
  });

  it('refuses a body cut short, inside the file or before the closing boundary', async () => {
    const whole = rawMultipart([textPart('Ma réponse'), filePart('rapport.pdf', 'application/pdf', pdf)]);
    const cut = { ...whole, payload: whole.payload.subarray(0, whole.payload.length - 30) };
    await expectRefused(cut, { status: 400, error: MALFORMED });
    const unclosed = rawMultipart([textPart('Ma réponse'), filePart('rapport.pdf', 'application/pdf', pdf)], {
      closed: false,
    });
    await expectRefused(unclosed, { status: 400, error: MALFORMED });
  });

  it('leaves out a part without Content-Disposition, as busboy does: an empty submission', async () => {
    await expectRefused(rawMultipart([{ headers: ['Content-Disposition form-data'], body: 'x' }]), {
      status: 400,
      error: 'Écrivez une réponse ou joignez un fichier.',
    });
  });

  it('refuses too many parts', async () => {
    const fields = Array.from({ length: 30 }, (_, index) => textPart(`valeur ${index}`, `champ${index}`));
    await expectRefused(rawMultipart([...fields, filePart('rapport.pdf', 'application/pdf', pdf)]), {
      status: 400,
      error:
        'Le formulaire envoyé contient trop de champs : une réponse (text) et un fichier (file) au plus.',
    });
  });

  it('refuses a file field sent twice, or a second file under another name', async () => {
    const oneFile = 'Joignez un seul fichier à votre soumission.';
    await expectRefused(
      rawMultipart([
        textPart('Deux fichiers'),
        filePart('rapport.pdf', 'application/pdf', pdf),
        filePart('annexe.pdf', 'application/pdf', pdf),
      ]),
      { status: 400, error: oneFile },
    );
    await expectRefused(
      rawMultipart([
        filePart('rapport.pdf', 'application/pdf', pdf),
        filePart('annexe.pdf', 'application/pdf', pdf, 'piece'),
      ]),
      { status: 400, error: oneFile },
    );
  });

  it('refuses the text field sent twice', async () => {
    await expectRefused(rawMultipart([textPart('Première'), textPart('Seconde')]), {
      status: 400,
      error: 'La réponse (text) est envoyée deux fois : envoyez-la une seule fois.',
    });
  });

  it('refuses a text field too large (400) and a file too large (413)', async () => {
    await expectRefused(rawMultipart([textPart('a'.repeat(200_000))]), {
      status: 400,
      error: 'La réponse doit contenir au plus 20000 caractères',
    });
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    await expectRefused(rawMultipart([filePart('rapport.pdf', 'application/pdf', big)]), {
      status: 413,
      error: 'Fichier trop volumineux : 10 Mo maximum.',
    });
  });

  it('refuses a file name that is not UTF-8, holds a NUL or a control character, or is too long', async () => {
    const invalidName = "Le nom du fichier n'est pas valide : renommez-le puis joignez-le de nouveau.";
    for (const name of [
      'rapport\xff\xfe.pdf',
      'rapport\x00.pdf',
      'rap\x07port.pdf',
      `${'a'.repeat(300)}.pdf`,
    ]) {
      await expectRefused(rawMultipart([filePart(name, 'application/pdf', pdf)]), {
        status: 400,
        error: invalidName,
      });
    }
    // RFC 5987 form: percent-encoded bytes that are not UTF-8, or a NUL.
    for (const encoded of ["UTF-8''rapport%FF.pdf", "UTF-8''rapport%00.pdf"]) {
      await expectRefused(
        rawMultipart([
          {
            headers: [
              `Content-Disposition: form-data; name="file"; filename*=${encoded}`,
              'Content-Type: application/pdf',
            ],
            body: pdf,
          },
        ]),
        { status: 400, error: invalidName },
      );
    }
  });

  it('refuses a NUL character in the text field, which the global guard never sees', async () => {
    await expectRefused(
      rawMultipart([textPart('Ma réponse\u0000 cachée'), filePart('rapport.pdf', 'application/pdf', pdf)]),
      { status: 400, error: 'Les données envoyées contiennent un caractère nul (\\0), non autorisé.' },
    );
  });

  it('still accepts a well-formed submission afterwards', async () => {
    const response = await api.submitForm(
      aboutPage,
      await multipartBody({
        text: 'Ma réponse',
        file: { name: 'rapport.pdf', type: 'application/pdf', content: pdf },
      }),
      learner,
    );
    expect(response.statusCode).toBe(201);
    expect((await storedFiles(world.dataDir)).length).toBe(1);
  });
});
