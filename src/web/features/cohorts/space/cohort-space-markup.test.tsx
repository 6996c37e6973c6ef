import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CohortLoadError } from './cohort-load-error.tsx';
import { CohortTabBar } from './cohort-space-page.tsx';
import { ParticipantList } from './participants-tab.tsx';
import { PracticalList } from './practicals-tab.tsx';
import { ResourceList } from './resources-tab.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('the cohort page, drawn', () => {
  it("draws the eight tabs in the spec's order and words, the open one selected", () => {
    const html = renderToStaticMarkup(<CohortTabBar tab="resources" onTabChange={() => {}} />);
    expect(text(html)).toBe(
      "Vue d'ensemble Contenu du cours Travaux pratiques Sessions live Fil d'actualités Ressources Participants Discussion",
    );
    expect(html).toContain('role="tablist"');
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-selected="true"[^>]*data-tab="resources"/);
    // A phone scrolls the bar sideways instead of wrapping it.
    expect(html).toContain('overflow-x-auto');
  });

  it('draws the red error box with its three parts', () => {
    const html = renderToStaticMarkup(<CohortLoadError message="Cette session est introuvable." />);
    expect(html).toContain('role="alert"');
    expect(text(html)).toBe(
      'Erreur de chargement: Cette session est introuvable. Vérifiez votre connexion et actualisez la page.',
    );
    expect(text(renderToStaticMarkup(<CohortLoadError message="" />))).toContain(
      'Impossible de charger les données de la cohorte',
    );
  });

  it("lists participants with the spec's status words, emails only when the answer has them", () => {
    const person = { avatar: null, completion_rate: 40 };
    const html = renderToStaticMarkup(
      <ParticipantList
        total={3}
        participants={[
          { ...person, id: '1', first_name: 'Awa', last_name: 'Diop', status: 'active' },
          {
            ...person,
            id: '2',
            first_name: 'Moussa',
            last_name: 'Ndiaye',
            status: 'invited',
            email: 'm@exemple.sn',
            payment_status: 'paid',
          },
        ]}
      />,
    );
    expect(text(html)).toContain('2 affiché(s) sur 3');
    expect(text(html)).toContain('Awa Diop Actif');
    expect(text(html)).toContain('Moussa Ndiaye Invité Payé m@exemple.sn');
    expect(html).toContain('aria-valuenow="40"');
  });

  it("says where each practical stands, or the staff's counts", () => {
    const base = {
      exerciseId: 'e',
      title: 'Calculer un panier',
      description: null,
      points: 20,
      dueAt: '2026-12-05T23:59:00.000Z',
      isPastDue: true,
      lessonId: null,
    };
    const learner = renderToStaticMarkup(
      <PracticalList
        practicals={[
          {
            ...base,
            mine: { status: 'not_submitted', submittedAt: null, score: null, maxScore: null },
            counts: null,
          },
        ]}
      />,
    );
    expect(text(learner)).toContain('Calculer un panier En retard');
    expect(text(learner)).toContain('À rendre avant le');
    const staff = renderToStaticMarkup(
      <PracticalList
        practicals={[{ ...base, mine: null, counts: { learners: 8, submitted: 5, graded: 3 } }]}
      />,
    );
    expect(text(staff)).toContain('Rendus : 5/8 · Corrigés : 3');
    expect(text(renderToStaticMarkup(<PracticalList practicals={[]} />))).toBe(
      'Aucun travail pratique pour cette session.',
    );
  });

  it('offers a link to open, a file to download, and deletion only to the staff', () => {
    const resources = [
      {
        id: 'l',
        title: 'MDN',
        description: null,
        category: 'reading' as const,
        kind: 'link' as const,
        url: 'https://developer.mozilla.org',
        fileName: null,
        sizeBytes: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 'f',
        title: 'Support',
        description: null,
        category: 'course-material' as const,
        kind: 'file' as const,
        url: null,
        fileName: 's.pdf',
        sizeBytes: 2048,
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ];
    const learner = renderToStaticMarkup(
      <ResourceList resources={resources} canManage={false} onDelete={() => {}} onDownload={() => {}} />,
    );
    expect(learner).toContain('href="https://developer.mozilla.org"');
    expect(learner).toContain('rel="noopener noreferrer"');
    expect(text(learner)).toContain('Supports de cours');
    expect(text(learner)).toContain('2 Ko');
    expect(text(learner)).toContain('Télécharger');
    expect(learner).not.toContain('Supprimer');
    const staff = renderToStaticMarkup(
      <ResourceList resources={resources} canManage onDelete={() => {}} onDownload={() => {}} />,
    );
    expect(staff).toContain('Supprimer « MDN »');
  });
});
