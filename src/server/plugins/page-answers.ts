import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SETTINGS_PATHS } from '#shared/accounts/settings-paths.ts';
import type { TSignInResponse } from '#shared/auth/auth.contract.ts';
import { continueTarget } from '#shared/learning/continue-target.ts';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { courseDetailsPath, lessonContentPath } from '#shared/learning/learning-paths.ts';
import { PUBLIC_PLATFORM_SETTINGS_PATH } from '#shared/platform/platform-paths.ts';
import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswers } from '#shared/web/page-answers.contract.ts';
import { scriptSafeJson } from './page-render.ts';

// The course player is drawn in the browser, for a signed-in learner: before it could show a lesson
// it asked, one after the other, for a token, the course, then the lesson (about a second of round
// trips on a slow network, docs/scaling.md). When its page is asked for with a session cookie, the
// server reads those routes itself, as that user and through the API's own rules (app.inject), and
// puts the answers in the page (decision 313). Nothing is answered that the user could not read:
// a refused or failed read is simply left out, and the browser asks for it as before.

/** The player's address: /dashboard/courses/{courseId}/learn, its lesson in ?chapterId=. */
const PLAYER_PATH = /^\/dashboard\/courses\/([^/]+)\/learn\/?$/;

/** The page holds the user's own data and a token: never kept by any cache, never shared. */
export const ANSWERED_PAGE_CACHE_CONTROL = 'private, no-store';

type Read = (path: string) => Promise<unknown>;

/**
 * A page's answers, the code its first render will need beyond the page's own (its lesson's
 * renderer), and, for a player address without a lesson, the address of the lesson it opens on.
 */
export type AnsweredPage = { page: PageAnswers; preloads: string[]; redirectTo: string | null };

/** The build's renderer files by lesson type (vite.config.ts, jang:page-preloads); none without a build. */
function readLessonRenderers(webDistDir: string): Record<string, string[]> {
  try {
    return JSON.parse(readFileSync(path.join(webDistDir, '.vite/lesson-renderers.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** The course id of a player address, or null (not the player, or an id that is not well encoded). */
export function playerCourseId(pathname: string): string | null {
  const encoded = PLAYER_PATH.exec(pathname)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** The player's first reads: the course with the learner's progress, the lesson it opens on. */
async function playerAnswers(read: Read, courseId: string, chapterId: string | null) {
  const detailsPath = courseDetailsPath(courseId);
  const details = (await read(detailsPath)) as TCourseDetails | undefined;
  if (!details) return { answers: {}, lessonType: null, continueAt: null };
  // The lesson the address names, or the one 'Continuer le cours' opens (the player goes there).
  const lessonId = chapterId ?? continueTarget(details.modules)?.id;
  const lessonPath = lessonId ? lessonContentPath(courseId, lessonId) : null;
  const lesson = (lessonPath ? await read(lessonPath) : undefined) as { type?: string } | undefined;
  return {
    answers: { [detailsPath]: details, ...(lessonPath && lesson ? { [lessonPath]: lesson } : {}) },
    lessonType: lesson?.type ?? null,
    // The lesson 'Continuer le cours' opens when the address names none: the page goes there.
    continueAt: chapterId || !lesson ? null : (lessonId ?? null),
  };
}

/**
 * The answers of a signed-in page, or null: not a page that has any, no session cookie, or a cookie
 * the server no longer accepts (the browser then finds out as before).
 */
export function createPageAnswers(app: FastifyInstance, webDistDir: string) {
  const lessonRenderers = readLessonRenderers(webDistDir);

  async function inject(request: FastifyRequest, method: 'GET' | 'POST', url: string, headers: object) {
    try {
      const response = await app.inject({
        method,
        url,
        headers: { accept: 'application/json', ...headers },
        remoteAddress: request.ip,
      });
      if (response.statusCode !== 200) return undefined;
      // Unwrapped as the browser's request helper does: `data` when the answer has it (most routes).
      const payload = JSON.parse(response.body) as unknown;
      return payload && typeof payload === 'object' && 'data' in payload ? payload.data : payload;
    } catch {
      return undefined;
    }
  }

  return async function answersFor(request: FastifyRequest): Promise<AnsweredPage | null> {
    if (request.method !== 'GET' || !request.headers.cookie) return null;
    const url = new URL(request.url, 'http://page');
    const courseId = playerCourseId(url.pathname);
    if (!courseId) return null;
    const session = (await inject(request, 'POST', '/api/auth/token', {
      cookie: request.headers.cookie,
    })) as TSignInResponse | undefined;
    if (!session) return null;
    const asUser = { authorization: `Bearer ${session.accessToken}` };
    const read: Read = (path) => inject(request, 'GET', path, asUser);
    const [player, settings, preferences] = await Promise.all([
      playerAnswers(read, courseId, url.searchParams.get('chapterId')),
      inject(request, 'GET', PUBLIC_PLATFORM_SETTINGS_PATH, {}),
      read(SETTINGS_PATHS.preferences),
    ]);
    const answers: Record<string, unknown> = { ...player.answers };
    if (settings !== undefined) answers[PUBLIC_PLATFORM_SETTINGS_PATH] = settings;
    if (preferences !== undefined) answers[SETTINGS_PATHS.preferences] = preferences;
    const preloads = (player.lessonType && lessonRenderers[player.lessonType]) || [];
    // The player names its lesson in the address (decision 315): one known from the start, instead
    // of the browser replacing the address once running, which draws the whole player again.
    if (player.continueAt) url.searchParams.set('chapterId', player.continueAt);
    const redirectTo = player.continueAt ? url.pathname + url.search : null;
    return { page: { session, answers, answeredAt: new Date().toUTCString() }, preloads, redirectTo };
  };
}

/**
 * The page with the answers in a JSON script element at the end of its body, and the lesson's renderer
 * announced with the entry: with the answers there, it is the last file the lesson waits for.
 */
export function withPageAnswers(template: string, { page, preloads }: AnsweredPage): string {
  const element = `<script id="${PAGE_ANSWERS_ELEMENT_ID}" type="application/json">${scriptSafeJson(JSON.stringify(page))}</script>`;
  const links = preloads
    .filter((file) => /^assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return template.replace('</head>', () => `${links}</head>`).replace('</body>', () => `${element}</body>`);
}
