import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TMyCohortEnrolment } from '#shared/cohorts/enrolment.ts';
import { enrolmentNoteText } from './cohort-enrolment-note.tsx';
import { MyWaitingCohorts } from './cohort-join-page.tsx';

const enrolment = (overrides: Partial<TMyCohortEnrolment>): TMyCohortEnrolment => ({
  cohort_id: 'c1',
  cohort_name: 'Session janvier',
  course_id: 'k1',
  course_title: 'Gestion de projet',
  access_type: 'free',
  status: null,
  waitlist_position: null,
  can_join: true,
  join_refusal: null,
  access_opens_at: null,
  access_closes_at: null,
  ...overrides,
});

describe('what a learner is told about a cohort', () => {
  it('gives the waitlist position, the awaited approval, the invitation', () => {
    expect(enrolmentNoteText(enrolment({ status: 'waitlisted', waitlist_position: 3 }))).toBe(
      "Vous êtes sur la liste d'attente : position 3. Vous recevrez un email dès qu'une place se libère.",
    );
    expect(enrolmentNoteText(enrolment({ status: 'pending' }))).toBe(
      "Votre demande d'inscription attend la validation de l'équipe.",
    );
    expect(enrolmentNoteText(enrolment({ status: 'invited' }))).toContain('invité(e)');
    expect(enrolmentNoteText(enrolment({ status: null }))).toBeNull();
  });

  it('tells an active learner when the content opens if it is still ahead', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(
      enrolmentNoteText(enrolment({ status: 'active', access_opens_at: '2026-12-10T08:00:00Z' }), now),
    ).toBe('Vous êtes inscrit à cette session. Le contenu sera accessible à partir du 10 décembre 2026.');
    expect(
      enrolmentNoteText(enrolment({ status: 'active', access_opens_at: '2026-11-10T08:00:00Z' }), now),
    ).toBe('Vous êtes inscrit à cette session.');
  });

  it("lists 'Mes formations' waiting cohorts with their note and link, nothing when none", () => {
    expect(renderToStaticMarkup(<MyWaitingCohorts list={[]} />)).toBe('');
    const html = renderToStaticMarkup(
      <MyWaitingCohorts
        list={[
          enrolment({ status: 'waitlisted', waitlist_position: 2 }),
          enrolment({ cohort_id: 'c2', status: 'invited' }),
        ]}
      />,
    );
    expect(html).toContain('Sessions en attente');
    expect(html).toContain('position 2');
    expect(html).toContain('href="/dashboard/cohorts/c2/join"');
    expect(html).toContain('Accepter l&#x27;invitation');
  });
});
