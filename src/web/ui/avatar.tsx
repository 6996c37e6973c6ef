import { useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { initialsOf } from '#web/lib/format.ts';

/** A person's picture, or their initials when there is none or it fails to load. */
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
  return (
    <img
      src={src}
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
