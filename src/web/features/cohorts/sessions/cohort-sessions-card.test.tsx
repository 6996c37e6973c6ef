import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TCohortSession } from '#shared/cohorts/cohort-sessions.ts';
import { cohortSessionsKey } from './cohort-sessions-api.ts';
import { CohortSessionsCard } from './cohort-sessions-card.tsx';
import {
  emptySessionForm,
  formFromSession,
  isMissingRequired,
  toSessionInput,
  ZSessionForm,
} from './session-form.ts';

// What 'Planning des séances' draws from a list already read (no DOM here: its markup), and the
// dialog's values made into the routes' body.

const session: TCohortSession = {
  id: 's1',
  cohort_id: 'c1',
  title: 'Atelier budget',
  description: null,
  session_date: '2026-12-04',
  start_time: '18:00:00',
  end_time: '20:00:00',
  is_recorded: true,
  recording_url: 'https://video.example.org/r',
  live_links: [{ meeting_url: 'https://meet.example.org/a' }],
  starts_at: '2026-12-04T18:00:00.000Z',
  ends_at: '2026-12-04T20:00:00.000Z',
};

function draw(sessions: TCohortSession[] | null, readOnly = false) {
  const client = new QueryClient();
  if (sessions) client.setQueryData(cohortSessionsKey('c1'), sessions);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <CohortSessionsCard cohortId="c1" readOnly={readOnly} />
    </QueryClientProvider>,
  );
}

describe('CohortSessionsCard', () => {
  it("shows 'Aucune séance planifiée' and the add button when there is none", () => {
    const html = draw([]);
    expect(html).toContain('Planning des séances');
    expect(html).toContain('Aucune séance planifiée');
    expect(html).toContain('Ajouter une séance');
  });

  it('lists a session with its French day, hours, links and recording, and its actions', () => {
    const html = draw([session]);
    expect(html).toContain('Atelier budget');
    expect(html).toContain('Vendredi 4 décembre 2026, 18:00 – 20:00');
    expect(html).toContain('1 lien(s) de réunion');
    expect(html).toContain('Enregistrée');
    expect(html).toContain('aria-label="Modifier la séance « Atelier budget »"');
    expect(html).toContain('aria-label="Supprimer la séance « Atelier budget »"');
  });

  it('only lists, with the read-only notice, for a completed cohort', () => {
    const html = draw([session], true);
    expect(html).toContain('Cette section est en lecture seule car la session est clôturée.');
    expect(html).not.toContain('Ajouter une séance');
    expect(html).not.toContain('Supprimer la séance');
  });

  it('says it is loading before the list arrives', () => {
    expect(draw(null)).toContain('Chargement des séances…');
  });
});

describe('session dialog values', () => {
  it('names a missing title, date or time', () => {
    expect(isMissingRequired(emptySessionForm())).toBe(true);
    expect(isMissingRequired(formFromSession(session))).toBe(false);
    expect(isMissingRequired({ ...formFromSession(session), end_time: ' ' })).toBe(true);
  });

  it('normalises the times, drops empty link rows and the recording of a session not recorded', () => {
    const values = {
      ...formFromSession(session),
      start_time: '25:61',
      end_time: '9:5',
      is_recorded: false,
      live_links: [
        { meeting_url: ' https://meet.example.org/b ', description: ' Salle B ' },
        { meeting_url: '', description: '' },
      ],
    };
    expect(toSessionInput(values)).toMatchObject({
      start_time: '00:00:00',
      end_time: '09:05:00',
      recording_url: null,
      description: null,
      live_links: [{ meeting_url: 'https://meet.example.org/b', description: 'Salle B' }],
    });
  });

  it('is checked by the server’s contract: an end before the start is refused in French', () => {
    const result = ZSessionForm.safeParse({
      ...formFromSession(session),
      start_time: '20:00',
      end_time: '19:00',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['end_time'],
      message: "L'heure de fin doit être après l'heure de début.",
    });
    expect(ZSessionForm.parse(formFromSession(session)).start_time).toBe('18:00:00');
  });
});
