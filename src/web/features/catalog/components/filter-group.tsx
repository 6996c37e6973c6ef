import type { ReactNode } from 'react';

/** One block of the filter panel: a fieldset named by its legend. */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2 border-t border-border pt-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold">{legend}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

/** A list of checkboxes (languages, levels): several may be on. */
export function CheckboxFilter<T extends string>({
  legend,
  options,
  selected,
  labelOf,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[] | undefined;
  labelOf: (value: T) => string;
  onChange: (values: T[] | undefined) => void;
}) {
  const chosen = selected ?? [];
  function toggle(value: T, isOn: boolean) {
    const next = options.filter((option) => (option === value ? isOn : chosen.includes(option)));
    onChange(next.length > 0 ? next : undefined);
  }
  return (
    <FilterGroup legend={legend}>
      <ul className="space-y-1">
        {options.map((option) => (
          <li key={option}>
            <label className="flex min-h-9 cursor-pointer items-center gap-2.5 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              {labelOf(option)}
            </label>
          </li>
        ))}
      </ul>
    </FilterGroup>
  );
}
