import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TCourseDetails, TLessonContent } from '../src/shared/learning/course-details.contract.ts';
import { paths } from '../src/web/paths.ts';
import { newLearner, signInThroughPage } from './support/accounts.ts';
import { baseUrl, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// Progress that is never lost, and a player that opens without network (spec/learner.md §4 "Video
// tracking", docs/decisions/015 and 040): a learner listens to an audio lesson, the network drops,
// listening goes on and is kept in IndexedDB, the page is reloaded while still offline and comes
// back from the service worker (the app shell, the course and the lesson it kept, the learner signed
// in offline with the 'Hors ligne' badge), listening goes on again, then the network returns and the
// server ends with every update.
//
// The page is reloaded in place (page.reload()) under Chromium's offline emulation. Before the
// service worker, the old version of this test had to close the page and open another, because a
// reload let the old page send one save past the emulation in about one run in eight as it went away.
// That cannot make this test pass wrongly: what the server must end with includes listening done
// after the reload, which only the new page's IndexedDB outbox holds, and the server is read before
// the network returns. Unload beacons are recorded and dropped by an init script, so that they do
// not deliver anything either (a beacon reaching the server is covered by the API tests and the
// unit tests of progress-sync.ts).

const COURSE = 'Vendre en ligne avec WhatsApp Business et le mobile money';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

type Progress = TLessonContent['progress'];

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

it('reloads the player offline from the service worker and delivers every update when the network returns', async () => {
  // A learner of the test's own: what the server ends with is theirs alone.
  const learner = await newLearner(null, { firstName: 'Fatou', enrolledIn: [COURSE] });
  const token = learner.token;
  const courses = await api<Array<{ id: string; title: string }>>(token, '/api/v1/student/courses');
  const course = courses.find((c) => c.title.startsWith(COURSE))!;
  const details = await api<TCourseDetails>(token, `/api/v1/student/courses/${course.id}/details`);
  const lesson = details.modules.flatMap((m) => m.chapters).find((c) => c.type === 'audio')!;
  const lessonPath = `/api/v1/student/courses/${course.id}/lessons/${lesson.id}`;
  const onServer = async () => (await api<TLessonContent>(token, lessonPath)).progress as Progress;
  expect((await onServer()).watchedDuration).toBe(0);

  const page = await newPage(browser, PHONE, { serviceWorkers: 'allow' });
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
  await signInThroughPage(page, learner);
  await page.waitForURL(/\/dashboard$/);

  const tokenFetched = page.waitForResponse((r) => r.url().includes('/api/progress/beacon-token'));
  const lessonUrl = paths.dashboard.learn(course.id, lesson.id);
  await page.goto(lessonUrl);
  await audio(page).waitFor();
  expect((await tokenFetched).status()).toBe(200);
  await page.getByRole('status').filter({ hasText: 'En ligne' }).waitFor();
  // The student area installs the service worker, which takes the page over and keeps the course,
  // the lesson and its recording as the page reads them again.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('jang-api')).keys()).map((r) => r.url)))
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining(`/api/v1/student/courses/${course.id}/details`),
        expect.stringContaining(lessonPath),
      ]),
    );
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('jang-media')).keys()).map((r) => r.url)))
    .toEqual([expect.stringContaining('/demo/audio-demo.wav')]);
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
  await audio(page).evaluate((a: HTMLAudioElement) => a.play());
  await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThan(before.watchedDuration + 4);
  await audio(page).evaluate((a: HTMLAudioElement) => a.pause());
  await expect.poll(() => pendingWatched(page)).toBeGreaterThan(before.watchedDuration + 3);
  const beforeReload = await pendingWatched(page);

  // Reloaded while offline: the service worker gives the app, the course and the lesson back; the
  // learner is still signed in (offline), and listening goes on where it stopped.
  await page.reload();
  await audio(page).waitFor();
  await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Hors ligne' }).waitFor();
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await expect.poll(() => position(page)).toBeGreaterThan(beforeReload - 2);
  // The header shows what this device listened to, not the older cached course answer.
  const shownPercent = async () =>
    Number.parseInt((await page.getByTestId('lesson-percent').textContent()) ?? '', 10);
  await expect.poll(shownPercent).toBeGreaterThan(Math.floor(before.percentage));
  await screenshot(page, 'progress-offline-reloaded-360');
  await audio(page).evaluate((a: HTMLAudioElement) => a.play());
  await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThan(beforeReload + 3);
  await audio(page).evaluate((a: HTMLAudioElement) => a.pause());
  await expect.poll(() => pendingWatched(page)).toBeGreaterThan(beforeReload + 2);
  const offline = await pendingWatched(page);
  // Nothing of it reached the server while offline.
  expect((await onServer()).watchedDuration).toBeLessThan(offline);

  // The network returns: the session is checked again (a fresh token), and the outbox goes out.
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/token') && r.status() === 200);
  await context.setOffline(false);
  await refreshed;
  await page.getByRole('status').filter({ hasText: 'En ligne' }).waitFor();
  await expect
    .poll(async () => (await onServer()).watchedDuration, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(offline);
  const after = await onServer();
  expect(after.percentage).toBeGreaterThan(before.percentage);
  await expect.poll(() => outbox(page)).toEqual([]);
  await context.close();
}, 120_000);
