import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { COURSE_STATUSES } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { cn } from '#web/lib/cn.ts';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { COURSES_SEARCH_MAX, type CoursesSearch } from '../courses-search.ts';

/** Status tabs (all, draft, published, archived) and a search box sent on Enter or after a pause. */
export function CoursesFilterBar({
  search,
  onChange,
}: {
  search: CoursesSearch;
  onChange: (next: CoursesSearch) => void;
}) {
  const id = useId();
  const [text, setText] = useState(search.search ?? '');
  useEffect(() => setText(search.search ?? ''), [search.search]);
  useEffect(() => {
    if (text.trim() === (search.search ?? '')) return;
    const timer = setTimeout(() => onChange({ ...search, search: text.trim() || undefined }), 400);
    return () => clearTimeout(timer);
  }, [text, search, onChange]);

  const statuses = [undefined, ...COURSE_STATUSES] as const;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">{t('courses.list.statusLabel')}</legend>
        {statuses.map((status) => {
          const isOn = search.status === status;
          return (
            <button
              key={status ?? 'all'}
              type="button"
              aria-pressed={isOn}
              onClick={() => onChange({ ...search, status })}
              className={cn(
                'h-9 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
                isOn
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface hover:bg-muted',
              )}
            >
              {status ? t(`courses.status.${status}`) : t('courses.list.allStatuses')}
            </button>
          );
        })}
      </fieldset>
      <search className="relative sm:w-72">
        <form
          className="relative"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ ...search, search: text.trim() || undefined });
          }}
        >
          <Label htmlFor={id} className="sr-only">
            {t('courses.list.searchLabel')}
          </Label>
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={id}
            type="search"
            hasLeadingIcon
            value={text}
            maxLength={COURSES_SEARCH_MAX}
            placeholder={t('courses.list.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </form>
      </search>
    </div>
  );
}
