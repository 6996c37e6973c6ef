import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { TLessonContent } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import type { LessonContentRecord } from './lesson-content.ts';
import { videoUrl } from './lesson-content.ts';
import { MissingContent } from './missing-content.tsx';
import { useMediaProgress } from './use-media-progress.ts';
import { parseVideoSource } from './video-source.ts';
import { VimeoPlayer } from './vimeo-player.tsx';
import { YouTubePlayer } from './youtube-player.tsx';

/** A YouTube or Vimeo lesson in a 16:9 frame; its playback counts towards the lesson's progress. */
export function VideoLesson({
  courseId,
  lesson,
  content,
  onCompleted,
}: {
  courseId: string;
  lesson: TLessonContent;
  content: LessonContentRecord;
  onCompleted: () => void;
}) {
  const url = videoUrl(content);
  const { onEvent, startAt } = useMediaProgress(courseId, lesson, onCompleted);
  const [hasLoadError, setHasLoadError] = useState(false);
  if (!url) return <MissingContent message={t('learning.player.video.missing')} />;
  const source = parseVideoSource(url);
  if (source.kind === 'unsupported') {
    return (
      <MissingContent message={t('learning.player.video.unsupported')}>
        <span className="font-mono text-xs">{url}</span>
      </MissingContent>
    );
  }
  if (hasLoadError) {
    return (
      <MissingContent message={t('learning.player.video.loadError')}>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 underline"
        >
          {t('learning.player.video.openElsewhere')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </MissingContent>
    );
  }
  const Player = source.kind === 'youtube' ? YouTubePlayer : VimeoPlayer;
  return (
    <div
      className="relative aspect-video w-full overflow-hidden rounded-lg bg-black"
      data-testid="video-frame"
    >
      <p
        className="absolute inset-0 flex items-center justify-center text-sm text-white/80"
        aria-hidden="true"
      >
        {t('learning.player.video.loading')}
      </p>
      <div className="relative size-full">
        <Player
          videoId={source.id}
          startAt={startAt}
          onEvent={onEvent}
          onLoadError={() => setHasLoadError(true)}
        />
      </div>
    </div>
  );
}
