import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  characterCount,
  cleanText,
  MESSAGE_MAX_LENGTH,
  ZAnnouncementChange,
  ZAnnouncementInput,
  ZAnnouncementsQuery,
  ZDiscussionMessageInput,
  ZDiscussionQuery,
} from './cohort-discussion.ts';

// Decision 210: a message is plain text, control characters removed, trimmed, 1–5000 characters.
describe('cleanText', () => {
  it('removes control characters and bidirectional overrides, keeps line breaks and tabs, trims', () => {
    expect(cleanText('  Bonjour\u0007 à\ttous\r\nla\rsuite\u202E !  ')).toBe('Bonjour à\ttous\nla\nsuite !');
    expect(cleanText('<b>gras</b> & "citation"')).toBe('<b>gras</b> & "citation"');
  });

  it('leaves no control character but \\n and \\t, and is stable (cleaning twice changes nothing)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (raw) => {
        const clean = cleanText(raw);
        expect(/[\p{Cc}]/u.test(clean.replace(/[\n\t]/g, ''))).toBe(false);
        expect(cleanText(clean)).toBe(clean);
        expect(clean).toBe(clean.trim());
      }),
    );
  });
});

describe('a discussion message', () => {
  it('defaults to text and stores the cleaned message', () => {
    expect(ZDiscussionMessageInput.parse({ message: '  Salut\u0000 ' })).toEqual({
      message: 'Salut',
      message_type: 'text',
    });
  });

  it('refuses an empty message, one of spaces or controls only, and another type, in French', () => {
    for (const message of ['', '   ', '\u0001\u0002\n']) {
      const result = ZDiscussionMessageInput.safeParse({ message });
      expect(result.error?.issues[0]?.message).toBe('Veuillez saisir un message.');
    }
    const typed = ZDiscussionMessageInput.safeParse({ message: 'a', message_type: 'html' });
    expect(typed.error?.issues[0]?.message).toMatch(/^Type de message inconnu/);
  });

  it('counts characters as PostgreSQL does: 5000 emoji pass, 5001 characters do not', () => {
    expect(ZDiscussionMessageInput.safeParse({ message: '😀'.repeat(MESSAGE_MAX_LENGTH) }).success).toBe(
      true,
    );
    const long = ZDiscussionMessageInput.safeParse({ message: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.error?.issues[0]?.message).toBe('Le message doit contenir au plus 5000 caractères.');
  });

  it('accepts a message exactly when its cleaned text has 1 to 5000 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.nat(5100), (text, pad) => {
        const message = text + 'x'.repeat(pad);
        const count = characterCount(cleanText(message));
        expect(ZDiscussionMessageInput.safeParse({ message }).success).toBe(count >= 1 && count <= 5000);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the discussion page', () => {
  it('is 50 from the start unless asked, and refuses a page over 50 or a negative offset', () => {
    expect(ZDiscussionQuery.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(ZDiscussionQuery.parse({ limit: '20', offset: '40' })).toEqual({ limit: 20, offset: 40 });
    expect(ZDiscussionQuery.safeParse({ limit: '500' }).error?.issues[0]?.message).toBe(
      'Le nombre de messages par page (limit) doit être un entier de 1 à 50.',
    );
    expect(ZDiscussionQuery.safeParse({ offset: '-1' }).error?.issues[0]?.message).toMatch(/offset/);
  });
});

describe('an announcement', () => {
  it('defaults to normal priority and the general category', () => {
    expect(ZAnnouncementInput.parse({ title: ' Rappel ', body: 'Séance demain.' })).toEqual({
      title: 'Rappel',
      body: 'Séance demain.',
      priority: 'normal',
      category: 'general',
    });
  });

  it('refuses an unknown priority, an empty title and an empty change', () => {
    expect(ZAnnouncementInput.safeParse({ title: 'a', body: 'b', priority: 'urgent' }).success).toBe(false);
    expect(ZAnnouncementInput.safeParse({ title: ' ', body: 'b' }).error?.issues[0]?.message).toBe(
      'Veuillez saisir un titre.',
    );
    expect(ZAnnouncementChange.safeParse({}).error?.issues[0]?.message).toBe(
      'Indiquez au moins un champ à modifier.',
    );
    expect(ZAnnouncementChange.parse({ priority: 'high' })).toEqual({ priority: 'high' });
  });

  it('reads unread_only=true as a boolean and refuses anything but true or false', () => {
    expect(ZAnnouncementsQuery.parse({ unread_only: 'true' }).unread_only).toBe(true);
    expect(ZAnnouncementsQuery.parse({}).unread_only).toBe(false);
    expect(ZAnnouncementsQuery.safeParse({ unread_only: 'oui' }).success).toBe(false);
  });
});
