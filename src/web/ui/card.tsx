import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-lg border border-border bg-surface shadow-sm', className)} {...props} />;
}

const HEADER_GAPS = { default: 'gap-1.5', tight: 'gap-1' } as const;

/** The card's heading block; `gap="tight"` for a header of several short lines (a list item). */
export function CardHeader({
  className,
  gap = 'default',
  ...props
}: ComponentProps<'div'> & { gap?: keyof typeof HEADER_GAPS }) {
  return <div className={cn('flex flex-col p-5 sm:p-6', HEADER_GAPS[gap], className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-xl font-semibold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-5 pb-5 sm:px-6 sm:pb-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-2 px-5 pb-5 sm:px-6 sm:pb-6', className)} {...props} />;
}
