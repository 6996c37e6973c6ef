import { describe, expect, it } from 'vitest';
import { answeredPercent, knownPercent } from './lesson-percent.tsx';

describe('the lesson percent shown in the player', () => {
  const lesson = (percentage: number, isCompleted = false) => ({
    id: 'l1',
    progress: { percentage, isCompleted },
  });

  it("takes the lesson's own answer (with this device's latest report) for this lesson only", () => {
    expect(answeredPercent('l1', lesson(38.6))).toBe(38);
    expect(answeredPercent('l1', lesson(12, true))).toBe(100);
    expect(answeredPercent('l2', lesson(38.6))).toBe(0);
    expect(answeredPercent('l1', undefined)).toBe(0);
  });

  it('reads 100 for a completed chapter, else its progress', () => {
    expect(knownPercent({ status: 'completed', progress: 40 })).toBe(100);
    expect(knownPercent({ status: 'in-progress', progress: 40 })).toBe(40);
  });
});
