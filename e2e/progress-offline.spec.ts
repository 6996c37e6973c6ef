import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts.ts';
import type { TCourseDetails, TLessonContent } from '../src/shared/learning/course-details.contract.ts';
import { paths } from '../src/web/paths.ts';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser.ts';

// Progress that is never lost (spec/learner.md §4 "Video tracking"): a learner listens to an audio
// lesson, the network drops, listening goes on and is kept in IndexedDB, the page is reloaded,
// the network comes back, and the server ends with everything that was listened to offline.
//
// What this proves, precisely. Without a service worker a page cannot load while offline, so the
// "reload" is: the page that played is closed while offline (its memory and timers gone), the
// lesson is opened again in a new tab of the same browser profile (same IndexedDB, same session
// cookie) while still offline (the browser's error page), then once the network is back, while
// the test blocks (and counts) every POST /api/progress/save fetch. Unload beacons are recorded and
// dropped by an init script (the routing is not relied on for page-unload requests): they must not
// deliver the update before the outbox can prove itself (offline, the sync sends none anyway).
// (An in-place page.reload() under Chromium's offline emulation let the old page send one fetch
// past both the emulation and the routing in about one run in eight, as it went away: the test
// now cuts the old page's fetch just before closing it, so whatever reaches the server later can
// only come from the new page.) The server is read before the
// block is lifted: it has not received the offline listening, and the new page holds it in its
// IndexedDB outbox. Once the block is lifted, an `online` event makes the new page send it: what
// the server finally holds can only have come from IndexedDB. A beacon reaching the server is
// covered by the API tests (progress beacons) and the unit tests of progress-sync.ts.

const LEARNER = 'fatou.sarr@demo.jang.sn';
const COURSE = 'Vendre en ligne';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

type Progress = TLessonContent['progress'];

/** The learner's bearer token, for reading what the server holds. */
async function apiToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: LEARNER, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function api<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The outbox the page keeps in IndexedDB ('jang-progress'), without ever creating the database. */
function outbox(page: Page) {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('jang-progress')) return [];
    return new Promise<Array<{ update: { watchedDuration: number; percentage: number } }>>(
      (resolve, reject) => {
        const open = indexedDB.open('jang-progress');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = () => {
            resolve(read.result);
            db.close();
          };
          read.onerror = () => reject(read.error);
        };
      },
    );
  });
}

const pendingWatched = async (page: Page) =>
  Math.max(0, ...(await outbox(page)).map((entry) => entry.update.watchedDuration));

const audio = (page: Page) => page.locator('audio');
const position = (page: Page) => audio(page).evaluate((a: HTMLAudioElement) => a.currentTime);

