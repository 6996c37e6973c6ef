import { clsx } from 'clsx';

// Button looks as plain class strings, so a page can style a link as a button without the Button
// component. Nothing merges classes (no tailwind-merge): a caller's className must not set a property
// these already set (padding, height, justify, weight, text colour…); ask for a variant, a size or an
// option below instead.

const VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  outline: 'border border-border bg-surface text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  /** A quiet destructive action (ghost look, red text): "Supprimer" beside "Modifier". */
  'ghost-destructive': 'text-destructive hover:bg-muted',
  destructive: 'bg-destructive text-white hover:bg-destructive/90',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

const SIZES = {
  default: 'h-11 px-4 py-2',
  sm: 'h-9 px-3 text-sm',
  /** A link-like button inside a line of text or a list row. */
  xs: 'h-8 px-1 text-sm',
  /** A full-height row of a side menu, its padding matching the navigation links. */
  menu: 'h-11 px-3 py-2',
  icon: 'size-11',
} as const;

const ALIGNS = { center: 'justify-center', start: 'justify-start' } as const;
const WEIGHTS = { medium: 'font-medium', normal: 'font-normal' } as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;
export type ButtonAlign = keyof typeof ALIGNS;

export type ButtonLook = {
  /** Where the content sits: centred (default), or at the start for a full-width row or a field. */
  align?: ButtonAlign;
  /** Label weight: medium (default), or normal for a field-like trigger showing a value. */
  weight?: keyof typeof WEIGHTS;
};

export function buttonClasses(
  variant: ButtonVariant = 'default',
  size: ButtonSize = 'default',
  { align = 'center', weight = 'medium' }: ButtonLook = {},
): string {
  return clsx(
    'inline-flex items-center gap-2 rounded-md whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-60',
    ALIGNS[align],
    WEIGHTS[weight],
    VARIANTS[variant],
    SIZES[size],
  );
}
