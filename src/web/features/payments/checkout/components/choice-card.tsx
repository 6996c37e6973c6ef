import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One option of a radio group drawn as a card: the whole card is the touch target (at least 44 px),
 * the native radio stays for keyboards and screen readers, and the chosen card is outlined and ticked.
 */
export function ChoiceCard({
  name,
  value,
  isChecked,
  onSelect,
  children,
  badge,
  describedBy,
}: {
  name: string;
  value: string;
  isChecked: boolean;
  onSelect: (value: string) => void;
  children: ReactNode;
  badge?: ReactNode;
  describedBy?: string | undefined;
}) {
  return (
    <label
      className={[
        'relative flex min-h-11 cursor-pointer gap-3 rounded-lg border bg-surface p-4 transition-colors',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
        isChecked ? 'border-primary bg-primary-soft/40 ring-1 ring-primary' : 'border-border hover:bg-muted',
      ].join(' ')}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={isChecked}
        onChange={() => onSelect(value)}
        aria-describedby={describedBy}
        className="sr-only"
      />
      <span
        aria-hidden="true"
        className={[
          'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border',
          isChecked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-surface',
        ].join(' ')}
      >
        {isChecked ? <Check className="size-3.5" strokeWidth={3} /> : null}
      </span>
      <span className="min-w-0 flex-1 space-y-1">
        {badge ? <span className="float-right ml-2">{badge}</span> : null}
        {children}
      </span>
    </label>
  );
}

const BADGE_COLOURS = {
  primary: 'bg-primary-soft text-primary-strong',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning ring-1 ring-warning/40',
} as const;

export function Badge({
  children,
  tone = 'primary',
}: {
  children: ReactNode;
  tone?: keyof typeof BADGE_COLOURS;
}) {
  const colours = BADGE_COLOURS[tone];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}
