import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

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
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: { serviceWorkers?: 'allow' | 'block'; deviceScaleFactor?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    baseURL: baseUrl(),
    locale: 'fr-FR',
    serviceWorkers: options.serviceWorkers ?? 'block',
    // The app honours reduced motion (styles.css): no colour caught mid-transition by axe's checks.
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
}
