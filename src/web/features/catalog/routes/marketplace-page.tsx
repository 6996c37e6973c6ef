import { useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactElement, useId } from 'react';
import type { Sort } from '#shared/catalog/catalog.contract.ts';
import { type CatalogMessageKey, t } from '#shared/messages/fr-catalog.ts';
import { publicPageTitles } from '#shared/page-titles.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCount } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useCourseList } from '../api/list-courses.ts';
import { CourseCard } from '../components/course-card.tsx';
import { FilterPanel } from '../components/filter-panel.tsx';
import { LightButton } from '../components/light-button.tsx';
import { LoadError } from '../components/load-error.tsx';
import { DEFAULT_SORT, type MarketplaceSearch, SORTS, withoutFilters } from '../marketplace-search.ts';
import { useCurrency } from '../use-currency.ts';

const SORT_KEYS: Record<Sort, CatalogMessageKey> = {
  popular: 'catalog.sort.popular',
  recent: 'catalog.sort.recent',
  price_asc: 'catalog.sort.price_asc',
  price_desc: 'catalog.sort.price_desc',
  rating: 'catalog.sort.rating',
};

/** Drops empty values, so the address bar only carries what is set. */
function cleaned(search: MarketplaceSearch): MarketplaceSearch {
  const entries = Object.entries(search).filter(
    ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
  );
  return Object.fromEntries(entries) as MarketplaceSearch;
}

/** /marketplace: filters, sort and the course grid, all held in the address bar (spec/learner.md §2). */
export function MarketplacePage(): ReactElement {
  usePageTitle(publicPageTitles.marketplace());
  const search = useSearch({ from: '/public/marketplace' });
  const navigate = useNavigate({ from: '/marketplace' });
  const { currency } = useCurrency();
  const sortId = useId();
  const list = useCourseList(search);

  function update(patch: Partial<MarketplaceSearch>, replace = false) {
    void navigate({ search: (previous) => cleaned({ ...previous, ...patch }), replace, resetScroll: false });
  }

  // A course may move between pages while the visitor reads (new sales, new reviews): show it once.
  const courses = [
    ...new Map(
      (list.data?.pages ?? []).flatMap((page) => page.courses).map((course) => [course.id, course]),
    ).values(),
  ];
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const isRefreshing = list.isPlaceholderData && list.isFetching;

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('nav.student.marketplace')}</h1>
        <p className="text-muted-foreground">{t('catalog.intro')}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <aside>
          <FilterPanel
            search={search}
            currency={currency}
            onChange={(patch) => update(patch)}
            onSearch={(text) => update({ search: text }, true)}
            onReset={() => void navigate({ search: withoutFilters(search), resetScroll: false })}
          />
        </aside>

        <section aria-labelledby="results-title" className="min-w-0 space-y-4">
          <h2 id="results-title" className="sr-only">
            {t('catalog.results')}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-medium">
              {list.isSuccess ? t('catalog.count', { n: formatCount(total) }) : ''}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap">
                {t('catalog.sortBy')}
              </label>
              <select
                id={sortId}
                value={search.sort ?? DEFAULT_SORT}
                onChange={(event) => {
                  const sort = SORTS.find((item) => item === event.target.value);
                  update({ sort: sort === DEFAULT_SORT ? undefined : sort });
                }}
                className="h-10 rounded-md border border-input bg-surface px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(SORT_KEYS[sort])}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {list.isPending ? (
            <p role="status" className="py-12 text-center text-muted-foreground">
              {t('catalog.loading')}
            </p>
          ) : list.isError && courses.length === 0 ? (
            <LoadError error={list.error} onRetry={() => void list.refetch()} />
          ) : courses.length === 0 ? (
            <div className="rounded-lg border border-dashed border-border bg-surface px-6 py-12 text-center">
              <p className="text-lg font-medium">{t('catalog.empty')}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t('catalog.emptyHint')}</p>
            </div>
          ) : (
            <ul
              aria-busy={isRefreshing || undefined}
              className={cn(
                'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
                isRefreshing && 'opacity-60 transition-opacity',
              )}
            >
              {courses.map((course, index) => (
                <li key={course.id}>
                  {/* The first card's picture is the page's largest: fetched at once, first. */}
                  <CourseCard
                    course={course}
                    currency={currency}
                    imageLoading={index === 0 ? 'priority' : 'lazy'}
                  />
                </li>
              ))}
            </ul>
          )}

          {list.isFetchNextPageError ? (
            <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} />
          ) : null}
          {list.hasNextPage && !list.isFetchNextPageError ? (
            <div className="flex justify-center pt-2">
              <LightButton
                variant="outline"
                onClick={() => void list.fetchNextPage()}
                isLoading={list.isFetchingNextPage}
              >
                {t('catalog.loadMore')}
              </LightButton>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
