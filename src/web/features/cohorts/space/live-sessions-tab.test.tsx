import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TStudentCohortSession } from '#shared/cohorts/cohort-sessions.ts';
import { liveSessionsKey } from './live-sessions-api.ts';
import { LiveSessionsTab } from './live-sessions-tab.tsx';
import { joinStateOf, liveSessionsView } from './live-sessions-view.ts';

// The learner's 'Sessions live' tab: its pure view (next session, 'Rejoindre'), and its markup.

const make = (
  title: string,
  date: string,
  start: string,
  end: string,
  extra: Partial<TStudentCohortSession> = {},
) =>
  ({
    id: title,
    cohort_id: 'c1',
    title,
    description: null,
    session_date: date,
    start_time: start,
    end_time: end,
    is_recorded: false,
    recording_url: null,
    live_links: [{ meeting_url: `https://meet.example.org/${title}` }],
    starts_at: `${date}T${start}.000Z`,
    ends_at: `${date}T${end}.000Z`,
    status: 'upcoming',
    join_opens_at: '',
    can_join: false,
    ...extra,
  }) satisfies TStudentCohortSession;

const now = new Date('2026-12-04T17:50:00Z');
const soon = make('Bientôt', '2026-12-04', '18:00:00', '20:00:00');
const later = make('Plus tard', '2026-12-10', '18:00:00', '20:00:00');
const past = make('Passée', '2026-11-20', '18:00:00', '20:00:00', {
  is_recorded: true,
  recording_url: 'https://video.example.org/passee',
  live_links: [],
});

describe('the live sessions view', () => {
  it('puts the soonest session first, then the others, then the past most recent first', () => {
    const view = liveSessionsView([past, later, soon], now);
    expect(view.next?.title).toBe('Bientôt');
    expect(view.upcoming.map((s) => s.title)).toEqual(['Plus tard']);
    expect(view.past.map((s) => s.title)).toEqual(['Passée']);
  });

  it("opens 'Rejoindre' from 15 minutes before the start, on the first meeting link", () => {
    expect(joinStateOf(soon, new Date('2026-12-04T17:44:00Z'))).toEqual({
      kind: 'later',
      opensAt: '17:45',
      isToday: true,
    });
    expect(joinStateOf(soon, now)).toEqual({ kind: 'open', url: 'https://meet.example.org/Bientôt' });
    expect(joinStateOf({ ...soon, live_links: [] }, now)).toEqual({ kind: 'no-link' });
    expect(joinStateOf(soon, new Date('2026-12-04T20:00:00Z'))).toEqual({ kind: 'over' });
  });
});

describe('LiveSessionsTab', () => {
  function draw(sessions: TStudentCohortSession[]) {
    const client = new QueryClient();
    client.setQueryData(liveSessionsKey('c1'), sessions);
    return renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <LiveSessionsTab cohortId="c1" />
      </QueryClientProvider>,
    );
  }

  it('shows the sections, a download per session, recordings, and the calendar block', () => {
    // Far ahead of any clock this test runs on.
    const html = draw([
      {
        ...later,
        session_date: '2099-12-10',
        starts_at: '2099-12-10T18:00:00.000Z',
        ends_at: '2099-12-10T20:00:00.000Z',
      },
      past,
    ]);
    expect(html).toContain('Prochaine session');
    expect(html).toContain('Sessions à venir');
    expect(html).toContain('Sessions passées');
    expect(html).toContain('aria-label="Télécharger « Plus tard » au format .ics"');
    expect(html).toContain('href="https://video.example.org/passee"');
    expect(html).toContain('Voir l’enregistrement');
    expect(html).toContain('S’abonner au calendrier');
    expect(html).toContain('Créer mon lien d’abonnement');
    // Far ahead: 'Rejoindre' drawn disabled, with when it opens.
    expect(html).toMatch(/<button[^>]*disabled[^>]*>.*?Rejoindre/);
    expect(html).toContain('Ouvre 15 minutes avant le début');
  });

  it('says when there is nothing yet', () => {
    const html = draw([]);
    expect(html).toContain('Aucune session à venir pour le moment.');
    expect(html).toContain('Aucune session passée.');
  });
});
