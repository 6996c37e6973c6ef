import {
  ClipboardList,
  FileText,
  Headphones,
  type LucideIcon,
  Newspaper,
  PenTool,
  PlayCircle,
} from 'lucide-react';
import { useId, useState } from 'react';
import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import type { LessonType } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-catalog-details.ts';
import { Button } from '#web/ui/button.tsx';
import { LESSON_TYPE_KEYS, plainTextOf, safeHttpUrl } from '../course-format.ts';

type Lesson = TCourseDetail['sections'][number]['lessons'][number];

const LESSON_ICONS: Record<LessonType, LucideIcon> = {
  video: PlayCircle,
  article: Newspaper,
  document: FileText,
  audio: Headphones,
  quiz: ClipboardList,
  exercise: PenTool,
};

function textField(content: Record<string, unknown> | null, ...names: string[]): string | null {
  for (const name of names) {
    const value = content?.[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline';

/** What a preview lesson shows before enrolment; course text is only ever rendered as plain text. */
function LessonPreview({ lesson }: { lesson: Lesson }) {
  const url = safeHttpUrl(textField(lesson.content, 'url', 'video_url', 'document_url'));
  if (lesson.type === 'video' && url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
        {t('catalog.course.previewVideo')}
      </a>
    );
  }
  if (lesson.type === 'document' && url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
        {t('catalog.course.previewDocument')}
      </a>
    );
  }
  if (lesson.type === 'audio' && url) {
    // biome-ignore lint/a11y/useMediaCaption: course audio comes from authors, who provide no captions.
    return <audio controls preload="none" src={url} className="w-full" />;
  }
  const article = textField(lesson.content, 'text', 'html', 'content', 'body', 'markdown');
  if (lesson.type === 'article' && article) {
    return <p className="max-h-80 overflow-y-auto text-sm whitespace-pre-line">{plainTextOf(article)}</p>;
  }
  return <p className="text-sm text-muted-foreground">{t('catalog.course.previewUnavailable')}</p>;
}

function LessonRow({ lesson }: { lesson: Lesson }) {
  const previewId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const Icon = LESSON_ICONS[lesson.type];
  return (
    <li className="py-2.5">
      <div className="flex items-center gap-3">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="sr-only">{t(LESSON_TYPE_KEYS[lesson.type])} :</span>
        <span className="min-w-0 flex-1 text-sm">{lesson.title}</span>
        {lesson.is_preview ? (
          <Button
            variant="link"
            size="xs"
            aria-expanded={isOpen}
            aria-controls={previewId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {t('catalog.course.preview')}
          </Button>
        ) : null}
        {lesson.duration > 0 ? (
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
            {t('catalog.course.lessonMinutes', { n: lesson.duration })}
          </span>
        ) : null}
      </div>
      {lesson.is_preview ? (
        <div id={previewId} hidden={!isOpen} className="mt-2 ml-7 rounded-md bg-muted p-3">
          {isOpen ? <LessonPreview lesson={lesson} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/** The course's sections ("Semaine N" in the session format) and their lessons. */
export function Curriculum({ sections }: { sections: TCourseDetail['sections'] }) {
  return (
    <section aria-labelledby="curriculum-title" className="space-y-3">
      <h2 id="curriculum-title" className="text-xl font-semibold">
        {t('catalog.course.curriculum')}
      </h2>
      {sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('catalog.course.curriculumEmpty')}</p>
      ) : (
        <div className="divide-y divide-border rounded-lg border border-border bg-surface">
          {sections.map((section, index) => {
            const minutes = section.lessons.reduce((sum, lesson) => sum + Math.max(0, lesson.duration), 0);
            return (
              <details key={section.id} open={index === 0} className="group">
                <summary className="flex cursor-pointer items-center justify-between gap-3 px-4 py-3 font-medium focus-visible:outline-2 focus-visible:outline-ring">
                  <h3 className="text-base">{section.title}</h3>
                  <span className="shrink-0 text-xs font-normal text-muted-foreground">
                    {t('catalog.course.lessonMinutes', { n: minutes })}
                  </span>
                </summary>
                {section.description ? (
                  <p className="px-4 pb-2 text-sm text-muted-foreground">{section.description}</p>
                ) : null}
                <ul className="divide-y divide-border border-t border-border px-4">
                  {section.lessons.map((lesson) => (
                    <LessonRow key={lesson.id} lesson={lesson} />
                  ))}
                </ul>
              </details>
            );
          })}
        </div>
      )}
    </section>
  );
}
