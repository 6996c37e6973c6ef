import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths } from '../src/web/paths.ts';
import {
  type Account,
  api,
  archiveCourse,
  demoToken,
  loginAsDemo,
  newLearner,
  newStaff,
  signInContext,
  tokenOf,
} from './support/accounts.ts';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';

// Platform console (issue 18): review moderation and the audit log: a fresh admin of the demo organisation builds a small
// free course, a fresh learner enrols and leaves a review; the admin hides it with a reason (refused
// first without one, in French), finds it under 'Masqués', restores it, then reads both actions in the
// audit log with their details. The demo superadmin (only to look, decision 085) opens the platform's
// audit log and narrows it to the demo organisation. Screenshots at 360 and 1280 px.

let browser: Browser;
let admin: Account;
let courseId = '';
const stamp = Date.now();
const TITLE = `Service client au téléphone ${stamp}`;
const COMMENT = `Trop court, et le son de la vidéo grésille (${stamp}).`;
const HIDE_REASON = 'Signalé par le formateur : propos hors sujet';
const RESTORE_REASON = 'Vérifié avec l’apprenant : avis légitime';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: false });

async function put(token: string, path: string, body: unknown): Promise<{ version: number }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${path} : ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { version: number } }).data;
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`),
  ).toEqual([]);
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

beforeAll(async () => {
  mkdirSync('docs/screenshots', { recursive: true });
  browser = await launchBrowser();
  admin = await newStaff('admin');
  const token = await tokenOf(admin);
  const options = await api<{ categories: { id: string }[]; instructors: { id: string }[] }>(
    'GET',
    '/api/courses/editor-options',
    { token },
  );
  // The marketplace shows a course whose instructor profile is active: the first one it shows.
  let instructorId: string | null = null;
  for (const instructor of options.instructors) {
    const response = await fetch(`${baseUrl()}/api/marketplace/instructors/${instructor.id}`);
    if (response.ok) {
      instructorId = instructor.id;
      break;
    }
  }
  if (!instructorId) throw new Error('aucun profil instructeur actif dans les données de démonstration');
  const created = await api<{ id: string; version: number }>('POST', '/api/courses', {
    token,
    body: { title: TITLE },
  });
  courseId = created.id;
  const fields = await put(token, `/api/courses/${courseId}`, {
    version: created.version,
    description: 'Accueillir, écouter et répondre aux clients au téléphone.',
    categoryId: options.categories[0]?.id ?? null,
    instructorId,
    accessType: 'free',
  });
  await put(token, `/api/courses/${courseId}/structure`, {
    version: fields.version,
    sections: [
      {
        title: 'Accueil',
        position: 0,
        lessons: [
          { title: 'Décrocher', type: 'article', content: { text: '<p>Bonjour !</p>' }, position: 0 },
        ],
      },
    ],
  });
  await api('POST', `/api/courses/${courseId}/publish`, { token });

  const learner = await newLearner(null, { firstName: 'Ousmane', lastName: 'Diallo' });
  await api('POST', '/api/payments/quote', { token: learner.token, body: { courseId, planType: 'oneTime' } });
  await api('POST', '/api/payments/initialize', {
    token: learner.token,
    body: {
      amount: 0,
      courseId,
      paymentPlan: { type: 'oneTime' },
      paymentDetails: { method: 'wave', phoneNumber: '+221771234567' },
      currency: 'XOF',
      idempotencyKey: `e2e-audit-${learner.email}`,
    },
  });
  await api('POST', `/api/marketplace/courses/${courseId}/reviews`, {
    token: learner.token,
    body: { rating: 2, comment: COMMENT },
  });
}, 120_000);

afterAll(async () => {
  await archiveCourse(admin, courseId);
  await browser.close();
});

it('an admin hides a review with a reason, finds it under « Masqués », restores it, and reads both in the audit log', async () => {
  const page = await newPage(browser, DESKTOP);
  await signInContext(page, admin);
  // Every tile of the dashboard leads to its list; grading, for an admin who does not teach, to the
  // organisation's exercises (decision 300).
  await page.goto(paths.admin.home());
  const grading = page.getByTestId('dashboard-submissionsToGrade').getByRole('link');
  expect(await grading.getAttribute('href')).toBe(paths.admin.exercises());
  expect(await page.getByTestId('dashboard-coursesPublished').getByRole('link').getAttribute('href')).toBe(
    '/admin/courses?status=published',
  );
  expect(await page.locator('[data-testid^="dashboard-"]:not(:has(a))').count()).toBe(0);
  // 'Sessions en cours' opens the running cohorts: the list's filter reads the address.
  await page.getByTestId('dashboard-cohortsRunning').getByRole('link').click();
  await page.waitForURL((url) => url.pathname === paths.admin.cohorts() && url.search === '?status=active');
  await expect.poll(() => page.getByLabel('Statut').inputValue()).toBe('active');

  await page.getByRole('link', { name: 'Avis', exact: true }).click();
  await page.waitForURL((url) => url.pathname === paths.admin.reviews());
  await page.getByRole('heading', { level: 1, name: 'Avis' }).waitFor();
  const card = page.locator('li[data-review]', { hasText: COMMENT });
  await card.waitFor();
  expect(await card.getByRole('img', { name: '2 sur 5' }).count()).toBe(1);
  expect(await card.textContent()).toContain(TITLE);
  expect(await card.textContent()).toContain('Ousmane Diallo');

  // Hiding asks for a reason, in French, before anything is sent.
  await card.getByRole('button', { name: 'Masquer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Masquer cet avis' });
  await dialog.getByRole('button', { name: 'Masquer' }).click();
  await dialog.getByText('Indiquez un motif de 3 à 500 caractères.').waitFor();
  await dialog.getByLabel('Motif').fill(HIDE_REASON);
  await dialog.getByRole('button', { name: 'Masquer' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card.getByText('Masqué', { exact: true }).waitFor();

  await page.getByRole('link', { name: 'Masqués' }).click();
  await page.waitForURL((url) => url.searchParams.get('filter') === 'hidden');
  const hidden = page.locator('li[data-review]', { hasText: COMMENT });
  await hidden.getByText(`Motif : ${HIDE_REASON}`).waitFor();
  await shot(page, 'reviews-hidden-1280');
  await expectAccessible(page);

  await hidden.getByRole('button', { name: 'Rétablir' }).click();
  const restore = page.getByRole('dialog', { name: 'Rétablir cet avis' });
  await restore.getByLabel('Motif').fill(RESTORE_REASON);
  await restore.getByRole('button', { name: 'Rétablir' }).click();
  await restore.waitFor({ state: 'detached' });
  // Restored, it leaves the 'Masqués' list.
  await hidden.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Visibles' }).click();
  await page.locator('li[data-review]', { hasText: COMMENT }).getByText('Visible', { exact: true }).waitFor();

  // The audit log, narrowed to this admin's actions: both, newest first, with the reasons inside.
  await page.getByRole('link', { name: "Journal d'audit" }).click();
  await page.getByRole('heading', { level: 1, name: "Journal d'audit" }).waitFor();
  await page.getByLabel('Auteur (email)').fill(admin.email);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await page.waitForURL((url) => url.searchParams.get('actor') === admin.email);
  const rows = page.locator('tr[data-audit-entry]');
  // The unfiltered list stays on screen until the filtered one arrives: wait for the latter.
  await expect.poll(() => rows.count()).toBe(2);
  expect(await rows.nth(0).getAttribute('data-audit-entry')).toBe('review.restored');
  expect(await rows.nth(1).getAttribute('data-audit-entry')).toBe('review.hidden');
  expect(await rows.nth(1).textContent()).toContain(admin.email);
  await rows.nth(1).getByText('Détails').click();
  await rows.nth(1).getByText(HIDE_REASON).waitFor();

  // A range in the wrong order is refused on the page, in French.
  await page.getByLabel('Du', { exact: true }).fill('2026-12-31');
  await page.getByLabel('Au', { exact: true }).fill('2026-01-01');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await page.getByRole('alert').getByText('La date de début doit précéder la date de fin.').waitFor();
  await page.getByLabel('Du', { exact: true }).fill('');
  await page.getByLabel('Au', { exact: true }).fill('');
  await shot(page, 'admin-audit-1280');
  await expectAccessible(page);

  // By action: this admin's own invitation (the newest 'Utilisateur invité'), its person a link.
  await page.getByRole('button', { name: 'Effacer les filtres' }).first().click();
  await page.waitForURL((url) => url.search === '');
  await page.getByLabel('Action').selectOption({ label: 'Utilisateur invité' });
  await page.waitForURL((url) => url.searchParams.get('action') === 'user.invited');
  await expect.poll(() => rows.filter({ hasNotText: 'Utilisateur invité' }).count()).toBe(0);
  await rows.first().getByRole('link').click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/users/'));
  await page.getByText(admin.email).first().waitFor();
  await page.context().close();

  // On a phone: the reviews and the log as cards, nothing wider than the screen.
  const phone = await newPage(browser, PHONE);
  await signInContext(phone, admin);
  await phone.goto(paths.admin.reviews());
  await phone.locator('li[data-review]', { hasText: COMMENT }).waitFor();
  await expectNoOverflow(phone);
  await shot(phone, 'reviews-360');
  // The reason's dialog from the bottom edge, its French message under the field; closed unsent.
  await phone
    .locator('li[data-review]', { hasText: COMMENT })
    .getByRole('button', { name: 'Masquer' })
    .click();
  const sheet = phone.getByRole('dialog', { name: 'Masquer cet avis' });
  await sheet.getByRole('button', { name: 'Masquer' }).click();
  await sheet.getByText('Indiquez un motif de 3 à 500 caractères.').waitFor();
  await shot(phone, 'reviews-dialog-360');
  await sheet.getByRole('button', { name: 'Annuler' }).click();
  await sheet.waitFor({ state: 'detached' });
  await phone.goto(`${paths.admin.audit()}?actor=${encodeURIComponent(admin.email)}`);
  const cards = phone.locator('li[data-audit-entry]');
  await cards.filter({ hasText: 'Avis masqué' }).waitFor();
  await cards.filter({ hasText: 'Avis masqué' }).getByText('Détails').click();
  await expectNoOverflow(phone);
  await shot(phone, 'admin-audit-360');
  await expectAccessible(phone);
  await phone.context().close();
});

it('the superadmin reads the platform’s audit log and narrows it to one organisation', async () => {
  const organizations = await api<Array<{ id: string; name: string; isDemo: boolean }>>(
    'GET',
    '/api/superadmin/organizations',
    { token: await demoToken('superadmin') },
  );
  const demo = organizations.find((organization) => organization.isDemo);
  if (!demo) throw new Error("pas d'organisation de démonstration");

  for (const [viewport, name] of [
    [DESKTOP, 'superadmin-audit-1280'],
    [PHONE, 'superadmin-audit-360'],
  ] as const) {
    const page = await newPage(browser, viewport);
    await loginAsDemo(page, 'superadmin');
    await page.waitForURL(/\/superadmin$/);
    await page.goto(paths.superadmin.audit());
    await page.getByRole('heading', { level: 1, name: "Journal d'audit" }).waitFor();
    // On a phone the filters are folded under 'Filtres'.
    if (viewport === PHONE) await page.getByRole('button', { name: 'Filtres' }).click();
    await page.getByLabel('Organisation').selectOption({ label: demo.name });
    await page.waitForURL((url) => url.searchParams.get('organizationId') === demo.id);
    await page.getByLabel('Auteur (email)').fill(admin.email);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const rows = page.locator(viewport === DESKTOP ? 'tr[data-audit-entry]' : 'li[data-audit-entry]');
    await page.waitForURL((url) => url.searchParams.get('actor') === admin.email);
    await expect.poll(() => rows.count()).toBe(2);
    await rows.filter({ hasText: 'Avis masqué' }).waitFor();
    expect(await rows.filter({ hasText: demo.name }).count()).toBe(2);
    if (viewport === PHONE) await expectNoOverflow(page);
    await shot(page, name);
    await page.context().close();
  }
});
