import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { Currency } from '#shared/catalog/currency.ts';
import { COURSE_LANGUAGES, COURSE_LEVELS } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-catalog.ts';
import { cn } from '#web/lib/cn.ts';
import { LANGUAGE_KEYS, LEVEL_KEYS } from '../card-format.ts';
import { activeFilterCount, type MarketplaceSearch } from '../marketplace-search.ts';
import { CategoryFilter } from './category-filter.tsx';
import { CheckboxFilter } from './filter-group.tsx';
import { LightButton } from './light-button.tsx';
import { PriceRangeFilter } from './price-range-filter.tsx';
import { RatingFilter } from './rating-filter.tsx';
import { SearchBox } from './search-box.tsx';

export type FilterPanelProps = {
  search: MarketplaceSearch;
  currency: Currency;
  /** A filter changed: a new entry in the history. */
  onChange: (patch: Partial<MarketplaceSearch>) => void;
  /** The search text changed: replaces the current entry. */
  onSearch: (text: string | undefined) => void;
  onReset: () => void;
};

/**
 * The filter panel (spec/learner.md §2): search, categories, languages, levels, price, minimum rating,
 * "Réinitialiser les filtres". The search box stays in view; below 1024 px the rest folds behind "Filtres".
 */
export function FilterPanel({ search, currency, onChange, onSearch, onReset }: FilterPanelProps) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const count = activeFilterCount(search);
  return (
    <div className="space-y-4">
      <SearchBox value={search.search} onSearch={onSearch} />
      <LightButton
        variant="outline"
        className="w-full lg:hidden"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('catalog.filters')}
        {count > 0 ? (
          <span aria-hidden="true" className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
            {count}
          </span>
        ) : null}
      </LightButton>
      <section
        id={panelId}
        aria-label={t('catalog.filters')}
        className={cn(
          'space-y-4 rounded-lg border border-border bg-surface p-4 lg:block',
          isOpen ? 'block' : 'hidden',
        )}
      >
        <h2 className="hidden text-base font-semibold lg:block">{t('catalog.filters')}</h2>
        <CategoryFilter selected={search.category} onChange={(category) => onChange({ category })} />
        <CheckboxFilter
          legend={t('catalog.languages')}
          options={COURSE_LANGUAGES}
          selected={search.language}
          labelOf={(language) => t(LANGUAGE_KEYS[language])}
          onChange={(language) => onChange({ language })}
        />
        <CheckboxFilter
          legend={t('catalog.levels')}
          options={COURSE_LEVELS}
          selected={search.level}
          labelOf={(level) => t(LEVEL_KEYS[level])}
          onChange={(level) => onChange({ level })}
        />
        <PriceRangeFilter
          minPrice={search.minPrice}
          maxPrice={search.maxPrice}
          currency={currency}
          onChange={onChange}
        />
        <RatingFilter selected={search.minRating} onChange={(minRating) => onChange({ minRating })} />
        <LightButton variant="outline" className="w-full" onClick={onReset}>
          {t('catalog.resetFilters')}
        </LightButton>
      </section>
    </div>
  );
}
