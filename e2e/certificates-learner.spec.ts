import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CERTIFICATE_PATHS,
  type IssuedCertificate,
} from '../src/shared/certificates/certificate.contract.ts';
import { paths } from '../src/web/paths.ts';
import {
  api,
  type Learner,
  newLearner,
  newStaff,
  outboxLink,
  signInContext,
  tokenOf,
} from './support/accounts.ts';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';

// Certificates, part issue (issue 16): a fresh admin builds a small free course with an exam and the
// certificate on (the demo template), a fresh learner passes the exam (its one lesson: 100 %), the
// certificate is issued by the events dispatcher, then the learner opens 'Voir le certificat', sees it
// drawn, its PDF link and the share buttons, and finds it in 'Mes certificats'.

let browser: Browser;
let learner: Learner;
let courseId = '';
let certificate: IssuedCertificate;
let quizId = '';
const TITLE = `Hygiène alimentaire ${Date.now()}`;
const EXAM = 'Examen final d’hygiène';

beforeAll(async () => {
  mkdirSync('docs/screenshots', { recursive: true });
  browser = await launchBrowser();
  const admin = await tokenOf(await newStaff('admin'));
  const options = await api<{
    categories: { id: string }[];
    certificateTemplates: { id: string; name: string }[];
  }>('GET', '/api/courses/editor-options', { token: admin });
  const template = options.certificateTemplates[0];
  if (!template) throw new Error('aucun modèle de certificat dans les données de démonstration');
  const created = await api<{ id: string; version: number }>('POST', '/api/courses', {
    token: admin,
    body: { title: TITLE },
  });
  courseId = created.id;
  const quiz = await api<{ id: string }>('POST', '/api/admin/quizzes', {
    token: admin,
    body: {
      course_id: courseId,
      title: EXAM,
      type: 'exam',
      passing_score: 50,
      questions: [
        {
          question_type: 'true_false',
          question_text: 'Se laver les mains avant de cuisiner.',
          correct_answer: true,
        },
        {
          question_type: 'true_false',
          question_text: 'La viande crue se garde au soleil.',
          correct_answer: false,
        },
      ],
    },
  });
  quizId = quiz.id;
  await api('POST', `/api/admin/quizzes/${quiz.id}/publish`, { token: admin });
  const fields = await fetch(`${baseUrlOf()}/api/courses/${courseId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      version: created.version,
      description: 'Les gestes qui protègent vos clients.',
      categoryId: options.categories[0]?.id ?? null,
      enableCertificate: true,
      certificateTemplateId: template.id,
      accessType: 'free',
    }),
  });
  if (!fields.ok) throw new Error(`PUT cours : ${fields.status} ${await fields.text()}`);
  const { version } = (await fields.json()).data as { version: number };
  const structure = await fetch(`${baseUrlOf()}/api/courses/${courseId}/structure`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      version,
      sections: [
        {
          title: 'Évaluation',
          position: 0,
          lessons: [{ title: EXAM, type: 'quiz', content: { quiz_id: quiz.id }, position: 0 }],
        },
      ],
    }),
  });
  if (!structure.ok) throw new Error(`PUT structure : ${structure.status} ${await structure.text()}`);
  await api('POST', `/api/courses/${courseId}/publish`, { token: admin });
  learner = await enrolledLearner('Aminata', 'Ndiaye');
}, 120_000);
afterAll(async () => browser.close());

const baseUrlOf = () => baseUrl();
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/certificates-${name}.png`, fullPage: false });

/** A fresh learner enrolled through the checkout's free path (quote, then initialize without a gateway). */
async function enrolledLearner(firstName: string, lastName: string): Promise<Learner> {
  const learner = await newLearner(null, { firstName, lastName });
  const quote = await api<{ amountDueNow: number; isFree: boolean }>('POST', '/api/payments/quote', {
    token: learner.token,
    body: { courseId, planType: 'oneTime' },
  });
  expect(quote.isFree).toBe(true);
  await api('POST', '/api/payments/initialize', {
    token: learner.token,
    body: {
      amount: 0,
      courseId,
      paymentPlan: { type: 'oneTime' },
      paymentDetails: { method: 'wave', phoneNumber: '+221771234567' },
      currency: 'XOF',
      idempotencyKey: `e2e-certificat-${learner.email}`,
    },
  });
  return learner;
}

/** The learner's certificate for the course, once the events dispatcher has issued it. */
async function issuedTo(learner: Learner): Promise<IssuedCertificate> {
  let found: IssuedCertificate | null = null;
  await expect
    .poll(
      async () => {
        found = await api<IssuedCertificate>('GET', `/api/certificates/course/${courseId}`, {
          token: learner.token,
        }).catch(() => null);
        return found !== null;
      },
      { timeout: 40_000, interval: 1000 },
    )
    .toBe(true);
  return found!;
}

/** Passes the exam through the player's API: both answers right. */
async function passExam(learner: Learner) {
  const details = await api<{ modules: { chapters: { type: string; content?: unknown }[] }[] }>(
    'GET',
    `/api/v1/student/courses/${courseId}/details`,
    { token: learner.token },
  );
  expect(details.modules.flatMap((m) => m.chapters)).toHaveLength(1);
  const { attempt } = await api<{ attempt: { id: string } }>(
    'POST',
    `/api/learning/quizzes/${quizId}/attempts`,
    {
      token: learner.token,
      body: { course_id: courseId },
    },
  );
  const quiz = await api<{
    questions: { id: string; question_text: string; options: { id: string; option_text: string }[] }[];
  }>('GET', `/api/learning/quizzes/${quizId}`, { token: learner.token });
  for (const question of quiz.questions) {
    const wanted = question.question_text.startsWith('Se laver') ? 'Vrai' : 'Faux';
    await api('POST', `/api/learning/quizzes/${quizId}/answers`, {
      token: learner.token,
      body: {
        attempt_id: attempt.id,
        question_id: question.id,
        answer: question.options.find((o) => o.option_text === wanted)!.id,
      },
    });
  }
  const result = await api<{ passed: boolean }>('POST', `/api/learning/quizzes/${quizId}/complete`, {
    token: learner.token,
    body: { attempt_id: attempt.id },
  });
  expect(result.passed).toBe(true);
}

async function openCertificateFromCoursePage(page: Page) {
  await page.goto(paths.dashboard.course(courseId));
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.getByRole('link', { name: 'Voir le certificat' }).click();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.getByRole('img', { name: /Certificat de Aminata Ndiaye/ }).waitFor();
}

it("under 100 % 'Voir le certificat' says to finish the course; the certificate page says what is missing", async () => {
  const page = await newPage(browser, PHONE);
  await signInContext(page, learner);
  await page.goto(paths.dashboard.course(courseId));
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.getByRole('button', { name: 'Voir le certificat' }).click();
  await page.getByText('Vous devez terminer le cours à 100% pour obtenir votre certificat').waitFor();
  await page.goto(paths.dashboard.certificate(courseId));
  await page.getByText('Certificat pas encore disponible').waitFor();
  await page.getByText('Vous en êtes à 0 %').waitFor();
  await page.goto(paths.dashboard.certificates());
  await page.getByText("Vous n'avez pas encore de certificat").waitFor();
  await page.getByRole('link', { name: 'Voir mes formations' }).waitFor();
  await page.context().close();
}, 60_000);

it('passing the exam issues the certificate once, with its email', async () => {
  await passExam(learner);
  // The events dispatcher (every 5 s in the app under test) issues it.
  certificate = await issuedTo(learner);
  expect(certificate).toMatchObject({ courseTitle: TITLE, gradePercent: 100, distinction: 'Très Bien' });
  expect(certificate.verificationUrl).toMatch(/\/verify-certificate\/[A-HJKMNP-Z2-9]{10}$/);
  const mine = await api<IssuedCertificate[]>('GET', '/api/certificates', { token: learner.token });
  expect(mine.map((c) => c.id)).toEqual([certificate.id]);
  // Told by email, with the link to the certificate's page.
  expect(await outboxLink(learner.email, 'certificate-issued')).toMatch(
    new RegExp(`${paths.dashboard.certificate(courseId)}$`),
  );
}, 90_000);

it("at 100 % 'Voir le certificat' opens the certificate: drawn, its PDF, the share buttons (360 px)", async () => {
  expect(certificate?.id).toBeTruthy();
  const page = await newPage(browser, PHONE);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInContext(page, learner);
  await openCertificateFromCoursePage(page);
  await page.getByText('Note : 100 % · Mention Très Bien').first().waitFor();

  const pdf = page.getByRole('link', { name: 'Télécharger le PDF' });
  expect(await pdf.getAttribute('href')).toBe(CERTIFICATE_PATHS.pdf(certificate.id));
  expect(await pdf.getAttribute('download')).toBe(`certificat-${certificate.verificationCode}.pdf`);
  // Downloaded for real: a PDF file.
  const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(10_000);

  const whatsapp = page.getByRole('link', { name: 'WhatsApp' });
  const whatsappUrl = new URL((await whatsapp.getAttribute('href'))!);
  expect(whatsappUrl.origin).toBe('https://wa.me');
  expect(whatsappUrl.searchParams.get('text')).toContain(certificate.verificationUrl);
  const linkedin = new URL((await page.getByRole('link', { name: 'LinkedIn' }).getAttribute('href'))!);
  expect(linkedin.searchParams.get('url')).toBe(certificate.verificationUrl);
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await page.getByRole('button', { name: 'Lien copié' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(certificate.verificationUrl);

  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'learner-360');
  await page.context().close();
}, 60_000);

it("lists the learner's certificates and opens one from its card (1280 px)", async () => {
  const page = await newPage(browser, DESKTOP);
  await signInContext(page, learner);
  await page.goto(paths.dashboard.certificates());
  await page.getByRole('heading', { level: 1, name: 'Mes certificats' }).waitFor();
  const card = page.getByRole('article').filter({ hasText: TITLE });
  await card.getByText('Note : 100 % · Mention Très Bien').waitFor();
  // The sidebar's 'Certificats' is the real page now.
  expect(await page.getByText('Bientôt disponible').count()).toBe(0);
  await card.getByRole('link', { name: 'Voir le certificat' }).click();
  await page.getByRole('img', { name: /Certificat de Aminata Ndiaye/ }).waitFor();
  await page.getByRole('link', { name: 'Télécharger le PDF' }).waitFor();
  await shot(page, 'learner-1280');
  await page.context().close();
}, 60_000);

it('an admin finds a certificate in the issued list and revokes it with a reason (360 and 1280 px)', async () => {
  const other = await enrolledLearner('Moussa', 'Gueye');
  await passExam(other);
  const issued = await issuedTo(other);
  const admin = await newStaff('admin');
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await newPage(browser, viewport);
    await signInContext(page, admin);
    await page.goto(paths.admin.issuedCertificates());
    await page.getByRole('heading', { level: 1, name: 'Certificats délivrés' }).waitFor();
    await page.getByLabel('Rechercher').fill(other.email);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const row = page.getByRole('listitem').filter({ hasText: issued.verificationCode });
    await row.waitFor();
    await page.getByText('1 certificat(s)').waitFor();
    if (viewport === PHONE) {
      await shot(page, 'issued-360');
      await page.context().close();
      continue;
    }
    await row.getByRole('button', { name: 'Révoquer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Révoquer ce certificat' });
    await dialog.getByLabel('Motif de la révocation').fill('ok');
    await dialog.getByRole('button', { name: 'Révoquer le certificat' }).click();
    await dialog.getByText('Entre 3 et 500 caractères').first().waitFor();
    await dialog.getByLabel('Motif de la révocation').fill('Examen passé par une autre personne');
    await shot(page, 'issued-revoke-1280');
    await dialog.getByRole('button', { name: 'Révoquer le certificat' }).click();
    await row.getByText(/Révoqué le .* : Examen passé par une autre personne/).waitFor();
    await shot(page, 'issued-1280');
    await page.context().close();
  }
  const after = await api<IssuedCertificate>('GET', `/api/certificates/course/${courseId}`, {
    token: other.token,
  });
  expect(after.revokedReason).toBe('Examen passé par une autre personne');
}, 120_000);
