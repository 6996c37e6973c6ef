import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';

// The public pages drawn on the server (docs/decisions/127): readable without JavaScript, then
// hydrated without a second fetch of their data, a console error or a change under the reader.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

type Card = { id: string; title: string };

/** A published course of the demo catalogue with a price (not free), as the API lists it. */
async function pricedCourse(page: Page): Promise<Card> {
  const answer = await page.request.get('/api/marketplace/courses?sort=price_desc&limit=1');
  const body = (await answer.json()) as { data: { courses: Card[] } };
  return body.data.courses[0]!;
}

const countLine = (page: Page, n: number) => page.getByText(`${n} formation(s) trouvée(s)`);

it('without JavaScript, shows the first page of courses and a course’s title, price and curriculum', async () => {
  const context = await browser.newContext({
    viewport: DESKTOP,
    baseURL: baseUrl(),
    locale: 'fr-FR',
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/marketplace');
  expect(await page.locator('article h3').count()).toBe(12);
  expect(await page.getByText(/\d+ formation\(s\) trouvée\(s\)/).count()).toBe(1);

  const course = await pricedCourse(page);
  await page.goto(`/marketplace/${course.id}`);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(course.title);
  expect(await page.title()).toBe(`${course.title} · Jàng`);
  expect(await page.locator('main').textContent()).toMatch(/\d[\d\s]*F\sCFA/);
  expect(await page.getByRole('heading', { name: 'Programme du cours' }).count()).toBe(1);

  // A filter of the address is applied on the server too; an unknown one is dropped.
  await page.goto('/marketplace?level=beginner&sort=nonsense&minRating=9');
  const cards = await page.locator('article h3').count();
  expect(cards).toBeGreaterThan(0);
  await context.close();
});

/** Console errors and React's hydration warnings, from the start of the page. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // A visitor without a session is told so by a 401 of the token route: the browser logs it.
    if (message.location().url.endsWith('/api/auth/token')) return;
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

it('hydrates the course page without asking its data again, nor changing its title or text', async () => {
  const page = await newPage(browser, DESKTOP);
  const problems = watchConsole(page);
  const course = await pricedCourse(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/marketplace/')) reads.push(new URL(request.url()).pathname);
  });
  const response = await page.request.get(`/marketplace/${course.id}`);
  const served = await response.text();
  await page.goto(`/marketplace/${course.id}`);
  // Once live: the session is learnt, and nothing the server sent is fetched again.
  await page.waitForLoadState('networkidle');
  expect(reads.filter((path) => path.startsWith(`/api/marketplace/courses/${course.id}`))).toEqual([]);
  expect(await page.title()).toBe(`${course.title} · Jàng`);
  expect(served).toContain(`<title>${course.title} · Jàng</title>`);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(course.title);
  expect(problems).toEqual([]);
});

it('hydrates the marketplace with the same content, and its filters still work', async () => {
  const page = await newPage(browser, DESKTOP);
  const problems = watchConsole(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/marketplace/courses')) reads.push(request.url());
  });
  const noScript = await browser.newContext({
    viewport: DESKTOP,
    baseURL: baseUrl(),
    javaScriptEnabled: false,
  });
  const drawn = await noScript.newPage();
  await drawn.goto('/marketplace');
  const serverText = await drawn.locator('main').textContent();
  const serverTitle = await drawn.title();
  await noScript.close();

  await page.goto('/marketplace');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('main').textContent()).toBe(serverText);
  expect(await page.title()).toBe(serverTitle);
  expect(reads).toEqual([]);

  await page.getByRole('button', { name: /^Développement web \(\d+\)$/ }).click();
  await countLine(page, 2).waitFor();
  expect(new URL(page.url()).searchParams.get('category')).toBe('developpement-web');
  expect(problems).toEqual([]);
});

it('asks for its code once it is painted with its first picture, and not for what its shell was drawn with (decision 312)', async () => {
  const page = await newPage(browser, PHONE);
  const problems = watchConsole(page);
  const events: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) events.push('code');
    if (path.startsWith('/api/')) events.push(path);
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') events.push('picture');
  });
  await page.goto('/marketplace');
  await page.locator('#root[data-live]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(events.indexOf('picture')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('picture')).toBeLessThan(events.indexOf('code'));
  // The maintenance message and the demo catalogue came with the page.
  expect(events).not.toContain('/api/platform/settings');
  expect(events).not.toContain('/api/marketplace/demo-catalog');
  expect(problems).toEqual([]);
});
