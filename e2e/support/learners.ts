import type { Page } from 'playwright-core';

// Fresh learners for browser tests: each test signs up its own, through the pages a newcomer uses,
// so no test leans on a demo account another test also changes.

export type Account = { email: string; password: string };

const PASSWORD = 'mon-mot-de-passe';
let signedUp = 0;

/** Signs up a learner enrolled in nothing and confirms the email through the outbox; leaves them signed out. */
export async function signUpFreshLearner(
  page: Page,
  firstName = 'Khady',
  lastName = 'Faye',
): Promise<Account> {
  const label = firstName
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
  const email = `${label}.${Date.now()}.${++signedUp}@example.sn`;
  await page.goto('/auth/sign-up');
  await page.getByLabel('Prénom').fill(firstName);
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.waitForURL(/\/auth\/verify-email/);
  await page.goto('/dev/outbox');
  const link = page.getByRole('link', { name: /confirm-email\?token=/ }).first();
  await link.waitFor();
  await page.goto((await link.getAttribute('href')) ?? '');
  await page.getByText('Votre email est confirmé. Vous pouvez vous connecter.').waitFor();
  return { email, password: PASSWORD };
}

/** Signs in through the login page and waits for the learner's home. */
export async function signInLearner(page: Page, account: Account): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** A new learner, signed up, confirmed and signed in. */
export async function signInFreshLearner(
  page: Page,
  firstName?: string,
  lastName?: string,
): Promise<Account> {
  const account = await signUpFreshLearner(page, firstName, lastName);
  await signInLearner(page, account);
  return account;
}

/** The id of a published course of the catalogue, by its exact title. */
export async function courseIdOf(page: Page, title: string): Promise<string> {
  const response = await page.request.get(`/api/marketplace/courses?search=${encodeURIComponent(title)}`);
  const body = (await response.json()) as { data: { courses: Array<{ id: string; title: string }> } };
  const course = body.data.courses.find((item) => item.title === title);
  if (!course) throw new Error(`cours introuvable : ${title}`);
  return course.id;
}
