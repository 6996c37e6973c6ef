import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { login } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

it('sends an admin to /admin after sign-in', async () => {
  const page = await newPage(browser, DESKTOP);
  await login(page, 'admin');
  await page.waitForURL(/\/admin$/);
});

it('sends the superadmin to /superadmin and the instructor to /instructor', async () => {
  const superadmin = await newPage(browser, DESKTOP);
  await login(superadmin, 'superadmin');
  await superadmin.waitForURL(/\/superadmin$/);
  const instructor = await newPage(browser, DESKTOP);
  await login(instructor, 'instructor');
  await instructor.waitForURL(/\/instructor$/);
});

it('brings a student typing /admin back to /dashboard', async () => {
  const page = await newPage(browser, DESKTOP);
  await login(page, 'student');
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/admin');
  await page.waitForURL(/\/dashboard$/);
  expect(new URL(page.url()).pathname).toBe('/dashboard');
});

it('asks an anonymous visitor to sign in, then returns to the page asked for', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/dashboard/settings');
  await page.waitForURL(/\/auth\/login\?redirect=%2Fdashboard%2Fsettings/);
  await login(page, 'student', { startPath: page.url() });
  await page.waitForURL(/\/dashboard\/settings$/);
  await page.getByRole('heading', { name: 'Paramètres' }).waitFor();
  // Accounts, part settings (issue 17): the settings page replaced its 'Bientôt disponible' placeholder.
  await page.getByRole('heading', { name: 'Informations personnelles' }).waitFor();
});

it('shows the nine sidebar entries, the interface links by role, and signs out to /auth/login', async () => {
  const page = await newPage(browser, DESKTOP);
  await login(page, 'student');
  await page.waitForURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'Paramètres' }).waitFor();
  const labels = await nav.getByRole('link').allInnerTexts();
  expect(labels.map((l) => l.trim())).toEqual([
    'Accueil',
    'Mes formations',
    'Marketplace',
    'Certificats',
    'Succès',
    'Progression',
    'Feedbacks',
    'Calendrier',
    'Paramètres',
  ]);
  expect(await nav.getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe('page');
  expect(await page.getByRole('link', { name: 'Interface Admin' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Interface Instructeur' }).count()).toBe(0);

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await page.waitForURL(/\/auth\/login/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'org_id')).toBeUndefined();
  await page.goto('/dashboard');
  await page.waitForURL(/\/auth\/login\?redirect=/);
});

it('shows the admin the link to the admin interface', async () => {
  const page = await newPage(browser, DESKTOP);
  await login(page, 'admin');
  await page.waitForURL(/\/admin$/);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Interface Admin' }).waitFor();
  expect(await page.getByRole('link', { name: 'Interface Instructeur' }).count()).toBe(0);
});

it('offers a signed-in visitor of public pages the way back to their own area', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/marketplace');
  await page.getByRole('link', { name: 'Connexion' }).waitFor();
  await login(page, 'instructor');
  await page.waitForURL(/\/instructor$/);
  await page.goto('/marketplace');
  await page.getByRole('link', { name: 'Mon espace' }).click();
  await page.waitForURL(/\/instructor$/);
});
