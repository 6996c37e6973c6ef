import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZAccountDeletionBody } from './privacy.contract.ts';
import {
  characterCount,
  cleanReason,
  DELETION_GRACE_DAYS,
  DELETION_REASON_MAX_LENGTH,
  deletionDueAt,
  erasedEmail,
  exportFileName,
  isDeletionDue,
} from './privacy.ts';

const DAY_MS = 86_400_000;
const moment = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2040-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('deletion grace period', () => {
  it('is due exactly DELETION_GRACE_DAYS after the request, not a millisecond before', () => {
    fc.assert(
      fc.property(moment, (requestedAt) => {
        const dueAt = deletionDueAt(requestedAt);
        expect(dueAt.getTime() - requestedAt.getTime()).toBe(DELETION_GRACE_DAYS * DAY_MS);
        expect(isDeletionDue({ status: 'pending', dueAt }, new Date(dueAt.getTime() - 1))).toBe(false);
        expect(isDeletionDue({ status: 'pending', dueAt }, dueAt)).toBe(true);
      }),
    );
  });

  it('never carries out a withdrawn or completed request, whatever the clock', () => {
    fc.assert(
      fc.property(
        moment,
        moment,
        fc.constantFrom('cancelled' as const, 'completed' as const),
        (dueAt, now, status) => {
          expect(isDeletionDue({ status, dueAt }, now)).toBe(false);
        },
      ),
    );
  });
});

describe('export file name', () => {
  it('names the day of the export (Dakar = UTC)', () => {
    expect(exportFileName(new Date('2026-11-27T23:59:59Z'))).toBe('jang-donnees-2026-11-27.json');
    fc.assert(
      fc.property(moment, (now) => {
        expect(exportFileName(now)).toMatch(/^jang-donnees-\d{4}-\d{2}-\d{2}\.json$/);
      }),
    );
  });
});

describe('deletion reason', () => {
  it('is stored cleaned: trimmed, no control characters but line feeds and tabs, empty is none', () => {
    expect(cleanReason('  Trop cher.\u0007\r\n  ')).toBe('Trop cher.');
    expect(cleanReason('   ')).toBeNull();
    expect(cleanReason(undefined)).toBeNull();
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (raw) => {
        const cleaned = cleanReason(raw);
        if (cleaned === null) return;
        expect(cleaned).toBe(cleaned.trim());
        const forbidden = [...cleaned].filter((character) => {
          const code = character.codePointAt(0) ?? 0;
          const isControl = code < 0x20 || (code >= 0x7f && code < 0xa0);
          const isBidi = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
          return (isControl && character !== '\n' && character !== '\t') || isBidi;
        });
        expect(forbidden).toEqual([]);
      }),
    );
  });

  it('accepts up to 1000 characters (an emoji is one) and refuses more, in French', () => {
    expect(ZAccountDeletionBody.safeParse({ reason: '😀'.repeat(DELETION_REASON_MAX_LENGTH) }).success).toBe(
      true,
    );
    const refused = ZAccountDeletionBody.safeParse({ reason: 'a'.repeat(DELETION_REASON_MAX_LENGTH + 1) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('La raison doit contenir au plus 1000 caractères.');
    expect(ZAccountDeletionBody.parse({})).toEqual({});
    expect(ZAccountDeletionBody.parse({ reason: null })).toEqual({ reason: null });
    expect(ZAccountDeletionBody.safeParse({ reason: 5 }).error?.issues[0]?.message).toBe(
      'La raison doit être un texte.',
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 1200 }), (reason) => {
        const parsed = ZAccountDeletionBody.safeParse({ reason });
        const cleaned = cleanReason(reason);
        expect(parsed.success).toBe(
          cleaned === null || characterCount(cleaned) <= DELETION_REASON_MAX_LENGTH,
        );
      }),
    );
  });
});

describe('erased address', () => {
  it('is unique per account and undeliverable', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (a, b) => {
        expect(erasedEmail(a).endsWith('.invalid')).toBe(true);
        if (a !== b) expect(erasedEmail(a)).not.toBe(erasedEmail(b));
      }),
    );
  });
});
