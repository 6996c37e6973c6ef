import { CalendarRange } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { type DateRange, DayPicker } from 'react-day-picker';
import { fr } from 'react-day-picker/locale/fr';
import 'react-day-picker/style.css';
import { t } from '#shared/messages/fr-web.ts';
import { cn } from '#web/lib/cn.ts';
import { buttonClasses } from './button-classes.ts';
import { type DateRangeValue, defaultDateRange, formatDateRange } from './date-range.ts';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

export type DateRangePickerProps = {
  /** Controlled value; leave undefined to let the picker hold its own (default: 1 Jan 2025 → today). */
  value?: DateRangeValue | undefined;
  onChange?: (range: DateRangeValue | undefined) => void;
  defaultValue?: DateRangeValue | undefined;
  className?: string;
  /** Accessible name of the trigger (the visible text is the chosen period). */
  label?: string;
};

/**
 * Period picker of spec §2: two months side by side, French locale (react-day-picker's `fr`, which is
 * date-fns' `fr` plus translated calendar labels), range selection, inside a popover.
 */
export function DateRangePicker({
  value,
  onChange,
  defaultValue = defaultDateRange(),
  className,
  label = t('shell.dateRangeLabel'),
}: DateRangePickerProps) {
  const [ownValue, setOwnValue] = useState<DateRangeValue | undefined>(defaultValue);
  const range = value === undefined && onChange === undefined ? ownValue : value;

  function handleSelect(next: DateRange | undefined) {
    setOwnValue(next);
    onChange?.(next);
  }

  return (
    <Popover>
      <PopoverTrigger
        className={cn(
          buttonClasses('outline', 'default', { align: 'start', weight: 'normal' }),
          'w-full sm:w-auto',
          className,
        )}
        aria-label={`${label} : ${formatDateRange(range)}`}
      >
        <CalendarRange aria-hidden="true" className="size-4" />
        <span className={cn(!range?.from && 'text-muted-foreground')}>{formatDateRange(range)}</span>
      </PopoverTrigger>
      <PopoverContent className="w-auto overflow-x-auto">
        <DayPicker
          mode="range"
          numberOfMonths={2}
          locale={fr}
          selected={range?.from ? { from: range.from, to: range.to } : undefined}
          onSelect={handleSelect}
          defaultMonth={range?.from}
          style={{ '--rdp-accent-color': 'var(--color-primary)' } as CSSProperties}
        />
      </PopoverContent>
    </Popover>
  );
}
