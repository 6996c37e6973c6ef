import { pictureSources } from '#shared/pictures/picture-sources.ts';
import { cn } from '#web/lib/cn.ts';
import { useDataSaver } from '#web/lib/data-saver.tsx';
import { ImageWithFallback } from './image-with-fallback.tsx';

/** The size a picture without one in its address is drawn at (16:9, the card's ratio). */
const DEFAULT_SIZE = { width: 640, height: 360 } as const;

/**
 * How a picture loads: `lazy` when it may be below the fold (grids), `eager` when it is at the top of
 * the page, `priority` for the page's largest picture (the first card, a course page's hero).
 */
export type PictureLoading = 'lazy' | 'eager' | 'priority';

/** The `<img>` attributes of each way of loading (docs/decisions/135). */
export function loadingAttributes(load: PictureLoading) {
  if (load === 'lazy') return { loading: 'lazy', decoding: 'async' } as const;
  if (load === 'priority') return { loading: 'eager', fetchPriority: 'high' } as const;
  return { loading: 'eager' } as const;
}

/**
 * A course's picture: 16:9 across the whole width, decorative (the title is beside it), the
 * "Image non disponible" box when it is missing. A picture stored in several widths
 * (docs/decisions/135) gets `srcset`, and `sizes` says how wide the caller lays it out, so the
 * browser downloads the width it shows. Width and height are always set: nothing moves as it loads.
 */
export function CourseCover({
  src,
  sizes,
  load = 'lazy',
  className,
}: {
  src: string | null | undefined;
  /** The `sizes` attribute: the picture's width on screen at each viewport width. */
  sizes: string;
  load?: PictureLoading;
  className?: string;
}) {
  const isSavingData = useDataSaver();
  const sources = src ? pictureSources(src) : null;
  // 'Économie de données' (decision 311): the narrowest variant, whatever the screen's density.
  const narrowest = isSavingData ? sources?.variants[0] : undefined;
  return (
    <ImageWithFallback
      src={narrowest?.url ?? sources?.src}
      srcSet={narrowest ? undefined : sources?.srcSet}
      sizes={!narrowest && sources?.srcSet ? sizes : undefined}
      alt=""
      width={sources?.width ?? DEFAULT_SIZE.width}
      height={sources?.height ?? DEFAULT_SIZE.height}
      {...loadingAttributes(load)}
      className={cn('aspect-video h-auto w-full object-cover', className)}
    />
  );
}
