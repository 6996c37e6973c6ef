import { COURSE_STATUSES, type CourseStatus } from '#shared/domain.ts';

// The course list's filters as they live in the address bar (/instructor/courses?status=draft&search=…):
// anything unknown reads as absent, so a hand-edited link still opens the page.

export const COURSES_SEARCH_MAX = 100;

export type CoursesSearch = { status?: CourseStatus; search?: string };

export function parseCoursesSearch(raw: Record<string, unknown>): CoursesSearch {
  const search: CoursesSearch = {};
  if (typeof raw.status === 'string' && (COURSE_STATUSES as readonly string[]).includes(raw.status))
    search.status = raw.status as CourseStatus;
  const text = typeof raw.search === 'string' ? raw.search.trim().slice(0, COURSES_SEARCH_MAX).trim() : '';
  if (text) search.search = text;
  return search;
}

/** The API's query string for these filters ('' when none). */
export function coursesQueryString(search: CoursesSearch): string {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.search) params.set('search', search.search);
  const text = params.toString();
  return text ? `?${text}` : '';
}
