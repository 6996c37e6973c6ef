import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from '#web/ui/button-classes.ts';

/**
 * The shared button look without the Button component's Radix Slot: the listing's controls stay out of
 * a separate chunk, keeping the first download of /marketplace small. Always type="button".
 */
export function LightButton({
  variant = 'default',
  size = 'default',
  isLoading = false,
  className,
  disabled,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'type'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isLoading?: boolean;
}) {
  return (
    <button
      type="button"
      className={clsx(buttonClasses(variant, size), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
