import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TParticipant, TParticipantList } from '#shared/cohorts/enrolment.ts';
import { ParticipantsCardLayout, type ParticipantsCardModel } from './participants-card-layout.tsx';
import {
  chooserStudents,
  deselectAll,
  groupParticipants,
  selectAll,
  startingTab,
  toggle,
  toStudentOption,
  visibleStudents,
} from './participants-view.ts';

const participant = (overrides: Partial<TParticipant>): TParticipant => ({
  id: 'u1',
  first_name: 'Awa',
  last_name: 'Ndiaye',
  email: 'awa@exemple.sn',
  avatar: null,
  status: 'active',
  payment_status: 'paid',
  completion_rate: 40,
  waitlist_position: null,
  enrolled_at: '2026-11-27T08:00:00.000Z',
  ...overrides,
});

const students = [
  toStudentOption({ id: 's1', first_name: 'Moussa', last_name: 'Sarr', email: 'moussa@exemple.sn' }),
  toStudentOption({ id: 's2', firstName: 'Fatou', lastName: 'Diop', email: 'fatou@exemple.sn' }),
  toStudentOption({ id: 'u1', first_name: 'Awa', last_name: 'Ndiaye', email: 'awa@exemple.sn' }),
];

function model(
  overrides: Partial<ParticipantsCardModel> = {},
  list: TParticipant[] = [],
): ParticipantsCardModel {
  const listBody: TParticipantList = {
    participants: list,
    seats: {
      taken: list.filter((p) => p.status === 'active').length,
      max: 5,
      waiting: 0,
      pending: 0,
      invited: 0,
    },
    minimum_shortfall: null,
  };
  return {
    isLoading: false,
    loadError: null,
    studentsError: null,
    list: listBody,
    groups: groupParticipants(list),
    chooser: {
      tab: 'all',
      setTab: () => undefined,
      search: '',
      setSearch: () => undefined,
      visible: chooserStudents(students, list, ''),
      selected: new Set(),
      hasStudents: true,
      toggle: () => undefined,
      selectAll: () => undefined,
      deselectAll: () => undefined,
      selectionError: null,
    },
    isActing: false,
    invite: () => undefined,
    act: () => undefined,
    ...overrides,
  };
}

const draw = (m: ParticipantsCardModel, readOnly = false) =>
  renderToStaticMarkup(<ParticipantsCardLayout model={m} readOnly={readOnly} />);

describe('participants card', () => {
  it("draws the chooser in a 300 px scroll area without the cohort's participants, and the enrolled list", () => {
    const html = draw(
      model({}, [
        participant({}),
        participant({ id: 'u2', email: 'b@exemple.sn', status: 'invited', payment_status: 'free' }),
      ]),
    );
    expect(html).toContain('h-[300px] overflow-y-auto');
    expect(html).toContain('max-h-[300px]');
    expect(html).toContain('Moussa Sarr');
    expect(html).toContain('Fatou Diop');
    expect(html).toContain('Tout sélectionner');
    expect(html).toContain('Tout désélectionner');
    expect(html).toContain('Actif');
    expect(html).toContain('Invité');
    expect(html).toContain('Payé');
    expect(html).toContain('1 / 5 places');
  });

  it('shows the empty states of the spec', () => {
    const empty = model({ chooser: { ...model().chooser, visible: [] } });
    expect(draw(empty)).toContain('Aucun étudiant disponible');
    expect(draw(empty)).toContain('Aucun participant inscrit');
    const selectedTab = model({ chooser: { ...model().chooser, tab: 'selected', visible: [] } });
    expect(draw(selectedTab)).toContain('Aucun participant sélectionné');
  });

  it('lists pending approvals with approve and refuse, and the waitlist in order', () => {
    const html = draw(
      model({}, [
        participant({ id: 'p1', status: 'pending', first_name: 'Ibou', payment_status: 'free' }),
        participant({ id: 'w2', status: 'waitlisted', first_name: 'Deuxième', waitlist_position: 2 }),
        participant({ id: 'w1', status: 'waitlisted', first_name: 'Première', waitlist_position: 1 }),
      ]),
    );
    expect(html).toContain('Demandes en attente de validation (1)');
    expect(html).toContain('Approuver');
    expect(html).toContain('Refuser');
    expect(html).toContain('Liste d&#x27;attente (2)');
    expect(html.indexOf('Première')).toBeLessThan(html.indexOf('Deuxième'));
    expect(html).toContain('n° 1');
  });

  it('says the selection error and the minimum warning; read-only hides the chooser and actions', () => {
    const m = model({
      chooser: { ...model().chooser, selectionError: 'Sélectionnez au moins un participant' },
    });
    expect(draw(m)).toContain('Sélectionnez au moins un participant');
    const short = model();
    short.list = { ...short.list!, minimum_shortfall: 3 };
    expect(draw(short)).toContain('Il manque 3 participant(s)');
    const readOnly = draw(model({}, [participant({})]), true);
    expect(readOnly).not.toContain('Tout sélectionner');
    expect(readOnly).not.toContain('Retirer');
    expect(readOnly).toContain('lecture seule');
  });
});

describe('participants view', () => {
  it('starts on all for an invitation course, on selected otherwise', () => {
    expect(startingTab('invitation')).toBe('all');
    expect(startingTab('free')).toBe('selected');
    expect(startingTab('paid')).toBe('selected');
  });

  it('selects and deselects the visible rows, the selected tab shows only the selection', () => {
    const offered = chooserStudents(students, [], '');
    let selected = selectAll(new Set(), offered.slice(0, 2));
    expect([...selected]).toEqual(['s1', 's2']);
    selected = toggle(selected, 's1');
    expect(visibleStudents(offered, selected, 'selected').map((s) => s.id)).toEqual(['s2']);
    expect(deselectAll(selected, offered).size).toBe(0);
    expect(chooserStudents(students, [], 'fatou').map((s) => s.id)).toEqual(['s2']);
  });
});