it('keeps offline listening through a reload and delivers it when the network returns', async () => {
  const token = await apiToken();
  const courses = await api<Array<{ id: string; title: string }>>(token, '/api/v1/student/courses');
  const course = courses.find((c) => c.title.startsWith(COURSE))!;
  const details = await api<TCourseDetails>(token, `/api/v1/student/courses/${course.id}/details`);
  const lesson = details.modules.flatMap((m) => m.chapters).find((c) => c.type === 'audio')!;
  const lessonPath = `/api/v1/student/courses/${course.id}/lessons/${lesson.id}`;
  const onServer = async () => (await api<TLessonContent>(token, lessonPath)).progress as Progress;
  expect((await onServer()).watchedDuration).toBe(0);

  let page = await newPage(browser);
  const context = page.context();
  // Unload beacons are recorded and dropped (see above).
  await context.addInitScript(() => {
    navigator.sendBeacon = (url, data) => {
      const log = JSON.parse(localStorage.getItem('test-beacons') ?? '[]');
      log.push({ url, size: data instanceof Blob ? data.size : 0 });
      localStorage.setItem('test-beacons', JSON.stringify(log));
      return true;
    };
  });
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(LEARNER);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/dashboard$/);

  const tokenFetched = page.waitForResponse((r) => r.url().includes('/api/progress/beacon-token'));
  await page.goto(paths.dashboard.learn(course.id, lesson.id));
  await audio(page).waitFor();
  expect((await tokenFetched).status()).toBe(200);
  await page.getByRole('status').filter({ hasText: 'En ligne' }).waitFor();
  // The whole recording is buffered before the network goes, so that listening can go on.
  await expect
    .poll(() =>
      audio(page).evaluate(async (a: HTMLAudioElement) => {
        a.preload = 'auto';
        if (a.readyState < 4) a.load();
        return a.buffered.length > 0 ? a.buffered.end(a.buffered.length - 1) - a.duration : -1;
      }),
    )
    .toBeGreaterThanOrEqual(0);

  // Online: listen 2 s and pause; the pause is saved at once.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/progress/save') && r.status() === 200);
  await audio(page).evaluate((a: HTMLAudioElement) => a.play());
  await expect.poll(() => position(page), { timeout: 10_000 }).toBeGreaterThan(2);
  await audio(page).evaluate((a: HTMLAudioElement) => a.pause());
  await saved;
  const before = await onServer();
  expect(before.watchedDuration).toBeGreaterThan(1);

  // Offline: the badge says so, listening goes on, and the outbox grows.
  await context.setOffline(true);
  await page.getByRole('status').filter({ hasText: 'Hors ligne' }).waitFor();
  await screenshot(page, 'progress-offline-1280');
  await audio(page).evaluate((a: HTMLAudioElement) => a.play());
  await expect
    .poll(() => pendingWatched(page), { timeout: 10_000 })
    .toBeGreaterThan(before.watchedDuration + 2);
  await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThan(before.watchedDuration + 6);
  await audio(page).evaluate((a: HTMLAudioElement) => a.pause());
  await expect.poll(() => pendingWatched(page)).toBeGreaterThan(before.watchedDuration + 5);
  const offline = await pendingWatched(page);

  // Every save is blocked (and counted) from now until the test lifts the block.
  const blocked: string[] = [];
  const block = (route: Route) => {
    blocked.push(route.request().resourceType());
    return route.abort('internetdisconnected');
  };
  await context.route('**/api/progress/save', block);
  // The page that played is closed while offline: its memory and timers are gone. So that it
  // cannot send anything while it goes (see above), its fetch is cut first.
  await page.evaluate(() => {
    window.fetch = () => Promise.reject(new TypeError('closed by the test'));
  });
  await page.close();
  page = await context.newPage();
  const lessonUrl = paths.dashboard.learn(course.id, lesson.id);
  // Opening the lesson again while offline: without a service worker, only the browser's error page.
  await page.goto(lessonUrl).catch(() => {});
  expect(await page.locator('audio').count()).toBe(0);
  // That error page would reload itself when the network returns: leave it (it may still be
  // committing, so try until the navigation is ours).
  await expect
    .poll(() =>
      page.goto('about:blank').then(
        () => page.url(),
        () => '',
      ),
    )
    .toBe('about:blank');
  // The network returns; opening the lesson loads the app, while saves are still blocked.
  await context.setOffline(false);
  await page.goto(lessonUrl);
  await audio(page).waitFor();
  await page.getByRole('status').filter({ hasText: 'En ligne' }).waitFor();
  // The new page's start-up flush tried, and was blocked: the update is still queued, on disk.
  await expect.poll(() => blocked.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await pendingWatched(page)).toBeGreaterThanOrEqual(offline);
  expect((await onServer()).watchedDuration).toBeLessThan(offline);

  // The network "returns" for saves: lifting the block and an `online` event send the outbox.
  await context.unroute('**/api/progress/save', block);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect
    .poll(async () => (await onServer()).watchedDuration, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(offline);
  const after = await onServer();
  expect(after.percentage).toBeGreaterThan(before.percentage);
  await expect.poll(() => outbox(page)).toEqual([]);
  await context.close();
});
