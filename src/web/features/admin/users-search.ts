import { ADMIN_USERS_MAX_PAGE, ADMIN_USERS_SEARCH_MAX } from '#shared/admin/people-limits.ts';
import { PROFILE_STATUSES, ROLES } from '#shared/domain.ts';
import type { UsersSearch } from './api/people.ts';

// /admin/users?search=…&role=…&status=…&page=2: anything unknown reads as absent, so an outdated or
// hand-edited link still opens the page.

export function parseUsersSearch(raw: Record<string, unknown>): UsersSearch {
  const search: UsersSearch = {};
  if (typeof raw.role === 'string' && (ROLES as readonly string[]).includes(raw.role)) search.role = raw.role;
  if (typeof raw.status === 'string' && (PROFILE_STATUSES as readonly string[]).includes(raw.status))
    search.status = raw.status;
  const text =
    typeof raw.search === 'string' ? raw.search.trim().slice(0, ADMIN_USERS_SEARCH_MAX).trim() : '';
  if (text) search.search = text;
  const page = typeof raw.page === 'string' || typeof raw.page === 'number' ? Number(raw.page) : Number.NaN;
  if (Number.isInteger(page) && page > 1 && page <= ADMIN_USERS_MAX_PAGE) search.page = page;
  return search;
}

/** Changing a filter starts again from the first page. */
export function withUsersFilter(search: UsersSearch, change: Omit<UsersSearch, 'page'>): UsersSearch {
  const next: UsersSearch = { ...search, ...change };
  delete next.page;
  for (const key of ['search', 'role', 'status'] as const) if (!next[key]) delete next[key];
  return next;
}
