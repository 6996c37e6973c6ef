import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, newLearner } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { inviteIntoCohort, planCohort } from './support/cohorts.ts';

// The learner's 'Calendrier' and 'Feedbacks' (issue 17): a learner of the test's own, invited into a
// session of the bootcamp planned by the test with a live session in two days, finds it in the calendar
// (as a list and by month) and opens it; the review they write shows in 'Feedbacks', beside the empty
// graded list.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const BOOTCAMP = 'Bootcamp JavaScript : devenir développeur front-end en 4 semaines';
const shot = (page: Page, name: string) => page.screenshot({ path: `docs/screenshots/learning-${name}.png` });

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

it.each([
  ['360', PHONE],
  ['1280', DESKTOP],
] as const)(
  "finds the session's live sessions in 'Calendrier' and the review in 'Feedbacks' (%s px)",
  async (width, viewport) => {
    const page = await newPage(browser, viewport);
    const learner = await newLearner(page, { firstName: 'Bineta', lastName: `Cal${width}` });
    const cohort = await planCohort({
      course: BOOTCAMP,
      title: `Session du calendrier ${width} ${Date.now()}`,
      sessions: [{ title: `Atelier calendrier ${width}`, offsetDays: 2 }],
    });
    await inviteIntoCohort(cohort, [learner]);
    const cohortId = cohort.id;

    // 'Accueil' shows the session's next live session, opening its tab.
    await page.goto('/dashboard');
    const nextLive = page.getByTestId('home-next-live');
    await nextLive.getByText(`Atelier calendrier ${width}`).waitFor();
    await shot(page, `home-cohort-${width}`);

    await page.goto('/dashboard/calendar');
    await page.getByRole('heading', { level: 1, name: 'Calendrier' }).waitFor();
    // The list: the session is in two days, this month or the next.
    await page.getByRole('button', { name: 'Liste' }).click();
    const firstSession = page
      .getByTestId('calendar-list')
      .getByRole('link')
      .filter({ hasText: `Atelier calendrier ${width}` });
    for (let step = 0; step < 1 && !(await firstSession.isVisible()); step++) {
      await page.getByRole('button', { name: 'Mois suivant' }).click();
      await page.waitForTimeout(300);
    }
    await firstSession.waitFor();
    await shot(page, `calendar-list-${width}`);
    await expectNoOverflow(page);
    await page.getByRole('button', { name: 'Mois', exact: true }).click();
    await page.getByTestId('calendar-grid').waitFor();
    await expectNoOverflow(page);
    await shot(page, `calendar-month-${width}`);
    await page.getByRole('button', { name: 'Liste' }).click();
    await firstSession.click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/dashboard/cohorts/${cohortId}` && url.searchParams.get('tab') === 'live-sessions',
    );

    await api('POST', `/api/marketplace/courses/${cohort.courseId}/reviews`, {
      token: learner.token,
      body: { rating: 5, comment: 'Des sessions live très vivantes.' },
    });
    await page.goto('/dashboard/feedback');
    await page.getByRole('heading', { level: 1, name: 'Feedbacks' }).waitFor();
    await page.getByText('Aucun exercice corrigé pour le moment.').waitFor();
    await page.getByText('Des sessions live très vivantes.').waitFor();
    expect(await page.getByRole('img', { name: '5 sur 5' }).count()).toBe(1);
    await expectNoOverflow(page);
    await shot(page, `feedback-${width}`);
    await page.context().close();
  },
);
