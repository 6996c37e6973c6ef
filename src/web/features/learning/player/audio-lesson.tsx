import { Download, Headphones } from 'lucide-react';
import { useState } from 'react';
import { t } from '#shared/messages/fr-learning.ts';
import { MissingContent } from '#web/ui/missing-content.tsx';
import { audioUrl, type LessonRendererProps } from './lesson-content.ts';
import { useMediaProgress } from './use-media-progress.ts';

/** An <audio controls> player; listening counts like watching a video. */
export function AudioLesson({ courseId, lesson, content, onCompleted }: LessonRendererProps) {
  const url = audioUrl(content);
  const { onEvent, startAt } = useMediaProgress(courseId, lesson, onCompleted);
  const [hasError, setHasError] = useState(false);
  if (!url) return <MissingContent message={t('learning.player.audio.missing')} />;
  const download = (
    <a href={url} download className="inline-flex items-center gap-1 underline">
      <Download aria-hidden="true" className="size-3.5" />
      {t('learning.player.audio.download')}
    </a>
  );
  if (hasError)
    return <MissingContent message={t('learning.player.audio.loadError')}>{download}</MissingContent>;
  const at = (audio: HTMLAudioElement) => ({
    position: audio.currentTime,
    duration: Number.isFinite(audio.duration) ? audio.duration : 0,
  });
  return (
    <div className="space-y-3 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
          <Headphones aria-hidden="true" className="size-6" />
        </span>
        <p className="min-w-0 font-medium">{lesson.title}</p>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: spoken lessons come without a caption track. */}
      <audio
        controls
        preload="metadata"
        src={url}
        aria-label={t('learning.player.audio.label', { title: lesson.title })}
        className="w-full"
        onLoadedMetadata={(event) => {
          const audio = event.currentTarget;
          const start = startAt(audio.duration);
          if (start > 0) audio.currentTime = start;
          onEvent({ type: 'time', ...at(audio), position: start });
        }}
        onPlay={(event) => onEvent({ type: 'play', ...at(event.currentTarget) })}
        onPause={(event) => {
          // The element pauses itself at the end: that is 'ended', not a pause.
          if (!event.currentTarget.ended) onEvent({ type: 'pause', ...at(event.currentTarget) });
        }}
        onTimeUpdate={(event) => onEvent({ type: 'time', ...at(event.currentTarget) })}
        onEnded={(event) => onEvent({ type: 'ended', ...at(event.currentTarget) })}
        onError={() => setHasError(true)}
      />
      <p className="text-sm text-muted-foreground">{download}</p>
    </div>
  );
}
