import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { ImageWithFallback } from './image-with-fallback.tsx';

type CourseCoverProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string | null | undefined;
};

/**
 * A course's picture: 16:9 across the whole width, decorative (the title is beside it), the
 * "Image non disponible" box when it is missing. Callers say how it loads (lazy in a grid, high
 * priority at the top of a course page).
 */
export function CourseCover({ src, className, ...props }: CourseCoverProps) {
  return (
    <ImageWithFallback
      src={src ?? undefined}
      alt=""
      width={640}
      height={360}
      className={cn('aspect-video h-auto w-full object-cover', className)}
      {...props}
    />
  );
}
