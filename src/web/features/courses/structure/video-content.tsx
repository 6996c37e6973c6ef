import { useEffect, useId, useRef, useState } from 'react';
import { titleAfterLookup } from '#shared/courses/video-title.ts';
import { t } from '#shared/messages/fr-courses-structure.ts';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { fetchVideoDetails } from './api/fetch-video-details.ts';
import { storedVideoUrl, type VideoProvider, videoProvider } from './video-url.ts';

// A video lesson (spec §5): YouTube or Vimeo only; 500 ms after the address changes, the provider's
// title and duration are looked up (GET /api/oembed); the title replaces only a placeholder one.
// A failed lookup is only logged (§7).

export const VIDEO_LOOKUP_DELAY_MS = 500;

type VideoContent = { url?: string | undefined; duration?: number | undefined };

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

function embedUrl(video: VideoProvider): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}`
    : `https://player.vimeo.com/video/${video.id}`;
}

export function VideoContentEditor({
  title,
  content,
  disabled,
  onChange,
}: {
  title: string;
  content: VideoContent;
  disabled: boolean;
  onChange: (next: { content: VideoContent; title?: (current: string) => string }) => void;
}) {
  const id = useId();
  const url = content.url ?? '';
  const video = videoProvider(url);
  const [isPreviewShown, setIsPreviewShown] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  // Looked up only after an edit here, not for an address loaded with the course.
  useEffect(() => {
    if (typed === null) return;
    const found = videoProvider(typed);
    if (!found) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchVideoDetails(found, storedVideoUrl(typed), controller.signal).then(
        (details) => {
          setTyped(null);
          latest.current({
            content: {
              url: storedVideoUrl(typed),
              ...(details.durationSeconds !== null ? { duration: Math.round(details.durationSeconds) } : {}),
            },
            title: (current) => titleAfterLookup(current, details.title),
          });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) console.warn('oEmbed', error);
        },
      );
    }, VIDEO_LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

  const hasUrl = url.trim() !== '';
  const statusId = `${id}-status`;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {t('structureBuilder.videoUrl')}
        </label>
        <Input
          id={id}
          type="url"
          inputMode="url"
          className="mt-1.5"
          value={url}
          disabled={disabled}
          placeholder="https://www.youtube.com/watch?v=…"
          aria-invalid={hasUrl && !video ? true : undefined}
          aria-describedby={hasUrl ? statusId : undefined}
          onChange={(event) => {
            const next = event.target.value;
            setTyped(next);
            onChange({ content: { url: next } });
          }}
          onBlur={() => {
            const stored = storedVideoUrl(url);
            if (stored !== url) onChange({ content: { ...content, url: stored } });
          }}
        />
        {hasUrl ? (
          <p id={statusId} className={video ? 'mt-1 text-sm text-success' : 'mt-1 text-sm text-destructive'}>
            {video
              ? t('structureBuilder.videoRecognised', { provider: PROVIDER_NAMES[video.provider] })
              : t('structureBuilder.videoUnrecognised')}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-seconds`} className="text-sm font-medium">
          {t('structureBuilder.videoSeconds')}
        </label>
        <Input
          id={`${id}-seconds`}
          type="number"
          inputMode="numeric"
          min={0}
          className="mt-1.5 max-w-40"
          value={content.duration ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const seconds =
              event.target.value === '' ? undefined : Math.max(0, Math.round(Number(event.target.value)));
            onChange({ content: { ...content, duration: Number.isFinite(seconds) ? seconds : undefined } });
          }}
        />
      </div>
      {hasUrl ? (
        <div>
          {video ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setIsPreviewShown((shown) => !shown)}
              aria-expanded={isPreviewShown}
            >
              {isPreviewShown
                ? t('structureBuilder.videoHidePreview')
                : t('structureBuilder.videoShowPreview')}
            </Button>
          ) : (
            <p className="rounded-md bg-muted px-3 py-6 text-center text-sm text-muted-foreground">
              {t('structureBuilder.videoPreviewUnavailable')}
            </p>
          )}
          {video && isPreviewShown ? (
            <iframe
              src={embedUrl(video)}
              title={t('structureBuilder.videoFrameTitle', { title })}
              className="mt-2 aspect-video w-full rounded-md border border-border"
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
