import { Link, useNavigate } from '@tanstack/react-router';
import { Award, BookOpenCheck, Clock, Play, Star, Target } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { continueTarget } from '#shared/learning/continue-target.ts';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { formatCount } from '#web/lib/format.ts';
import { paths } from '#web/paths.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { CourseCover } from '#web/ui/course-cover.tsx';
import { formatScore, formatTimeSpent } from '../learning-format.ts';

const cardClasses = 'rounded-lg border border-border bg-surface shadow-sm';

/** The aside is 20rem (22rem from `xl`) beside the curriculum from `lg`, the page's width below. */
const ASIDE_PICTURE_SIZES = '(min-width: 1280px) 22rem, (min-width: 1024px) 20rem, calc(100vw - 32px)';

/**
 * The course image (a neutral placeholder when it fails) and the two actions of spec/learner.md §4.
 * `isLocked`: an installment is unpaid past its grace period, so lessons cannot be opened.
 */
export function CourseActions({ course, isLocked = false }: { course: TCourseDetails; isLocked?: boolean }) {
  const navigate = useNavigate();
  const [isCertificateRefused, setIsCertificateRefused] = useState(false);
  const target = continueTarget(course.modules);
  const canContinue = !course.isExpired && !isLocked && target !== null;
  const isFinished = course.progress >= 100;
  return (
    <section aria-label={t('learning.course.actions')} className={`${cardClasses} overflow-hidden`}>
      <CourseCover src={course.image_url} sizes={ASIDE_PICTURE_SIZES} load="priority" />
      <div className="flex flex-col gap-3 p-4">
        <button
          type="button"
          disabled={!canContinue}
          onClick={() => {
            if (target) void navigate({ href: paths.dashboard.learn(course.id, target.id) });
          }}
          className={buttonClasses('default')}
        >
          <Play aria-hidden="true" className="size-4" />
          {t('learning.course.continue')}
        </button>
        {isFinished ? (
          <Link to={paths.dashboard.certificate(course.id)} className={buttonClasses('outline')}>
            <Award aria-hidden="true" className="size-4" />
            {t('learning.course.certificate')}
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => setIsCertificateRefused(true)}
            className={buttonClasses('outline')}
          >
            <Award aria-hidden="true" className="size-4" />
            {t('learning.course.certificate')}
          </button>
        )}
        {isCertificateRefused && !isFinished ? (
          <Alert variant="warning">{t('learning.course.certificateLocked')}</Alert>
        ) : null}
      </div>
    </section>
  );
}

/** The instructor: avatar (initials when there is no picture), name, specialization and bio. */
export function InstructorCard({ instructor }: { instructor: TCourseDetails['instructor'] }) {
  return (
    <section aria-labelledby="instructor-title" className={`${cardClasses} space-y-3 p-4`}>
      <h2 id="instructor-title" className="font-semibold">
        {t('learning.course.instructor')}
      </h2>
      <div className="flex items-center gap-3">
        <Avatar src={instructor.avatar_url} name={instructor.name} size={48} />
        <div className="min-w-0">
          <p className="font-semibold">{instructor.name}</p>
          {instructor.specialization ? (
            <p className="text-sm text-muted-foreground">{instructor.specialization}</p>
          ) : null}
        </div>
      </div>
      {instructor.bio ? <p className="text-sm whitespace-pre-line">{instructor.bio}</p> : null}
    </section>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** 'Modules complétés', 'Temps passé', 'Score moyen', 'Points cumulés'. */
export function CourseStats({ stats }: { stats: TCourseDetails['userStats'] }) {
  const iconClasses = 'size-4 shrink-0';
  return (
    <section aria-labelledby="stats-title" className={`${cardClasses} p-4`}>
      <h2 id="stats-title" className="mb-1 font-semibold">
        {t('learning.course.stats')}
      </h2>
      <dl className="divide-y divide-border">
        <Stat
          icon={<BookOpenCheck aria-hidden="true" className={iconClasses} />}
          label={t('learning.course.modulesCompleted')}
          value={t('learning.course.ratio', { done: stats.modulesCompleted, total: stats.modulesTotal })}
        />
        <Stat
          icon={<Clock aria-hidden="true" className={iconClasses} />}
          label={t('learning.course.timeSpent')}
          value={formatTimeSpent(stats.timeSpent)}
        />
        <Stat
          icon={<Target aria-hidden="true" className={iconClasses} />}
          label={t('learning.course.averageScore')}
          value={formatScore(stats.averageScore)}
        />
        <Stat
          icon={<Star aria-hidden="true" className={iconClasses} />}
          label={t('learning.course.points')}
          value={formatCount(stats.points)}
        />
      </dl>
    </section>
  );
}
