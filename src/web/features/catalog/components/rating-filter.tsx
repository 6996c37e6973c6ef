import { Star } from 'lucide-react';
import { t } from '#shared/messages/fr-catalog.ts';
import { cn } from '#web/lib/cn.ts';
import { FilterGroup } from './filter-group.tsx';

const starsAndUp = (n: number) => t(n === 1 ? 'catalog.starAndUp' : 'catalog.starsAndUp', { n });

/** Minimum rating, 1 to 5 stars; pressing the chosen star again clears it (spec §2). */
export function RatingFilter({
  selected,
  onChange,
}: {
  selected: number | undefined;
  onChange: (rating: number | undefined) => void;
}) {
  return (
    <FilterGroup legend={t('catalog.minRating')}>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={selected === n}
            aria-label={starsAndUp(n)}
            title={starsAndUp(n)}
            onClick={() => onChange(selected === n ? undefined : n)}
            className="inline-flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          >
            <Star
              aria-hidden="true"
              className={cn(
                'size-6',
                selected !== undefined && n <= selected
                  ? 'fill-amber-400 text-amber-500'
                  : 'text-muted-foreground',
              )}
            />
          </button>
        ))}
      </div>
      {selected !== undefined ? (
        <p className="mt-1 text-sm text-muted-foreground">{starsAndUp(selected)}</p>
      ) : null}
    </FilterGroup>
  );
}
