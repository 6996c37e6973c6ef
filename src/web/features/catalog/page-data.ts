import type { QueryClient } from '@tanstack/react-query';
import type { TCourseDetail, TInstructorPage } from '#shared/catalog/catalog.contract.ts';
import type { ReadApi, RenderedPage } from '#shared/web/page-render.contract.ts';
import { courseKey, coursePath } from './api/get-course.ts';
import { CURRENCY_SETTING_PATH, currencySettingKey } from './api/get-currency-setting.ts';
import { instructorKey, instructorPath } from './api/get-instructor.ts';
import { CATEGORIES_PATH, categoriesKey } from './api/list-categories.ts';
import { courseListKey, courseListPath } from './api/list-courses.ts';
import { reviewsKey, reviewsPagePath } from './api/list-reviews.ts';
import { type MarketplaceSearch, parseMarketplaceSearch } from './marketplace-search.ts';

// The reads a public page of the catalogue is drawn from on the server (src/web/entry-server.tsx),
// put in the query cache under the keys the pages ask for, so the browser finds them there and asks
// nothing again (docs/decisions/127). The same paths and keys as the pages' own hooks.

/** The page the router matched, as far as the catalogue cares. */
export type CatalogMatch = {
  routeId: string;
  params: Record<string, string>;
  /** The page's search as its first render sees it: the filters, and whatever else the address has. */
  search: MarketplaceSearch & Record<string, unknown>;
};

/** A read the page cannot do without (the course, the instructor): 404 and other failures differ. */
class MissingRead extends Error {
  constructor(readonly status: number) {
    super(`API read answered ${status}`);
  }
}

async function required(readApi: ReadApi, path: string): Promise<unknown> {
  const answer = await readApi(path);
  if (answer.status !== 200) throw new MissingRead(answer.status);
  return answer.data;
}

/** A read the page can also ask for in the browser (the currency, the categories): kept when it works. */
async function optional(client: QueryClient, readApi: ReadApi, key: readonly unknown[], path: string) {
  const answer = await readApi(path);
  if (answer.status === 200) client.setQueryData(key, answer.data);
}

const firstPage = (data: unknown) => ({ pages: [data], pageParams: [1] });

/**
 * Fills `client` with what the matched public page draws; says which page it is (for its head tags),
 * or 'not-found' for a course or instructor the marketplace does not show. Other failures throw.
 */
export async function prefillCatalogPage(
  match: CatalogMatch,
  readApi: ReadApi,
  client: QueryClient,
): Promise<RenderedPage> {
  // Every public page has the currency switch; without a choice of their own, visitors see the default.
  const currency = optional(client, readApi, currencySettingKey, CURRENCY_SETTING_PATH);
  try {
    switch (match.routeId) {
      case '/public/marketplace': {
        // The page's first render reads the address as it is (the router drops unknown or malformed
        // filters just after, in the browser): the cache is filled under that, from the valid filters.
        const [list] = await Promise.all([
          required(readApi, courseListPath(parseMarketplaceSearch(match.search), 1)),
          optional(client, readApi, categoriesKey, CATEGORIES_PATH),
        ]);
        client.setQueryData(courseListKey(match.search), firstPage(list));
        return { kind: 'marketplace' };
      }
      case '/public/marketplace/$courseId': {
        const courseId = match.params.courseId ?? '';
        const [course, reviews] = await Promise.all([
          required(readApi, coursePath(courseId)),
          readApi(reviewsPagePath(courseId, 1)),
        ]);
        client.setQueryData(courseKey(courseId), course);
        if (reviews.status === 200) client.setQueryData(reviewsKey(courseId), firstPage(reviews.data));
        return { kind: 'course', course: course as TCourseDetail };
      }
      case '/public/marketplace/instructors/$instructorId': {
        const instructorId = match.params.instructorId ?? '';
        const instructor = await required(readApi, instructorPath(instructorId));
        client.setQueryData(instructorKey(instructorId), instructor);
        return { kind: 'instructor', instructor: instructor as TInstructorPage };
      }
      case '/public/':
        return { kind: 'home' };
      default:
        throw new Error(`${match.routeId} is not drawn on the server`);
    }
  } catch (error) {
    // A course or instructor id that is not even well formed is refused (400): not found, either.
    if (error instanceof MissingRead && (error.status === 404 || error.status === 400)) {
      return { kind: 'not-found' };
    }
    throw error;
  } finally {
    await currency;
  }
}
