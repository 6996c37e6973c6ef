import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

const VARIANTS = {
  default: 'border-border bg-surface text-foreground',
  destructive: 'border-destructive/40 bg-destructive-soft text-destructive',
  warning: 'border-warning/40 bg-warning-soft text-warning',
  success: 'border-success/40 bg-success-soft text-success',
} as const;

export type AlertVariant = keyof typeof VARIANTS;

/** A boxed message. Errors and warnings are announced at once (role alert), the rest politely. */
export function Alert({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'div'> & { variant?: AlertVariant }) {
  const isUrgent = variant === 'destructive' || variant === 'warning';
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', VARIANTS[variant], className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-semibold leading-tight', className)} {...props} />;
}

/** Sits 4 px under a title before it; alone (first in its box), no top margin. */
export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('text-foreground/90 not-first:mt-1', className)} {...props} />;
}
