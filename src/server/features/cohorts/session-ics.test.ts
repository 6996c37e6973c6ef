import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsUtc, renderIcs } from './session-ics.ts';

// The hand-written iCalendar pieces (RFC 5545 §3.1 folding, §3.3.11 text escaping, UTC times).

describe('session .ics', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without cutting a character, and unfolds to the same line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const line = `DESCRIPTION:${escapeIcsText(text)}`;
        const folded = foldIcsLine(line);
        for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
    );
  });

  it('writes UTC times and one event per session', () => {
    expect(icsUtc(new Date('2026-12-04T18:00:00Z'))).toBe('20261204T180000Z');
    const ics = renderIcs(
      [
        {
          id: 'abc',
          title: 'Séance',
          description: null,
          session_date: '2026-12-04',
          start_time: '18:00:00',
          end_time: '19:30:00',
          is_recorded: true,
          recording_url: 'https://video.example.org/r',
          live_links: [],
          cohortName: 'Promo',
          updatedAt: new Date('2026-11-27T08:00:00Z'),
          pageUrl: 'http://localhost:3000/dashboard/cohorts/x?tab=live-sessions',
        },
      ],
      new Date('2026-11-27T09:00:00Z'),
    );
    expect(ics).toContain('\r\nDTSTART:20261204T180000Z\r\nDTEND:20261204T193000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261127T090000Z');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).not.toContain('LOCATION:');
    expect(ics.replace(/\r\n /g, '')).toContain('Enregistrement : https://video.example.org/r');
  });
});
