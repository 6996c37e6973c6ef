// The admin's users list bounds (issue 18), without zod: the route table reads them to parse the
// list's filters in the address (people.contract.ts re-exports them for the API).

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
export const ADMIN_USERS_MAX_PAGE = 10_000;
export const ADMIN_USERS_SEARCH_MAX = 100;
