import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, api, newStaff } from './support/accounts.ts';
import { baseUrl, DESKTOP, launchBrowser, newPage } from './support/browser.ts';

// The course editor's live stream in Chromium (decision 176): an EventSource opened the way
// useCourseEvents opens it (a token from …/events/token in the query), on the real server with its
// compression and security headers, hears another admin's format change at once.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

async function tokenOf(account: Account): Promise<string> {
  return (await api<{ accessToken: string }>('POST', '/api/auth/sign-in', { body: account })).accessToken;
}

it("an editor's open stream hears another admin's format change", async () => {
  const editor = await tokenOf(await newStaff('admin'));
  const colleague = await tokenOf(await newStaff('admin'));
  const course = await api<{ id: string; version: number }>('POST', '/api/courses', {
    token: editor,
    body: { title: 'Cours suivi en direct' },
  });
  const { token } = await api<{ token: string }>('GET', `/api/courses/${course.id}/events/token`, {
    token: editor,
  });

  const page = await newPage(browser, DESKTOP);
  await page.goto('/');
  await page.evaluate(
    (path) => {
      const events: unknown[] = [];
      (window as unknown as { courseEvents: unknown[] }).courseEvents = events;
      const source = new EventSource(path);
      source.addEventListener('course', (event) => events.push(JSON.parse((event as MessageEvent).data)));
    },
    `/api/courses/${course.id}/events?token=${encodeURIComponent(token)}`,
  );
  await page.waitForFunction(
    () => (window as unknown as { courseEvents: unknown[] }).courseEvents.length > 0,
  );

  const saved = await fetch(`${baseUrl()}/api/courses/${course.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${colleague}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version: course.version, format: 'session' }),
  });
  expect(saved.status).toBe(200);
  const started = Date.now();
  await page.waitForFunction(
    () =>
      (window as unknown as { courseEvents: { version: number; format: string }[] }).courseEvents.some(
        (event) => event.version === 1 && event.format === 'session',
      ),
    undefined,
    { timeout: 5000 },
  );
  // Pushed, not polled: well before the first heartbeat.
  expect(Date.now() - started).toBeLessThan(3000);
  const events = await page.evaluate(() => (window as unknown as { courseEvents: unknown[] }).courseEvents);
  expect(events).toEqual([
    { courseId: course.id, version: 0, format: 'auto-formation', status: 'draft' },
    { courseId: course.id, version: 1, format: 'session', status: 'draft' },
  ]);
});
