import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

const SIZES = { default: 'text-sm', compact: 'text-xs sm:text-sm' } as const;

/** A form label; `size="compact"` shrinks it on phones (a label in the top bar). */
export function Label({
  className,
  size = 'default',
  ...props
}: ComponentProps<typeof LabelPrimitive.Root> & { size?: keyof typeof SIZES }) {
  return (
    <LabelPrimitive.Root className={cn('font-medium text-foreground', SIZES[size], className)} {...props} />
  );
}
