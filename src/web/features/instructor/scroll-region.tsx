import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A table wider than a phone scrolls inside this named region, which the keyboard can reach. */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section aria-label={label} tabIndex={0} className={cn('overflow-auto', className)}>
      {children}
    </section>
  );
}
