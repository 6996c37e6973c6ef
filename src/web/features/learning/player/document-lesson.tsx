import { CircleCheck, Download, ExternalLink, FileText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { documentRequiredSeconds } from '#shared/learning/completion.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { MissingContent } from '#web/ui/missing-content.tsx';
import { useLessonProgress } from '../progress/use-lesson-progress.ts';
import { documentFile, type LessonRendererProps } from './lesson-content.ts';
import { LessonDoneAlert } from './lesson-done-alert.tsx';
import { browserVisibleTimerDeps, startVisibleTimer } from './visible-timer.ts';

const MB = 1024 * 1024;

/** '2 Ko' under a megabyte ('0,0 Mo' said nothing), '1,5 Mo' above. */
export function fileSizeText(bytes: number): string {
  return bytes < MB
    ? t('learning.player.document.sizeKb', { n: Math.max(1, Math.round(bytes / 1024)) })
    : t('learning.player.document.size', { n: (bytes / MB).toFixed(1).replace('.', ',') });
}

/** '45 s', '1 min', '1 min 30 s'. */
export function waitText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  if (minutes === 0) return `${rest} s`;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/**
 * A PDF in an embedded viewer 500 px high; any other file is offered for download. The lesson
 * completes on 'Marquer comme terminé', offered once the page has been visible for max(5 s, 10 s per
 * minute of the document), the rule the server checks again (decision 041). Reaching that time
 * saves the lesson as in progress.
 */
export function DocumentLesson({ courseId, lesson, content, onCompleted }: LessonRendererProps) {
  const progress = useLessonProgress(courseId, lesson.id);
  const progressRef = useRef(progress);
  progressRef.current = progress;
  const requiredSeconds = documentRequiredSeconds(lesson.durationMinutes);
  const [isDone, setIsDone] = useState(lesson.progress.isCompleted);
  const [isReady, setIsReady] = useState(lesson.progress.watchedDuration >= requiredSeconds);

  useEffect(() => {
    if (isDone || isReady) return;
    return startVisibleTimer(
      requiredSeconds * 1000,
      () => {
        setIsReady(true);
        // In progress on the course page; the time on screen goes with the save.
        progressRef.current.report(
          {
            currentTime: 0,
            duration: requiredSeconds,
            watchedDuration: requiredSeconds,
            percentage: 0,
            isCompleted: false,
          },
          { urgent: true },
        );
      },
      browserVisibleTimerDeps,
    );
  }, [isDone, isReady, requiredSeconds]);

  const file = documentFile(content);
  if (!file) return <MissingContent message={t('learning.player.document.missing')} />;

  function markDone() {
    setIsDone(true);
    progressRef.current.report(
      {
        currentTime: 0,
        duration: requiredSeconds,
        watchedDuration: Math.max(requiredSeconds, lesson.progress.watchedDuration),
        percentage: 100,
        isCompleted: true,
      },
      { urgent: true },
    );
    onCompleted();
  }

  const name = file.fileName ?? lesson.title;
  const size = file.fileSize ? fileSizeText(file.fileSize) : null;
  return (
    <div className="space-y-4 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <p className="min-w-0 break-words text-sm">
          <span className="font-medium">{name}</span>
          {size ? <span className="text-muted-foreground"> · {size}</span> : null}
        </p>
      </div>
      {file.isPdf ? (
        <iframe
          src={file.url}
          title={t('learning.player.document.viewer', { name })}
          className="h-[500px] w-full rounded-md border border-border bg-muted"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('learning.player.document.downloadOnly')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <a href={file.url} download={file.fileName ?? true} className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" className="size-4" />
          {t('learning.player.document.download')}
        </a>
        {file.isPdf ? (
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline', 'sm')}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('learning.player.document.open')}
          </a>
        ) : null}
      </div>
      {isDone ? (
        <LessonDoneAlert title={t('learning.player.document.done')} testId="document-done" />
      ) : (
        <div className="space-y-2 border-t border-border pt-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {isReady
              ? t('learning.player.document.ready')
              : t('learning.player.document.wait', { time: waitText(requiredSeconds) })}
          </p>
          <Button disabled={!isReady} onClick={markDone} className="w-full sm:w-auto">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('learning.player.document.markDone')}
          </Button>
        </div>
      )}
    </div>
  );
}
