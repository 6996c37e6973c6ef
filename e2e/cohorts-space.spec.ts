import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, demoAccount, newLearner, newStaff, signInContext } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';

// The learner's cohort space (issue 15, part space): a learner of the test's own, enrolled through the
// checkout in the bootcamp's next session, opens it from 'Mes formations', goes through the tabs of
// this part (the tab in the address, kept on reload, read in any case); a new admin of the demo
// organisation opens the demo session under way, adds a link to its resources and deletes it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const BOOTCAMP = 'Bootcamp JavaScript : devenir développeur front-end en 4 semaines';
// The overview is open first, with no tab in the address; each change writes the tab in it.
const TABS = [
  ['content', 'Contenu du cours'],
  ['practicals', 'Travaux pratiques'],
  ['resources', 'Ressources'],
  ['participants', 'Participants'],
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/cohort-space-${name}.png` });
const tabOf = (page: Page) => new URL(page.url()).searchParams.get('tab');

it.each([
  ['360', PHONE],
  ['1280', DESKTOP],
] as const)(
  'a learner opens their session from Mes formations and goes through its tabs (%s px)',
  async (width, viewport) => {
    const page = await newPage(browser, viewport);
    const learner = await newLearner(page, {
      enrolledIn: [BOOTCAMP],
      firstName: 'Ndeye',
      lastName: width === '360' ? 'Sall' : 'Sow',
    });
    const [course] = await api<Array<{ id: string; cohort_id?: string | null }>>(
      'GET',
      '/api/v1/student/courses',
      {
        token: learner.token,
      },
    );
    const cohortId = course?.cohort_id;
    expect(cohortId).toBeTruthy();

    await page.goto('/dashboard/courses');
    await page.getByRole('link', { name: "Ouvrir l'espace de la session" }).click();
    await page.waitForURL(`**/dashboard/cohorts/${cohortId}**`);
    const header = page.locator('header').filter({ hasText: 'Contenu hebdomadaire + Sessions live' });
    await header.waitFor();
    expect(await header.getByRole('link', { name: 'Mes cours' }).count()).toBe(1);
    expect(await header.textContent()).toMatch(/Du \d{1,2} \S+ \d{4} au \d{1,2} \S+ \d{4}/);
    expect(await header.textContent()).toContain('participant(s) actif(s)');
    await page.getByText('Prochaine session live').waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      "Vue d'ensemble",
      'Contenu du cours',
      'Travaux pratiques',
      'Sessions live',
      "Fil d'actualités",
      'Ressources',
      'Participants',
      'Discussion',
    ]);
    await shot(page, `learner-overview-${width}`);

    for (const [value, label] of [...TABS, ['overview', "Vue d'ensemble"] as const]) {
      await page.getByRole('tab', { name: label }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === value);
      expect(await page.getByRole('tab', { name: label }).getAttribute('aria-selected')).toBe('true');
    }
    // The session starts in three weeks: its weeks are still closed, each with its opening date.
    await page.getByRole('tab', { name: 'Contenu du cours' }).click();
    await page.getByText(/Cette semaine ouvre le \d{1,2} \S+ \d{4}\./).waitFor();
    await page.getByRole('tab', { name: 'Participants' }).click();
    await page.getByRole('tabpanel').getByText(`${learner.firstName} ${learner.lastName}`).waitFor();
    await page.reload();
    await page.getByRole('tabpanel').getByText(`${learner.firstName} ${learner.lastName}`).waitFor();
    expect(tabOf(page)).toBe('participants');
    await shot(page, `learner-participants-${width}`);

    // Any case reads; anything else is the overview; the address is written back.
    await page.goto(`/dashboard/cohorts/${cohortId}?tab=PRACTICALS`);
    await page.getByText('Aucun travail pratique pour cette session.').waitFor();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'practicals');
    await page.goto(`/dashboard/cohorts/${cohortId}?tab=nimporte`);
    await page.waitForURL((url) => url.searchParams.get('tab') === 'overview');
    expect(await page.getByRole('tab', { name: "Vue d'ensemble" }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // A session of someone else's: the red box, in the server's words.
    await page.goto('/dashboard/cohorts/00000000-0000-4000-8000-000000000000');
    await page.getByText('Erreur de chargement:').waitFor();
    await page.getByText('Cette session est introuvable.').waitFor();
    await page.getByText('Vérifiez votre connexion et actualisez la page.').waitFor();
    await page.context().close();
  },
);

it.each([
  ['360', PHONE],
  ['1280', DESKTOP],
] as const)(
  "a new admin opens the demo session under way: every week, the practicals' counts, a link added then deleted (%s px)",
  async (width, viewport) => {
    // Awa's session, read only (decision 085): its id from her course list.
    const awa = await api<{ accessToken: string }>('POST', '/api/auth/sign-in', {
      body: demoAccount('student'),
    });
    const courses = await api<Array<{ title: string; cohort_id?: string | null }>>(
      'GET',
      '/api/v1/student/courses',
      {
        token: awa.accessToken,
      },
    );
    const cohortId = courses.find((course) => course.title === BOOTCAMP)?.cohort_id;
    expect(cohortId).toBeTruthy();

    const page = await newPage(browser, viewport);
    await signInContext(page, await newStaff('admin'));
    await page.goto(`/dashboard/cohorts/${cohortId}?tab=content`);
    await page
      .getByRole('heading', { level: 1, name: 'Bootcamp JavaScript — session de novembre' })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Semaine 2' }).waitFor();
    await page.getByRole('button', { name: 'Semaine 4' }).click();
    await page.getByText('fetch, async/await et les API REST').waitFor();
    await shot(page, `admin-content-${width}`);

    await page.getByRole('tab', { name: 'Travaux pratiques' }).click();
    await page
      .getByText(/Rendus : \d+\/8 · Corrigés : \d+/)
      .first()
      .waitFor();
    await shot(page, `admin-practicals-${width}`);

    await page.getByRole('tab', { name: 'Ressources' }).click();
    await page.getByText('Guide JavaScript (MDN)').waitFor();
    const title = `Cours de Grafikart ${width}`;
    await page.getByRole('button', { name: 'Ajouter une ressource' }).click();
    await page.getByLabel('Titre').fill(title);
    await page.getByLabel('Adresse (https://…)').fill('pas une adresse');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByText("L'URL est invalide").waitFor();
    await page.getByLabel('Adresse (https://…)').fill('https://grafikart.fr/formations/javascript');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByText(title).waitFor();
    await shot(page, `admin-resources-${width}`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Supprimer « ${title} »` }).click();
    await page.getByText(title).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Participants' }).click();
    await page.getByText('Awa Diop').waitFor();
    await page.getByLabel('Statut').selectOption('waitlisted');
    await page.getByText('Moussa Ndiaye').waitFor();
    await page.getByLabel('Statut').selectOption('');
    await page.getByLabel('Rechercher un participant').fill('diallo');
    await page.getByText('Mamadou Diallo').waitFor();
    await page.getByText('Awa Diop').waitFor({ state: 'detached' });
    await page.getByLabel('Rechercher un participant').fill('');
    await page.getByText('Awa Diop').waitFor();
    await shot(page, `admin-participants-${width}`);
    await page.getByRole('tab', { name: "Vue d'ensemble" }).click();
    await page.getByText('Rejoindre le groupe WhatsApp').waitFor();
    await shot(page, `admin-overview-${width}`);
    await page.context().close();
  },
);
