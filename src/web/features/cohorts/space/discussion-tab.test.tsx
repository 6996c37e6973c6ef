import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TAnnouncementList, TDiscussionMessage } from '#shared/cohorts/cohort-discussion.ts';
import { AnnouncementList, AnnouncementsTab, withRead } from './announcements-tab.tsx';
import { DiscussionBoard, DiscussionTab } from './discussion-tab.tsx';
import { relativeDate } from './relative-date.ts';
import { cohortEventHandlers } from './use-cohort-events.ts';

// What the two tabs draw (no DOM here: their markup), and their small pure pieces.

const NOW = new Date('2026-11-27T09:00:00Z');
const message = (overrides: Partial<TDiscussionMessage> = {}): TDiscussionMessage => ({
  id: 'm1',
  message: '<b>Bonjour</b>\nà tous',
  message_type: 'text',
  createdAt: '2026-11-27T08:55:00Z',
  author: { id: 'u1', name: 'Awa Diop', avatarUrl: null },
  mine: false,
  canDelete: false,
  ...overrides,
});
const noop = () => undefined;

function board(messages: TDiscussionMessage[], totalCount: number) {
  return renderToStaticMarkup(
    <DiscussionBoard
      state={{ messages, totalCount }}
      loadError={null}
      now={NOW}
      isLoadingOlder={false}
      olderError={null}
      onRetry={noop}
      onLoadOlder={noop}
      onDelete={noop}
    />,
  );
}

describe('DiscussionTab', () => {
  it('starts loading, with the composer, the statistics placeholders at 0 and no fake figures', () => {
    const html = renderToStaticMarkup(<DiscussionTab cohortId="c1" viewer="learner" />);
    expect(html).toContain('Chargement de la discussion…');
    expect(html).toContain('Votre message');
    expect(html).toContain('0/5000');
    expect(html.match(/<dd[^>]*>0<\/dd>/g)).toHaveLength(3);
  });

  it('draws a message as text (HTML escaped, line breaks kept), its author, initials and French date', () => {
    const html = board([message()], 1);
    expect(html).toContain('&lt;b&gt;Bonjour&lt;/b&gt;');
    expect(html).not.toContain('<b>Bonjour');
    expect(html).toContain('whitespace-pre-wrap');
    expect(html).toContain('Awa Diop');
    expect(html).toContain('AD');
    expect(html).toContain('il y a 5 minutes');
    expect(html).not.toContain('Supprimer le message');
    expect(html).not.toContain('Charger plus');
  });

  it("shows one's own message as 'Vous', a delete button where allowed, and 'Charger plus' while older remain", () => {
    const html = board(
      [message({ mine: true, canDelete: true }), message({ id: 'm2', canDelete: true })],
      120,
    );
    expect(html).toContain('Vous');
    expect(html).toContain('aria-label="Supprimer le message de Vous"');
    expect(html).toContain('aria-label="Supprimer le message de Awa Diop"');
    expect(html).toContain('Charger plus');
    expect(html).toContain('2 sur 120 messages');
  });

  it('says when there is no message yet, and when loading failed', () => {
    expect(board([], 0)).toContain('Aucun message pour le moment');
    const failed = renderToStaticMarkup(
      <DiscussionBoard
        state={null}
        loadError={new Error('x')}
        now={NOW}
        isLoadingOlder={false}
        olderError={null}
        onRetry={noop}
        onLoadOlder={noop}
        onDelete={noop}
      />,
    );
    expect(failed).toContain('Impossible de charger la discussion.');
    expect(failed).toContain('Réessayer');
  });
});

