import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';
import type { PlanType } from '../../src/shared/catalog/pricing.ts';
import { baseUrl } from './browser.ts';

// The people of a browser test (docs/decisions/085). Each test makes its own: a fresh learner signed
// up, confirmed and signed in through the real API, enrolled by paying through the sandbox gateway
// with the checkout's own requests; a fresh admin or instructor invited by the demo admin. No test
// signs in as a demo account whose state it changes, so the tests pass in any order.

export type Account = { email: string; password: string };
export type Learner = Account & {
  firstName: string;
  lastName: string;
  /** A bearer token of their own, for the API calls a test makes as them. */
  token: string;
  /** The ids of the courses of `enrolledIn`, in its order. */
  courseIds: string[];
};
export type StaffRole = 'admin' | 'instructor' | 'superadmin';
/**
 * A course of the catalogue by id or exact title (the public catalogue shows no slug); a session
 * course takes its first upcoming cohort unless given one.
 */
/** A course, or a course with its session (`cohortId: null`: the course on one's own, not its next session). */
export type Enrolment = string | { course: string; cohortId?: string | null; planType?: PlanType };

const PASSWORD = 'mon-mot-de-passe';
const PLAN_OF_MODE: Record<string, PlanType> = {
  one_time: 'oneTime',
  installments: 'installments',
  subscription: 'subscription',
  registration_monthly: 'registrationMonthly',
};
let made = 0;

type Target = Page | BrowserContext;

/** A JSON call to the app from the test itself: no browser, no cookie. */
export async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

function freshEmail(firstName: string): string {
  const label = firstName
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
  return `${label}.${Date.now()}.${++made}.${Math.round(Math.random() * 1e6)}@example.sn`;
}

/** The last link emailed to `to` of this kind, read from the development outbox (loopback only). */
export async function outboxLink(to: string, kind: string): Promise<string> {
  // superadmin (issue 18): up to 12 s, as an email owed by an event (an organisation's first admin,
  // an imported learner: decisions 277, 305) leaves with the events dispatcher, every 5 s.
  for (let tries = 0; tries < 120; tries++) {
    const rows = await api<Array<{ to: string; kind: string; link: string | null }>>(
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    );
    const row = rows.find((item) => item.to === to && item.kind === kind && item.link);
    if (row?.link) return row.link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`pas d'email « ${kind} » pour ${to}`);
}

export const tokenOf = async (account: Account) =>
  (await api<{ accessToken: string }>('POST', '/api/auth/sign-in', { body: account })).accessToken;

/**
 * A learner of their own: signed up, email confirmed through the outbox, enrolled in `enrolledIn`,
 * and signed in in the target's browser context (its session cookie), so the next page opened is
 * theirs. With `signedIn: false` (or no target) no browser is signed in, for tests of the login page
 * or that begin with the API.
 */
export async function newLearner(
  target: Target | null,
  options: { enrolledIn?: Enrolment[]; firstName?: string; lastName?: string; signedIn?: boolean } = {},
): Promise<Learner> {
  const firstName = options.firstName ?? 'Khady';
  const lastName = options.lastName ?? 'Faye';
  const email = freshEmail(firstName);
  await api('POST', '/api/auth/sign-up', { body: { email, password: PASSWORD, firstName, lastName } });
  const link = await outboxLink(email, 'confirm-email');
  await api('GET', `/api/auth/confirm-email${new URL(link).search}`);
  const token = await tokenOf({ email, password: PASSWORD });
  const learner: Learner = { email, password: PASSWORD, firstName, lastName, token, courseIds: [] };
  for (const enrolment of options.enrolledIn ?? []) learner.courseIds.push(await enrol(learner, enrolment));
  if (target && options.signedIn !== false) await signInContext(target, learner);
  return learner;
}

/** Signs the target's browser context in as `account` (the session cookie the login page would get). */
export async function signInContext(target: Target, account: Account): Promise<void> {
  const response = await target.request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`connexion de ${account.email} : ${response.status()}`);
}

type CatalogCourse = { id: string; title: string };

/** The id of a published course of the catalogue, by id or exact title. */
export async function courseIdOf(course: string): Promise<string> {
  for (let page = 1; page < 20; page++) {
    const { courses } = await api<{ courses: CatalogCourse[] }>(
      'GET',
      `/api/marketplace/courses?limit=48&page=${page}`,
    );
    const found = courses.find((item) => item.id === course || item.title === course);
    if (found) return found.id;
    if (courses.length < 48) break;
  }
  throw new Error(`cours introuvable : ${course}`);
}

