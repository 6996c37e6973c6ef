import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A multi-line text field, looking like Input; the caller's className may add a height or a margin. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block w-full rounded-md border border-input bg-surface px-3 py-2 text-base text-foreground',
        'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