const announcements: TAnnouncementList = {
  unreadCount: 1,
  categories: ['general', 'planning'],
  announcements: [
    {
      id: 'a1',
      title: 'Séance annulée',
      body: 'Jeudi.',
      priority: 'high',
      category: 'planning',
      createdAt: '2026-11-27T07:00:00Z',
      updatedAt: '2026-11-27T07:00:00Z',
      author: { id: 'u2', name: 'Moussa Fall' },
      read: false,
    },
    {
      id: 'a2',
      title: 'Bienvenue',
      body: 'Bonne session.',
      priority: 'low',
      category: 'general',
      createdAt: '2026-11-20T07:00:00Z',
      updatedAt: '2026-11-20T07:00:00Z',
      author: null,
      read: true,
    },
  ],
};

function list(isStaff: boolean) {
  return renderToStaticMarkup(
    <AnnouncementList
      list={announcements}
      loadError={null}
      isFiltered={false}
      isStaff={isStaff}
      now={NOW}
      onRetry={noop}
      onMarkRead={noop}
      onEdit={noop}
      onDelete={noop}
    />,
  );
}

describe('AnnouncementsTab', () => {
  it("starts loading under 'Fil d'actualités' with the three filters; staff get 'Nouvelle annonce'", () => {
    const learner = renderToStaticMarkup(<AnnouncementsTab cohortId="c1" viewer="learner" />);
    expect(learner).toContain('Fil d&#x27;actualités');
    expect(learner).toContain('Chargement des annonces…');
    expect(learner).toContain('Non lues uniquement');
    expect(learner).toContain('<option value="high">Haute</option>');
    expect(learner).not.toContain('Nouvelle annonce');
    expect(renderToStaticMarkup(<AnnouncementsTab cohortId="c1" viewer="instructor" />)).toContain(
      'Nouvelle annonce',
    );
  });

  it('marks the unread one and offers to mark it read; staff may edit and delete', () => {
    const learner = list(false);
    expect(learner.match(/Non lue</g)).toHaveLength(1);
    expect(learner.match(/Marquer comme lue/g)).toHaveLength(1);
    expect(learner).toContain('Haute');
    expect(learner).toContain('Par Moussa Fall');
    expect(learner).toContain('il y a 7 jours');
    expect(learner).not.toContain('Modifier');
    const staff = list(true);
    expect(staff.match(/Modifier/g)).toHaveLength(2);
    expect(staff.match(/>Supprimer</g)).toHaveLength(2);
  });

  it('once read, an announcement is marked read, or leaves a list of unread ones', () => {
    const read = withRead(announcements, 'a1', false);
    expect(read.unreadCount).toBe(0);
    expect(read.announcements[0]!.read).toBe(true);
    expect(withRead(announcements, 'a1', true).announcements.map((a) => a.id)).toEqual(['a2']);
    expect(withRead(announcements, 'a2', false)).toBe(announcements);
  });
});

describe('relativeDate', () => {
  it('says when in French', () => {
    expect(relativeDate('2026-11-27T08:59:30Z', NOW)).toBe("à l'instant");
    expect(relativeDate('2026-11-27T07:00:00Z', NOW)).toBe('il y a 2 heures');
    expect(relativeDate('2026-10-27T09:00:00Z', NOW)).toBe('il y a 1 mois');
    expect(relativeDate('pas une date', NOW)).toBe('');
  });
});

describe('cohortEventHandlers', () => {
  it('hands over well-formed messages and deletions, and ignores anything else', () => {
    const seen: string[] = [];
    const handlers = cohortEventHandlers({
      onMessage: (m) => seen.push(`message ${m.id}`),
      onMessageDeleted: (id) => seen.push(`deleted ${id}`),
      onAnnouncement: () => seen.push('announcement'),
      onReady: () => seen.push('ready'),
    });
    handlers.ready!('{}');
    handlers.message!(JSON.stringify(message()));
    handlers.message!('pas du json');
    handlers.message!(JSON.stringify({ id: 'x' }));
    handlers['message-deleted']!(JSON.stringify({ messageId: 'm1' }));
    handlers['message-deleted']!(JSON.stringify({}));
    handlers.announcement!(JSON.stringify({ announcementId: 'a', change: 'created' }));
    expect(seen).toEqual(['ready', 'message m1', 'deleted m1', 'announcement']);
  });
});
