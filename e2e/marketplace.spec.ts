import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const countLine = (page: Page, n: number) => page.getByText(`${n} formation(s) trouvée(s)`);
const cardTitles = (page: Page) => page.locator('article h3').allInnerTexts();
/** The price each card shows, as a number of the display currency's units. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('article [data-testid="card-price"]').allInnerTexts();
  return texts.map((text) => {
    if (/Gratuit/.test(text)) return 0;
    const first = text.split('\n')[0]!;
    return Number(first.replace(/[^\d,]/g, '').replace(',', '.'));
  });
}

it('filters by category and level, sorts by price, keeps it all through a reload', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/marketplace');
  await countLine(page, 12).waitFor();
  await screenshot(page, 'marketplace-1280');

  await page.getByRole('button', { name: /^Développement web \(\d+\)$/ }).click();
  await countLine(page, 2).waitFor();
  await page.getByRole('checkbox', { name: 'Débutant' }).check();
  await countLine(page, 1).waitFor();
  expect(await cardTitles(page)).toEqual(['Créer son premier site web avec HTML et CSS']);
  await page.getByRole('button', { name: /^Marketing digital \(\d+\)$/ }).click();
  await countLine(page, 2).waitFor();
  await page.getByLabel('Trier par').selectOption('price_asc');
  await page.waitForURL(/sort=price_asc/);
  // The address changes before the sorted list is drawn: wait for the order, not the URL.
  await expect
    .poll(async () => {
      const shown = await cardPrices(page);
      return shown.length === 2 && shown[0]! < shown[1]!;
    })
    .toBe(true);
  const prices = await cardPrices(page);

  const url = new URL(page.url());
  expect(url.searchParams.get('category')).toBe('marketing-digital');
  expect(url.searchParams.getAll('level')).toEqual(['beginner']);

  await page.reload();
  await countLine(page, 2).waitFor();
  expect(await page.getByRole('checkbox', { name: 'Débutant' }).isChecked()).toBe(true);
  expect(await page.getByLabel('Trier par').inputValue()).toBe('price_asc');
  expect(await cardPrices(page)).toEqual(prices);
});

it('searches without accents, and says when nothing matches', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/marketplace');
  await countLine(page, 12).waitFor();
  await page.getByRole('searchbox', { name: 'Rechercher des formations' }).fill('developpement');
  await countLine(page, 2).waitFor();
  await page.waitForURL(/search=developpement/);
  await page.getByRole('searchbox', { name: 'Rechercher des formations' }).fill('zzzqqq');
  await page.getByText('Aucune formation trouvée').waitFor();
});

it("appends the next page with 'Afficher plus de formations'", async () => {
  const page = await newPage(browser, DESKTOP);
  // A smaller page size shows the button with the 12 demo courses.
  await page.route('**/api/marketplace/courses?*', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '5');
    return route.continue({ url: url.toString() });
  });
  // A direct visit gets its first page drawn by the server (decision 127): come from the home page,
  // so the list is asked in the browser.
  await page.goto('/');
  await page.getByRole('link', { name: 'Voir le catalogue' }).click();
  await expect.poll(async () => (await cardTitles(page)).length).toBe(5);
  await page.getByRole('button', { name: 'Afficher plus de formations' }).click();
  await expect.poll(async () => (await cardTitles(page)).length).toBe(10);
  await page.getByRole('button', { name: 'Afficher plus de formations' }).click();
  await expect.poll(async () => (await cardTitles(page)).length).toBe(12);
  expect(new Set(await cardTitles(page)).size).toBe(12);
  expect(await page.getByRole('button', { name: 'Afficher plus de formations' }).count()).toBe(0);
});

it('switches the currency to EUR and back to F CFA', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/marketplace?sort=price_desc');
  await countLine(page, 12).waitFor();
  const firstPrice = page.locator('article [data-testid="card-price"]').first();
  await expect.poll(() => firstPrice.textContent()).toMatch(/F\s?CFA/);
  await page.getByLabel('Devise').selectOption('EUR');
  await expect.poll(() => firstPrice.textContent()).toMatch(/€/);
  await page.reload();
  await expect.poll(() => firstPrice.textContent()).toMatch(/€/);
  await page.getByLabel('Devise').selectOption('XOF');
  await expect.poll(() => firstPrice.textContent()).toMatch(/F\s?CFA/);
});

it('opens a course and its instructor, at 360 px', async () => {
  const page = await newPage(browser, PHONE);
  await page.goto('/marketplace?search=syscohada');
  await countLine(page, 1).waitFor();
  await screenshot(page, 'marketplace-360');
  await page.getByRole('link', { name: 'Voir le cours' }).first().click();
  await page.getByRole('heading', { name: 'Ce cours inclut' }).waitFor();
  await page.getByRole('heading', { name: 'Programme du cours' }).waitFor();
  await page.getByRole('heading', { name: 'Options de paiement' }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'course-360');
  await page.getByRole('link', { name: 'Ibrahima Fall' }).first().click();
  await page.waitForURL(/\/marketplace\/instructors\//);
  await page.getByRole('heading', { name: 'Ibrahima Fall', level: 1 }).waitFor();
  await expect.poll(async () => (await cardTitles(page)).length).toBe(3);
  await screenshot(page, 'instructor-360');
});

it('answers an unknown course with the French 404', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/marketplace/00000000-0000-4000-8000-000000000000');
  await page.getByRole('heading', { name: 'Ressource introuvable (404)' }).waitFor();
});

it('narrows by the price slider, its top meaning no upper bound', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/marketplace');
  await countLine(page, 12).waitFor();
  await page.getByRole('slider', { name: 'Prix maximum' }).fill('30000');
  await page.waitForURL(/maxPrice=30000/);
  await expect.poll(async () => (await cardPrices(page)).every((p) => p <= 30000)).toBe(true);
  const top = await page.getByRole('slider', { name: 'Prix maximum' }).getAttribute('max');
  await page.getByRole('slider', { name: 'Prix maximum' }).fill(top!);
  await countLine(page, 12).waitFor();
  expect(new URL(page.url()).searchParams.has('maxPrice')).toBe(false);
});
