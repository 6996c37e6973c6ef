import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A text input; `hasLeadingIcon` leaves room on the left for an icon laid over it (a search box). */
export function Input({
  className,
  type = 'text',
  hasLeadingIcon = false,
  ...props
}: ComponentProps<'input'> & { hasLeadingIcon?: boolean }) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full rounded-md border border-input bg-surface text-base text-foreground',
        hasLeadingIcon ? 'pr-3 pl-9' : 'px-3',
        'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
