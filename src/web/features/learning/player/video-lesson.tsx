import { Play } from 'lucide-react';
import { useState } from 'react';
import { allowsCompletionWithoutVideo } from '#shared/learning/completion.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { useDataSaver } from '#web/lib/data-saver.tsx';
import { Button } from '#web/ui/button.tsx';
import { MissingContent } from '#web/ui/missing-content.tsx';
import { useLessonProgress } from '../progress/use-lesson-progress.ts';
import { type LessonRendererProps, videoUrl } from './lesson-content.ts';
import { useMediaProgress } from './use-media-progress.ts';
import { parseVideoSource } from './video-source.ts';
import { VideoUnavailable } from './video-unavailable.tsx';
import { VimeoPlayer } from './vimeo-player.tsx';
import { YouTubePlayer } from './youtube-player.tsx';

/**
 * A YouTube or Vimeo lesson in a 16:9 frame; its playback counts towards the lesson's progress.
 * When the provider cannot load, VideoUnavailable offers a retry and the instructor's way forward.
 */
export function VideoLesson({ courseId, lesson, content, onCompleted }: LessonRendererProps) {
  const url = videoUrl(content);
  const { onEvent, startAt } = useMediaProgress(courseId, lesson, onCompleted);
  const progress = useLessonProgress(courseId, lesson.id);
  const [hasLoadError, setHasLoadError] = useState(false);
  /** Each retry mounts a fresh player, which loads the provider's script again. */
  const [attempt, setAttempt] = useState(0);
  const [isFinishedWithout, setIsFinishedWithout] = useState(false);
  // 'Économie de données' (decision 311): the provider's player (its scripts weigh about a megabyte)
  // loads only once the learner asks for it.
  const isSavingData = useDataSaver();
  const [isAskedFor, setIsAskedFor] = useState(false);
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
      <VideoUnavailable
        url={url}
        isOptional={allowsCompletionWithoutVideo(content)}
        isDone={isFinishedWithout}
        wasCompleted={lesson.progress.isCompleted}
        onRetry={() => {
          setHasLoadError(false);
          setAttempt((n) => n + 1);
        }}
        onFinishWithout={() => {
          setIsFinishedWithout(true);
          progress.report(
            {
              currentTime: 0,
              duration: 0,
              watchedDuration: 0,
              percentage: 100,
              isCompleted: true,
              isWithoutVideo: true,
            },
            { urgent: true },
          );
          onCompleted();
        }}
      />
    );
  }
  if (isSavingData && !isAskedFor) {
    return (
      <div
        className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-lg bg-black p-4 text-center text-sm text-white/90"
        data-testid="video-frame"
      >
        <p>{t('learning.player.video.dataSaver')}</p>
        <Button type="button" onClick={() => setIsAskedFor(true)}>
          <Play aria-hidden="true" className="size-4" />
          {t('learning.player.video.load')}
        </Button>
      </div>
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
          key={attempt}
          videoId={source.id}
          startAt={startAt}
          onEvent={onEvent}
          onLoadError={() => setHasLoadError(true)}
        />
      </div>
    </div>
  );
}
