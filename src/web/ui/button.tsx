import { Slot } from '@radix-ui/react-slot';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { type ButtonAlign, type ButtonSize, type ButtonVariant, buttonClasses } from './button-classes.ts';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Content centred (default) or at the start (a full-width menu row). */
  align?: ButtonAlign;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner, disables the button and marks it busy. */
  isLoading?: boolean;
};

export function Button({
  variant = 'default',
  size = 'default',
  align = 'center',
  asChild = false,
  isLoading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonClasses(variant, size, { align }), className);
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
