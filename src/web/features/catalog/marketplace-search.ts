import type {
  SORTS as CONTRACT_SORTS,
  DEFAULT_PAGE_SIZE,
  MAX_PRICE_XOF,
  Sort,
} from '#shared/catalog/catalog.contract.ts';
import { COURSE_LANGUAGES, COURSE_LEVELS, type CourseLanguage, type CourseLevel } from '#shared/domain.ts';

// The marketplace filters and sort as they live in the address bar (spec/learner.md §3 "Filter state"),
// so a reload, a shared link and the back button all give the same list. Hand-written parsers: the
// catalogue contract is zod, and zod must not ride along in the first download of /marketplace. The
// constants below are typed against the contract's own, so the compiler catches any drift.

export const SORTS: typeof CONTRACT_SORTS = ['popular', 'recent', 'price_asc', 'price_desc', 'rating'];
export const DEFAULT_SORT: Sort = 'popular';
export const PAGE_SIZE: typeof DEFAULT_PAGE_SIZE = 12;
const MAX_PRICE: typeof MAX_PRICE_XOF = 100_000_000;
const MAX_SEARCH_LENGTH = 100;
const CATEGORY_SLUG = /^[a-z0-9-]{1,80}$/;
const WHOLE_NUMBER = /^\d{1,9}$/;

export type MarketplaceSearch = {
  search?: string;
  /** Category slug. */
  category?: string;
  language?: CourseLanguage[];
  level?: CourseLevel[];
  /** Whole FCFA. */
  minPrice?: number;
  /** Whole FCFA; absent means no upper bound. */
  maxPrice?: number;
  minRating?: number;
  /** Absent means the default, "popular". */
  sort?: Sort;
};

function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'number') return String(first);
  return typeof first === 'string' ? first : undefined;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  const candidate = text(value);
  return (allowed as readonly string[]).includes(candidate ?? '') ? (candidate as T) : undefined;
}

/** Every known value of a repeatable key, once each, in the vocabulary's order; unknown ones dropped. */
function listOf<T extends string>(allowed: readonly T[], value: unknown): T[] | undefined {
  const given = (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'string');
  const kept = allowed.filter((item) => given.includes(item));
  return kept.length > 0 ? kept : undefined;
}

function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const candidate = text(value)?.trim() ?? '';
  if (!WHOLE_NUMBER.test(candidate)) return undefined;
  const number = Number(candidate);
  return number >= min && number <= max ? number : undefined;
}

/** The route's validateSearch: anything unknown or malformed is dropped rather than refused. */
export function parseMarketplaceSearch(raw: Record<string, unknown>): MarketplaceSearch {
  const result: MarketplaceSearch = {};
  const search = text(raw.search)?.trim().slice(0, MAX_SEARCH_LENGTH);
  if (search) result.search = search;
  const category = text(raw.category)?.trim();
  if (category && CATEGORY_SLUG.test(category)) result.category = category;
  const language = listOf(COURSE_LANGUAGES, raw.language);
  if (language) result.language = language;
  const level = listOf(COURSE_LEVELS, raw.level);
  if (level) result.level = level;
  const minPrice = wholeNumber(raw.minPrice, 0, MAX_PRICE);
  if (minPrice !== undefined && minPrice > 0) result.minPrice = minPrice;
  const maxPrice = wholeNumber(raw.maxPrice, 0, MAX_PRICE);
  if (maxPrice !== undefined && maxPrice >= (result.minPrice ?? 0)) result.maxPrice = maxPrice;
  const minRating = wholeNumber(raw.minRating, 1, 5);
  if (minRating !== undefined) result.minRating = minRating;
  const sort = oneOf(SORTS, raw.sort);
  if (sort && sort !== DEFAULT_SORT) result.sort = sort;
  return result;
}

/** How many filters are on (the sort is not a filter): shown on the mobile "Filtres" button. */
export function activeFilterCount(search: MarketplaceSearch): number {
  return (
    (search.search ? 1 : 0) +
    (search.category ? 1 : 0) +
    (search.language?.length ?? 0) +
    (search.level?.length ?? 0) +
    (search.minPrice !== undefined || search.maxPrice !== undefined ? 1 : 0) +
    (search.minRating !== undefined ? 1 : 0)
  );
}

/** The search without its filters: what "Réinitialiser les filtres" leaves (the sort stays). */
export function withoutFilters(search: MarketplaceSearch): MarketplaceSearch {
  return search.sort ? { sort: search.sort } : {};
}

/** The query string of GET /api/marketplace/courses for one page of this search. */
export function courseListQuery(search: MarketplaceSearch, page: number, limit: number = PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (search.search) params.set('search', search.search);
  if (search.category) params.set('category', search.category);
  for (const language of search.language ?? []) params.append('language', language);
  for (const level of search.level ?? []) params.append('level', level);
  if (search.minPrice !== undefined) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== undefined) params.set('maxPrice', String(search.maxPrice));
  if (search.minRating !== undefined) params.set('minRating', String(search.minRating));
  params.set('sort', search.sort ?? DEFAULT_SORT);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params.toString();
}
