import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LESSON_TYPES } from '../domain.ts';
import {
  allowsCompletionWithoutVideo,
  type CompletionClaim,
  claimCompletes,
  creditedWatchSeconds,
  DOCUMENT_MIN_SECONDS,
  DOCUMENT_SECONDS_PER_MINUTE,
  documentRequiredSeconds,
  type LessonFacts,
  MAX_PLAYBACK_RATE,
  storedMediaSeconds,
  WATCH_TOLERANCE_SECONDS,
} from './completion.ts';
import { articleCompletionDelayMs } from './progress.ts';

const lesson = (overrides: Partial<LessonFacts> = {}): LessonFacts => ({
  type: 'document',
  durationMinutes: 6,
  allowsCompletionWithoutVideo: false,
  ...overrides,
});
const claim = (overrides: Partial<CompletionClaim> = {}): CompletionClaim => ({
  isCompleted: true,
  percentage: 100,
  watchedDuration: 0,
  isWithoutVideo: false,
  ...overrides,
});

describe('documents', () => {
  it('need max(5 s, 10 s per minute) on screen, the share an article needs', () => {
    expect(documentRequiredSeconds(6)).toBe(60);
    expect(documentRequiredSeconds(1)).toBe(10);
    expect(documentRequiredSeconds(0)).toBe(5);
    expect(DOCUMENT_MIN_SECONDS).toBe(5);
    expect(DOCUMENT_SECONDS_PER_MINUTE).toBe(10);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), (minutes) => {
        expect(documentRequiredSeconds(minutes) * 1000).toBe(articleCompletionDelayMs(minutes));
        expect(documentRequiredSeconds(minutes)).toBe(
          Math.max(DOCUMENT_MIN_SECONDS, DOCUMENT_SECONDS_PER_MINUTE * minutes),
        );
      }),
    );
  });

  it("complete on 'Marquer comme terminé' once the time is there, not before, not on a percentage alone", () => {
    expect(claimCompletes(lesson(), claim({ watchedDuration: 60 }))).toBe(true);
    expect(claimCompletes(lesson(), claim({ watchedDuration: 59.9 }))).toBe(false);
    expect(
      claimCompletes(lesson(), claim({ isCompleted: false, percentage: 100, watchedDuration: 600 })),
    ).toBe(false);
  });

  it('complete exactly when the claimed time reaches the rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.double({ min: 0, max: 5000, noNaN: true }), (m, s) => {
        expect(claimCompletes(lesson({ durationMinutes: m }), claim({ watchedDuration: s }))).toBe(
          s >= documentRequiredSeconds(m),
        );
      }),
    );
  });
});

describe('exercises', () => {
  it('are never completed by a progress claim (submitting completes them on the server)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 100 }), fc.nat(), (isCompleted, percentage, s) => {
        expect(
          claimCompletes(
            lesson({ type: 'exercise' }),
            claim({ isCompleted, percentage, watchedDuration: s }),
          ),
        ).toBe(false);
      }),
    );
  });
});

describe('quizzes', () => {
  it('complete on a claim only once an attempt is finished', () => {
    expect(claimCompletes(lesson({ type: 'quiz', hasFinishedQuizAttempt: true }), claim())).toBe(true);
    expect(claimCompletes(lesson({ type: 'quiz', hasFinishedQuizAttempt: false }), claim())).toBe(false);
    expect(claimCompletes(lesson({ type: 'quiz' }), claim())).toBe(false);
  });
});

describe('videos that cannot play', () => {
  const video = (allows: boolean) => lesson({ type: 'video', allowsCompletionWithoutVideo: allows });

  it("complete without watching only where the instructor allows it, and only on the learner's explicit claim", () => {
    expect(claimCompletes(video(true), claim({ isWithoutVideo: true }))).toBe(true);
    expect(claimCompletes(video(false), claim({ isWithoutVideo: true }))).toBe(false);
    expect(claimCompletes(video(true), claim({ isWithoutVideo: true, isCompleted: false }))).toBe(false);
    // The flag means nothing to other types.
    expect(
      claimCompletes(
        lesson({ type: 'audio', allowsCompletionWithoutVideo: true }),
        claim({ isWithoutVideo: true }),
      ),
    ).toBe(false);
  });

  it('otherwise still need the watch time', () => {
    expect(claimCompletes(video(true), claim({ watchedDuration: 10 }))).toBe(false);
    expect(claimCompletes(video(false), claim({ watchedDuration: 60 }))).toBe(true);
  });

  it('read the flag only when it is the boolean true', () => {
    expect(allowsCompletionWithoutVideo({ allow_completion_without_video: true })).toBe(true);
    for (const value of ['true', 1, 'oui', false, null])
      expect(allowsCompletionWithoutVideo({ allow_completion_without_video: value })).toBe(false);
    expect(allowsCompletionWithoutVideo(null)).toBe(false);
  });
});

