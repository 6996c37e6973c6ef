import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SAMPLE_COURSES } from '../src/server/db/seed/courses/index.ts';
import { DEMO_ENROLLMENTS, DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts.ts';
import { type AppProcess, freePort, startApp } from '../tools/app-process.ts';
import { buildBaseline } from './web-bundle-size.ts';

// What the browser benches (Lighthouse, first-visit bytes) share: the built app started on its own
// (fresh PGlite, demo data), the pages a phone opens on it, the demo learner's session cookie for
// the player, and the baseline page served the way the app serves its files (decision 138).

/** Debian's Chromium; no browser is downloaded. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export type Page = { name: string; path: string; signedIn: boolean };
export type BrowserTarget = {
  app: AppProcess;
  pages: Page[];
  /** The demo learner's session cookie (`name=value; …`), for the player. */
  cookie: string;
  learner: string;
  baseline: AppProcess;
};

type Listed = { courses: Array<{ id: string; title: string }> };

/** The id of a published demo course by its title, read from the public listing. */
async function courseId(baseUrl: string, title: string): Promise<string> {
  for (let page = 1; page < 20; page++) {
    const response = await fetch(`${baseUrl}/api/marketplace/courses?limit=48&page=${page}`);
    const { courses } = ((await response.json()) as { data: Listed }).data;
    const found = courses.find((course) => course.title === title);
    if (found) return found.id;
    if (courses.length < 48) break;
  }
  throw new Error(`demo course not in the listing: ${title}`);
}

/** Signs in through the API as the login page does; the session cookie it sets, as a Cookie header. */
export async function sessionCookie(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  if (cookies.length === 0) throw new Error(`sign-in of ${email} set no cookie`);
  return cookies.join('; ');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * The baseline page (React + ReactDOM rendering one line) on a port of its own, compressed as the
 * app sends its files (brotli, else gzip, by Accept-Encoding), so bytes and timings compare.
 */
export async function serveBaseline(): Promise<AppProcess> {
  const dir = await buildBaseline();
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(dir) || !existsSync(file) || !TYPES[path.extname(file)]) {
      response.writeHead(404).end();
      return;
    }
    const body = readFileSync(file);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const headers: Record<string, string> = {
      'content-type': TYPES[path.extname(file)]!,
      vary: 'accept-encoding',
    };
    let sent = body;
    if (/\bbr\b/.test(accepted)) {
      sent = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      headers['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accepted)) {
      sent = gzipSync(body, { level: 9 });
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(200, headers).end(sent);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The player's address as the app's links write it (the resume card, the course page): with the
 * lesson 'Continuer le cours' opens, which the server names when asked for the course alone
 * (decision 315).
 */
async function playerAddress(baseUrl: string, courseId: string, cookie: string): Promise<string> {
  const bare = `/dashboard/courses/${courseId}/learn`;
  const response = await fetch(baseUrl + bare, { headers: { cookie }, redirect: 'manual' });
  await response.arrayBuffer();
  return response.headers.get('location') ?? bare;
}

/**
 * The app and the baseline started, the pages to open: /marketplace, the page of the demo learner's
 * first course, and that course's player signed in as her (DEMO_ENROLLMENTS[0]), at its lesson.
 */
export async function startBrowserTarget(): Promise<BrowserTarget> {
  const enrolment = DEMO_ENROLLMENTS[0]!;
  const course = SAMPLE_COURSES.find((sample) => sample.slug === enrolment.courseSlug);
  if (!course) throw new Error(`no demo course ${enrolment.courseSlug}`);
  const app = await startApp({ stdio: 'ignore' });
  try {
    const id = await courseId(app.baseUrl, course.title);
    const cookie = await sessionCookie(app.baseUrl, enrolment.email);
    const baseline = await serveBaseline();
    const pages: Page[] = [
      { name: '/marketplace', path: '/marketplace', signedIn: false },
      { name: '/marketplace/{id}', path: `/marketplace/${id}`, signedIn: false },
      { name: 'player', path: await playerAddress(app.baseUrl, id, cookie), signedIn: true },
    ];
    // Each page asked once before measuring, as a server in use has: the first server render loads
    // the render build and fills the API's caches (about a second on this machine), which one of
    // the three Lighthouse runs would otherwise count as the page's response time.
    for (const page of pages) {
      const response = await fetch(app.baseUrl + page.path, {
        headers: page.signedIn ? { cookie } : {},
      });
      await response.arrayBuffer();
    }
    return {
      app,
      baseline,
      cookie,
      learner: enrolment.email,
      pages,
    };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

export async function stopBrowserTarget(target: BrowserTarget) {
  await target.baseline.stop();
  await target.app.stop();
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
