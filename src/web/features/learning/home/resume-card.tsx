import { Link } from '@tanstack/react-router';
import { PlayCircle } from 'lucide-react';
import type { TResumePoint } from '#shared/learning/student-home.contract.ts';
import { t } from '#shared/messages/fr-learning-home.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { CourseCover } from '#web/ui/course-cover.tsx';
import { LESSON_TYPE } from '../chapter-status.ts';
import { CourseProgress } from '../components/course-progress.tsx';
import { formatPercent } from '../learning-format.ts';

/** The whole card's width on a phone, two fifths of it beside the text from `sm`. */
const RESUME_SIZES = '(min-width: 640px) 40vw, calc(100vw - 32px)';

/** 'Reprendre là où vous vous êtes arrêté': the course, the lesson, both percents and the way back in. */
export function ResumeCard({ resume }: { resume: TResumePoint }) {
  const isFirstStep = resume.coursePercent === 0 && resume.lessonPercent === 0;
  const lessonType = LESSON_TYPE[resume.lessonType];
  const LessonIcon = lessonType.icon;
  return (
    <section
      aria-labelledby="resume-title"
      data-testid="resume"
      className="overflow-hidden rounded-lg border border-border bg-surface shadow-sm sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-center"
    >
      {/* Whole on every width: the picture carries the title, a crop would cut it. */}
      <div className="sm:py-4 sm:pl-4">
        <CourseCover src={resume.imageUrl} sizes={RESUME_SIZES} load="eager" className="sm:rounded-md" />
      </div>
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <p id="resume-title" className="text-sm font-medium text-primary">
          {isFirstStep ? t('home.student.startTitle') : t('home.student.resumeTitle')}
        </p>
        <h2 className="text-lg leading-snug font-semibold sm:text-xl">
          <Link to={paths.dashboard.course(resume.courseId)} className="hover:text-primary">
            {resume.courseTitle}
          </Link>
        </h2>
        <p className="flex items-start gap-2 text-sm">
          <LessonIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            <span className="sr-only">{t(lessonType.labelKey)} · </span>
            {t('home.student.lesson', { title: resume.lessonTitle })}
            {resume.lessonPercent > 0 ? (
              <span className="block text-muted-foreground">
                {t('home.student.lessonPercent', { percent: formatPercent(resume.lessonPercent) })}
              </span>
            ) : null}
          </span>
        </p>
        <CourseProgress
          label={t('home.student.coursePercent')}
          percent={resume.coursePercent}
          testId="resume-percent"
        />
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Link
            to={paths.dashboard.learn(resume.courseId, resume.lessonId)}
            className={`${buttonClasses('default')} w-full sm:w-auto`}
          >
            <PlayCircle aria-hidden="true" className="size-4" />
            {isFirstStep ? t('home.student.start') : t('home.student.resume')}
          </Link>
        </div>
      </div>
    </section>
  );
}
