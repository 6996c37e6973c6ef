import { t } from './messages/fr-web.ts';

// The titles of the public pages, written once: the server puts them in the page's <title> and the
// browser sets the same document.title after hydration, so the tab never changes its name.

/** "<page> · Jàng", or "Jàng" alone when the page has no title of its own. */
export function documentTitle(page: string): string {
  const name = t('app.name');
  return page ? `${page} · ${name}` : name;
}

export const publicPageTitles = {
  home: (): string => t('page.home'),
  marketplace: (): string => t('page.marketplace'),
  course: (course: { title: string }): string => course.title,
  instructor: (instructor: { name: string }): string =>
    t('page.instructorCourses', { name: instructor.name }),
  notFound: (): string => t('shell.notFoundTitle'),
};
