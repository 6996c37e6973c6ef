import { useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { initialsOf } from '../learning-format.ts';

/** A person's picture, or their initials when there is none or it fails to load. */
export function Avatar({ src, name, size }: { src: string | null; name: string; size: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size, fontSize: size * 0.38 }}
        className="flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-strong"
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
      className={cn('shrink-0 rounded-full object-cover')}
      style={{ width: size, height: size }}
    />
  );
}