/** Enrols the learner the way the checkout does: a quote, a payment, the sandbox gateway's "paid". */
export async function enrol(learner: Learner, enrolment: Enrolment): Promise<string> {
  const wanted = typeof enrolment === 'string' ? { course: enrolment } : enrolment;
  const courseId = await courseIdOf(wanted.course);
  const detail = await api<{ cohorts: Array<{ id: string }>; pricing_modes: Record<string, boolean> }>(
    'GET',
    `/api/marketplace/courses/${courseId}`,
  );
  // The first plan the course offers, as the checkout's plan step would show it (a free course: oneTime).
  const offered = Object.entries(PLAN_OF_MODE).find(([mode]) => detail.pricing_modes[mode])?.[1];
  const planType = wanted.planType ?? offered ?? 'oneTime';
  const cohortId = wanted.cohortId === undefined ? (detail.cohorts[0]?.id ?? null) : wanted.cohortId;
  const token = learner.token;
  const quote = await api<{ amountDueNow: number; isFree: boolean }>('POST', '/api/payments/quote', {
    token,
    body: { courseId, cohortId, planType },
  });
  const payment = await api<{ reference: string; redirectUrl: string }>('POST', '/api/payments/initialize', {
    token,
    body: {
      amount: quote.amountDueNow,
      courseId,
      cohortId,
      paymentPlan: { type: planType },
      paymentDetails: { method: 'wave', phoneNumber: '+221771234567' },
      ...(quote.isFree ? {} : { gatewayId: 'paydunya' }),
      currency: 'XOF',
      idempotencyKey: `e2e-${learner.email}-${courseId}`,
    },
  });
  if (!quote.isFree) {
    // The payer's choice on the sandbox page (its link carries the payer's key).
    const chosen = await fetch(new URL(payment.redirectUrl, baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'success' }),
      redirect: 'manual',
    });
    if (chosen.status !== 303) throw new Error(`sandbox : ${chosen.status} ${await chosen.text()}`);
  }
  const { status } = await api<{ status: string }>(
    'GET',
    `/api/payments/check-status?ref=${encodeURIComponent(payment.reference)}`,
    { token },
  );
  if (status !== 'completed') throw new Error(`paiement ${payment.reference} : ${status}`);
  return courseId;
}

/**
 * Signs in through the login page (from `startPath`, e.g. the page a redirect landed on) as an
 * account of `role` made for this test: a fresh learner, or a fresh admin or instructor invited by
 * the demo admin. No superadmin can be made: the demo one, for read-only checks only (decision 085).
 * Does not wait for the page after sign-in: each role lands somewhere else.
 */
export async function login(
  page: Page,
  role: 'student' | StaffRole,
  options: { startPath?: string } = {},
): Promise<Account> {
  const account =
    role === 'student'
      ? await newLearner(page, { signedIn: false })
      : role === 'superadmin'
        ? demoAccount('superadmin')
        : await newStaff(role);
  await signInThroughPage(page, account, options.startPath);
  return account;
}

/** Fills the login page with `account` and sends it. */
export async function signInThroughPage(page: Page, account: Account, startPath = '/auth/login') {
  if (startPath !== page.url()) await page.goto(startPath);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** An admin or instructor of the demo organisation, invited by the demo admin, password chosen. */
export async function newStaff(role: 'admin' | 'instructor'): Promise<Account> {
  const inviter = await demoToken('admin');
  const firstName = role === 'admin' ? 'Ibrahima' : 'Coumba';
  const email = freshEmail(firstName);
  await api('POST', '/api/admin/invitations', {
    token: inviter,
    body: { email, firstName, lastName: 'Sy', role },
  });
  const link = await outboxLink(email, 'invitation');
  const token = new URL(link).searchParams.get('token') ?? '';
  await api('POST', '/api/auth/activate', { body: { token, password: PASSWORD } });
  return { email, password: PASSWORD };
}

/**
 * A demo account, for what only it has (the demo instructor's courses, the superadmin), only to read
 * it or to act on the test's own learner (decision 085).
 */
export function demoAccount(role: 'admin' | 'instructor' | 'superadmin' | 'student'): Account {
  const account = DEMO_ACCOUNTS.find((item) => item.roles[0] === role);
  if (!account) throw new Error(`pas de compte de démonstration ${role}`);
  return { email: account.email, password: DEMO_PASSWORD };
}

/**
 * Signs in through the login page as a demo account (decision 085): the demo student only to be read,
 * so her progress saves are answered here and never reach the server; the instructor to grade the
 * test's own learner; the superadmin to look. Does not wait for the page after sign-in.
 */
export async function loginAsDemo(page: Page, role: 'student' | 'instructor' | 'superadmin'): Promise<void> {
  if (role === 'student') {
    await page.route('**/api/progress/save', (route) =>
      route.fulfill({
        json: {
          data: { lessonId: '', percentage: 0, watchedDuration: 0, isCompleted: false, courseProgress: 0 },
        },
      }),
    );
  }
  await signInThroughPage(page, demoAccount(role));
}

/** An access token of a demo staff account, outside any browser (the test's own person stays signed in). */
export const demoToken = (role: 'admin' | 'instructor' | 'superadmin') => tokenOf(demoAccount(role));

/**
 * Archives a course a test published (the archive hides it from the marketplace, enrolments keep
 * working), so the files that count the demo marketplace's twelve courses find twelve: browser test
 * files run one after another (vitest.config.ts, fileParallelism false).
 */
export async function archiveCourse(owner: Account | undefined, courseId: string): Promise<void> {
  if (!owner || !courseId) return;
  const token = await tokenOf(owner);
  await api('POST', `/api/courses/${courseId}/archive`, { token });
}
