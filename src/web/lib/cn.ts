import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (clsx). Nothing merges Tailwind utilities: a component's own classes and the
 * className passed to it must not set the same property (padding, height, gap, text size or colour…).
 * Give the component a variant, size or option for that instead; see src/web/ui/button-classes.ts.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
