import { ImageOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { cn } from '#web/lib/cn.ts';

/** An image that turns into a neutral "Image non disponible" box when it cannot be loaded. */
export function ImageWithFallback({ src, alt = '', className, onError, ...props }: ComponentProps<'img'>) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt || t('shell.imageUnavailable')}
        className={cn(
          'flex flex-col items-center justify-center gap-1 bg-muted p-2 text-center text-sm text-muted-foreground',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        <span aria-hidden="true">{t('shell.imageUnavailable')}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
