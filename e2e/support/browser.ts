import { type Browser, chromium, type Page, type Response } from 'playwright-core';
import { inject } from 'vitest';
import { LIVE_ATTRIBUTE } from '../../src/shared/web/page-render.contract.ts';

export const baseUrl = () => inject('baseUrl');

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Media lessons are started by the tests, without a real user gesture.
  '--autoplay-policy=no-user-gesture-required',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
  });
}

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A page in a fresh context. The app's service worker (docs/decisions/040) is blocked unless a test
 * asks for it: Playwright's route() does not see the requests a service worker answers (the player's
 * reads, which several tests stub), and a fresh context would install it on every test.
 */
/**
 * Waits until React has the page (#root gets LIVE_ATTRIBUTE): a public page drawn on the server
 * shows its buttons before its JavaScript runs, and a click before then is lost (decision 127).
 */
export async function waitForApp(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  // Other HTML (an email of the dev outbox, the payment sandbox's page) is not the app.
  if ((await page.locator('#root').count()) === 0) return;
  await page.waitForSelector(`#root[${LIVE_ATTRIBUTE}]`, { state: 'attached' });
}

/** page.goto and page.reload that return once the app has started (waitForApp). */
function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForApp(page, response);
    return response;
  };
  return page;
}

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: { serviceWorkers?: 'allow' | 'block'; deviceScaleFactor?: number; baseURL?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    baseURL: options.baseURL ?? baseUrl(),
    locale: 'fr-FR',
    serviceWorkers: options.serviceWorkers ?? 'block',
    // The app honours reduced motion (styles.css): no colour caught mid-transition by axe's checks.
    reducedMotion: 'reduce',
  });
  return waitingForTheApp(await context.newPage());
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
}

/**
 * The player's page as built, without the answers it carries for a signed-in learner (decision
 * 313): for tests that answer the player's reads themselves (page.route), which a page load would
 * otherwise not ask for — as after a navigation inside the app, which asks for them all.
 */
export async function withoutPageAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/dashboard/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const { 'if-none-match': _, ...headers } = route.request().headers();
      const response = await route.fetch({ headers });
      // Nor what the server drew from them (decision 315): the page is drawn in the browser.
      const body = (await response.text())
        .replace(/<script id="page-answers"[^>]*>.*?<\/script>/s, '')
        .replace(/<script id="server-data"[^>]*>.*?<\/script>/s, '')
        .replace(/<div id="root">.*<\/div>(?=<\/body>|<script)/s, '<div id="root"></div>');
      await route.fulfill({ response, body });
    },
  );
}
