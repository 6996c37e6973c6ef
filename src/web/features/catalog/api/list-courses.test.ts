import { describe, expect, it } from 'vitest';
import type { TCourseList } from '#shared/catalog/catalog.contract.ts';
import { nextPageOf } from './list-courses.ts';

const page = (n: number, count: number, total: number): TCourseList => ({
  courses: Array.from({ length: count }, () => ({}) as TCourseList['courses'][number]),
  total,
  page: n,
  limit: 12,
});

describe('"Afficher plus de formations"', () => {
  it('asks for the next page while courses remain', () => {
    const first = page(1, 12, 30);
    expect(nextPageOf(first, [first])).toBe(2);
    const second = page(2, 12, 30);
    expect(nextPageOf(second, [first, second])).toBe(3);
  });

  it('stops once every course is loaded, or when a page comes back empty', () => {
    const first = page(1, 12, 24);
    const second = page(2, 12, 24);
    expect(nextPageOf(second, [first, second])).toBeUndefined();
    expect(nextPageOf(page(1, 5, 5), [page(1, 5, 5)])).toBeUndefined();
    expect(nextPageOf(page(3, 0, 40), [page(1, 12, 40), page(2, 12, 40), page(3, 0, 40)])).toBeUndefined();
  });
});
