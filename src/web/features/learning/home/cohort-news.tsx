import { Link } from '@tanstack/react-router';
import { Megaphone, Video } from 'lucide-react';
import type { THomeAnnouncement, THomeLiveSession } from '#shared/learning/student-home.contract.ts';
import { t } from '#shared/messages/fr-learning-home.ts';
import { paths } from '#web/paths.ts';
import { formatDate } from '../learning-format.ts';

// The home's cohort cards (issue 17): the next live session and the newest announcements of the
// cohorts the learner follows, each opening the cohort's space on its tab.

const DAKAR = 'Africa/Dakar';
const when = (startsAt: string, endsAt: string) => {
  const day = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: DAKAR,
  });
  const hour = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: DAKAR });
  return `${day.format(new Date(startsAt))}, ${hour.format(new Date(startsAt))} – ${hour.format(new Date(endsAt))}`;
};

const CARD = 'space-y-3 rounded-lg border border-border bg-surface p-4 shadow-sm';

export function NextLiveSessionCard({ session }: { session: THomeLiveSession }) {
  return (
    <section aria-labelledby="next-live-title" className={CARD} data-testid="home-next-live">
      <h2 id="next-live-title" className="flex items-center gap-2 font-semibold">
        <Video aria-hidden="true" className="size-4 shrink-0" />
        {t('home.student.nextLiveTitle')}
      </h2>
      <div className="space-y-1">
        <p className="font-medium break-words">{session.title}</p>
        <p className="text-sm text-muted-foreground break-words">{session.cohortName}</p>
        <p className="text-sm first-letter:uppercase">{when(session.startsAt, session.endsAt)}</p>
      </div>
      <Link
        to={paths.dashboard.cohort(session.cohortId, 'live-sessions')}
        className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('home.student.nextLiveOpen')}
      </Link>
    </section>
  );
}

export function AnnouncementsCard({ announcements }: { announcements: THomeAnnouncement[] }) {
  return (
    <section aria-labelledby="home-news-title" className={CARD} data-testid="home-announcements">
      <h2 id="home-news-title" className="flex items-center gap-2 font-semibold">
        <Megaphone aria-hidden="true" className="size-4 shrink-0" />
        {t('home.student.announcementsTitle')}
      </h2>
      <ul className="divide-y divide-border">
        {announcements.map((announcement) => (
          <li key={announcement.id}>
            <Link
              to={paths.dashboard.cohort(announcement.cohortId, 'announcements')}
              className="flex min-h-11 flex-col py-2 hover:text-primary"
            >
              <span className={`break-words ${announcement.read ? '' : 'font-semibold'}`}>
                {announcement.read ? '' : <span className="sr-only">{t('home.student.unread')} </span>}
                {announcement.title}
              </span>
              <span className="text-xs text-muted-foreground">
                {announcement.cohortName} · {formatDate(announcement.createdAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
