import { useState } from 'react';
import { pictureSources } from '#shared/pictures/picture-sources.ts';
import { cn } from '#web/lib/cn.ts';
import { initialsOf } from '#web/lib/format.ts';

/**
 * A person's picture, or their initials when there is none or it fails to load. A picture stored in
 * several widths (docs/decisions/135) is downloaded at the width `size` needs on this screen.
 */
export function Avatar({
  src,
  name,
  size,
  className,
}: {
  src: string | null;
  name: string;
  size: number;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cn('shrink-0 rounded-full', className);
  if (!src || failedSrc === src) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size, fontSize: size * 0.38 }}
        className={cn(
          box,
          'flex items-center justify-center bg-primary-soft font-semibold text-primary-strong',
        )}
      >
        {initialsOf(name)}
      </span>
    );
  }
  const sources = pictureSources(src);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? `${size}px` : undefined}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn(box, 'object-cover')}
      style={{ width: size, height: size }}
    />
  );
}
