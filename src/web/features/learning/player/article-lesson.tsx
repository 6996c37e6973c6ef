import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef, useState } from 'react';
import { articleBody, articleTiming } from '#shared/learning/lesson-duration.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { MissingContent } from '#web/ui/missing-content.tsx';
import { useLessonProgress } from '../progress/use-lesson-progress.ts';
import type { LessonRendererProps } from './lesson-content.ts';
import { LessonDoneAlert } from './lesson-done-alert.tsx';
import { browserVisibleTimerDeps, startVisibleTimer } from './visible-timer.ts';

// Typography for instructors' HTML without a plugin: headings, paragraphs, lists, quotes, code, tables.
const ARTICLE_CLASSES = [
  'max-w-none space-y-4 leading-relaxed break-words',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3',
  '[&_img]:h-auto [&_img]:max-w-full [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:px-2',
].join(' ');

/**
 * The article's HTML cleaned by DOMPurify; drawn on the server (decision 315), where DOMPurify has
 * no document, as the API served it (already cleaned by sanitize-html there).
 */
function cleanHtml(html: string): string {
  return DOMPurify.isSupported ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : html;
}

/**
 * An article: HTML cleaned again in the browser (DOMPurify) before it is shown, and 'Article terminé'
 * after max(5 s, 10 s per reading minute), which saves the lesson as completed. Its reading time
 * ('N min de lecture') is shown once, in the player's header (lesson-duration.ts, decision 033).
 */
export function ArticleLesson({ courseId, lesson, content, onCompleted }: LessonRendererProps) {
  const progress = useLessonProgress(courseId, lesson.id);
  // A ref, so the timer is not restarted should the hook hand out a new object on a render.
  const progressRef = useRef(progress);
  progressRef.current = progress;
  const body = articleBody(content);
  const timing = body ? articleTiming(content, body) : null;
  const sourceHtml = body?.kind === 'html' ? body.html : null;
  const html = useMemo(() => (sourceHtml === null ? null : cleanHtml(sourceHtml)), [sourceHtml]);
  // Hydrated, the article keeps the server's copy (React does not compare inner HTML): the browser's
  // own cleaning replaces it whenever it differs.
  const articleRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (html !== null && articleRef.current && articleRef.current.innerHTML !== html)
      articleRef.current.innerHTML = html;
  }, [html]);
  const [isDone, setIsDone] = useState(lesson.progress.isCompleted);
  const onCompletedRef = useRef(onCompleted);
  onCompletedRef.current = onCompleted;
  const delayMs = timing?.delayMs ?? null;

  useEffect(() => {
    if (isDone || delayMs === null) return;
    return startVisibleTimer(
      delayMs,
      () => {
        setIsDone(true);
        const seconds = delayMs / 1000;
        progressRef.current.report(
          {
            currentTime: seconds,
            duration: seconds,
            watchedDuration: seconds,
            percentage: 100,
            isCompleted: true,
          },
          { urgent: true },
        );
        onCompletedRef.current();
      },
      browserVisibleTimerDeps,
    );
  }, [isDone, delayMs]);

  if (!body || !timing) return <MissingContent message={t('learning.player.article.missing')} />;
  return (
    <article className="space-y-6 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-8">
      {html !== null ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by sanitize-html on the server and DOMPurify here.
        <div ref={articleRef} className={ARTICLE_CLASSES} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div className={`${ARTICLE_CLASSES} whitespace-pre-line`}>
          {body.kind === 'text' ? body.text : null}
        </div>
      )}
      {isDone ? <LessonDoneAlert title={t('learning.player.article.done')} testId="article-done" /> : null}
    </article>
  );
}
