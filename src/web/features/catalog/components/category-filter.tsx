import { t } from '#shared/messages/fr-catalog.ts';
import { errorMessage } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCount } from '#web/lib/format.ts';
import { useCategories } from '../api/list-categories.ts';
import { FilterGroup } from './filter-group.tsx';
import { LightButton } from './light-button.tsx';

const optionClasses = (isOn: boolean) =>
  cn(
    'flex min-h-9 w-full items-center justify-between gap-2 rounded-md px-2.5 py-1.5 text-left text-sm transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
    isOn ? 'bg-primary-soft font-semibold text-primary-strong' : 'hover:bg-muted',
  );

/** Categories, one at a time, each with its course count; pressing the chosen one again lets it go. */
export function CategoryFilter({
  selected,
  onChange,
}: {
  selected: string | undefined;
  onChange: (slug: string | undefined) => void;
}) {
  const categories = useCategories();
  return (
    <FilterGroup legend={t('catalog.categories')}>
      {categories.isPending ? (
        <p className="text-sm text-muted-foreground">{t('shell.loading')}</p>
      ) : categories.isError ? (
        <div className="space-y-2 text-sm">
          <p className="text-destructive">{errorMessage(categories.error)}</p>
          <LightButton variant="outline" size="sm" onClick={() => void categories.refetch()}>
            {t('shell.retry')}
          </LightButton>
        </div>
      ) : (
        <ul className="space-y-0.5">
          <li>
            <button
              type="button"
              aria-pressed={selected === undefined}
              onClick={() => onChange(undefined)}
              className={optionClasses(selected === undefined)}
            >
              {t('catalog.allCategories')}
            </button>
          </li>
          {categories.data.map((category) => {
            const isOn = selected === category.slug;
            return (
              <li key={category.id}>
                <button
                  type="button"
                  aria-pressed={isOn}
                  onClick={() => onChange(isOn ? undefined : category.slug)}
                  className={optionClasses(isOn)}
                >
                  <span className="min-w-0">{category.name}</span>
                  <span className="text-xs font-normal text-muted-foreground tabular-nums">
                    ({formatCount(category.course_count)})
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </FilterGroup>
  );
}
