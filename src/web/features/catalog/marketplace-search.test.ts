import { describe, expect, it } from 'vitest';
import { parseSearch } from '#web/lib/search-params.ts';
import {
  activeFilterCount,
  courseListQuery,
  parseMarketplaceSearch,
  withoutFilters,
} from './marketplace-search.ts';

const fromUrl = (query: string) => parseMarketplaceSearch(parseSearch(query));

describe('marketplace search in the address bar', () => {
  it('reads every filter and the sort', () => {
    expect(
      fromUrl(
        '?search=%20compta%20&category=gestion-finance&language=fr&language=en&level=beginner&level=advanced&minPrice=5000&maxPrice=60000&minRating=4&sort=price_asc',
      ),
    ).toEqual({
      search: 'compta',
      category: 'gestion-finance',
      language: ['fr', 'en'],
      level: ['beginner', 'advanced'],
      minPrice: 5000,
      maxPrice: 60000,
      minRating: 4,
      sort: 'price_asc',
    });
  });

  it('is empty for a bare /marketplace, and the default sort stays out of it', () => {
    expect(fromUrl('')).toEqual({});
    expect(fromUrl('?sort=popular')).toEqual({});
  });

  it('drops what is unknown or malformed instead of failing', () => {
    expect(
      fromUrl(
        '?search=%20%20&category=Not%20A%20Slug&language=xx&level=expert&minPrice=-5&maxPrice=1e9&minRating=6&sort=cheap&page=3',
      ),
    ).toEqual({});
    expect(fromUrl('?minRating=2.5&minPrice=abc')).toEqual({});
    expect(fromUrl('?language=fr&language=fr&language=zz')).toEqual({ language: ['fr'] });
    expect(fromUrl(`?search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('drops a maximum under the minimum, and a zero minimum', () => {
    expect(fromUrl('?minPrice=50000&maxPrice=1000')).toEqual({ minPrice: 50000 });
    expect(fromUrl('?minPrice=0&maxPrice=0')).toEqual({ maxPrice: 0 });
  });

  it('builds the API query with repeated languages and levels', () => {
    const query = courseListQuery(
      { search: 'web', language: ['fr', 'en'], level: ['beginner'], minPrice: 1000, minRating: 3 },
      2,
    );
    expect(query).toBe(
      'search=web&language=fr&language=en&level=beginner&minPrice=1000&minRating=3&sort=popular&page=2&limit=12',
    );
    expect(courseListQuery({ sort: 'rating', maxPrice: 0, category: 'langues' }, 1, 24)).toBe(
      'category=langues&maxPrice=0&sort=rating&page=1&limit=24',
    );
  });

  it('counts the filters on, and resets them keeping the sort', () => {
    const search = fromUrl('?search=x&language=fr&language=en&minPrice=10&maxPrice=20&sort=recent');
    expect(activeFilterCount(search)).toBe(4);
    expect(activeFilterCount({})).toBe(0);
    expect(withoutFilters(search)).toEqual({ sort: 'recent' });
    expect(withoutFilters({ search: 'x' })).toEqual({});
  });
});