describe('any type', () => {
  it('a claim that does not even say done completes nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LESSON_TYPES),
        fc.integer({ min: 0, max: 94 }),
        fc.nat(),
        (type, p, s) => {
          const facts = lesson({ type, allowsCompletionWithoutVideo: true, hasFinishedQuizAttempt: true });
          expect(
            claimCompletes(facts, claim({ isCompleted: false, percentage: p, watchedDuration: s })),
          ).toBe(false);
        },
      ),
    );
  });
});

describe('videos and audio', () => {
  const media = (type: 'video' | 'audio', mediaSeconds: number | null) =>
    lesson({ type, durationMinutes: 0, mediaSeconds });

  it('need min(60 s, 95 %) of the stored length, whatever length the player reports', () => {
    expect(claimCompletes(media('audio', 16), claim({ watchedDuration: 15.2 }))).toBe(true);
    expect(claimCompletes(media('audio', 16), claim({ watchedDuration: 15 }))).toBe(false);
    expect(claimCompletes(media('video', 600), claim({ watchedDuration: 59 }))).toBe(false);
    // Unknown length: the whole minute, never a zero requirement.
    expect(claimCompletes(media('video', null), claim({ watchedDuration: 0 }))).toBe(false);
    expect(claimCompletes(media('video', 0), claim({ watchedDuration: 59 }))).toBe(false);
    expect(claimCompletes(media('video', null), claim({ watchedDuration: 60 }))).toBe(true);
  });

  it('take their length from the content in seconds, else from the minutes', () => {
    expect(storedMediaSeconds({ duration: 16 }, 1)).toBe(16);
    expect(storedMediaSeconds({ duration: '16' }, 2)).toBe(120);
    expect(storedMediaSeconds({ duration: 0 }, 0)).toBeNull();
    expect(storedMediaSeconds(null, 0)).toBeNull();
  });
});

describe('articles', () => {
  it('complete on their claim only after a few seconds counted by the server', () => {
    expect(claimCompletes(lesson({ type: 'article' }), claim({ watchedDuration: 0 }))).toBe(false);
    expect(claimCompletes(lesson({ type: 'article' }), claim({ watchedDuration: 5 }))).toBe(true);
  });
});

describe('watched time counted by the server', () => {
  it('never grows past real time since the lesson was opened (2× for media), tolerance counted once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LESSON_TYPES),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 86_400, noNaN: true }),
        fc.double({ min: -10, max: 5000, noNaN: true }),
        (type, stored, claimed, elapsed) => {
          const credited = creditedWatchSeconds({ type, stored, claimed, secondsSinceOpened: elapsed });
          const rate = type === 'video' || type === 'audio' ? MAX_PLAYBACK_RATE : 1;
          expect(credited).toBeGreaterThanOrEqual(stored);
          expect(credited).toBeLessThanOrEqual(
            Math.max(stored, Math.min(claimed, rate * Math.max(0, elapsed) + WATCH_TOLERANCE_SECONDS)),
          );
          // A claim within what real time allows is taken whole.
          if (claimed <= rate * Math.max(0, elapsed) + WATCH_TOLERANCE_SECONDS)
            expect(credited).toBe(Math.max(stored, claimed));
        },
      ),
    );
  });

  it('ten saves at once gain the tolerance only', () => {
    let stored = 0;
    for (let i = 0; i < 10; i++)
      stored = creditedWatchSeconds({ type: 'video', stored, claimed: 3600, secondsSinceOpened: 0.1 });
    expect(stored).toBeCloseTo(2.2);
  });
});
