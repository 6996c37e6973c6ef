import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distinctionFor, gradePercent } from './certificate-rules.ts';
import { DEFAULT_CERTIFICATE_SETTINGS } from './certificate-settings.ts';

// The grade and the distinction (spec/authoring-and-shell.md §5 "Certificate designer"; decision 235).

const result = fc
  .record({ maxScore: fc.integer({ min: 0, max: 200 }), score: fc.integer({ min: -10, max: 250 }) })
  .map(({ maxScore, score }) => ({ maxScore, score }));
const thresholds = fc.array(
  fc.record({
    threshold: fc.integer({ min: 0, max: 100 }),
    text: fc.string({ minLength: 1, maxLength: 10 }),
  }),
  { maxLength: 6 },
);

describe('gradePercent', () => {
  it('is points over points, rounded: an exam of 40 points weighs twice one of 20', () => {
    expect(
      gradePercent([
        { score: 20, maxScore: 20 },
        { score: 20, maxScore: 40 },
      ]),
    ).toBe(67);
    expect(gradePercent([{ score: 1, maxScore: 3 }])).toBe(33);
    expect(gradePercent([{ score: 2, maxScore: 3 }])).toBe(67);
  });
  it('is null without exam (or without points)', () => {
    expect(gradePercent([])).toBeNull();
    expect(gradePercent([{ score: 0, maxScore: 0 }])).toBeNull();
  });
  it('stays between 0 and 100, whole, whatever the scores', () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 8 }), (results) => {
        const grade = gradePercent(results);
        if (results.every((r) => r.maxScore <= 0)) return grade === null;
        return grade !== null && Number.isInteger(grade) && grade >= 0 && grade <= 100;
      }),
    );
  });
  it('full marks everywhere is 100, nothing anywhere is 0', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }), (maxima) => {
        expect(gradePercent(maxima.map((m) => ({ score: m, maxScore: m })))).toBe(100);
        expect(gradePercent(maxima.map((m) => ({ score: 0, maxScore: m })))).toBe(0);
      }),
    );
  });
  it('one more point never lowers the grade', () => {
    fc.assert(
      fc.property(fc.array(result, { minLength: 1, maxLength: 8 }), fc.nat(), (results, pick) => {
        const i = pick % results.length;
        const better = results.map((r, j) => (j === i ? { ...r, score: r.score + 1 } : r));
        const before = gradePercent(results);
        const after = gradePercent(better);
        return before === null || (after !== null && after >= before);
      }),
    );
  });
  it('does not depend on the order of the exams', () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 8 }), (results) => {
        expect(gradePercent([...results].reverse())).toBe(gradePercent(results));
      }),
    );
  });
});

describe('distinctionFor', () => {
  const defaults = DEFAULT_CERTIFICATE_SETTINGS.distinctionThresholds;
  it('gives the first threshold, sorted descending, not above the grade (§9 defaults)', () => {
    expect(distinctionFor(100, defaults)).toBe('Très Bien');
    expect(distinctionFor(90, defaults)).toBe('Très Bien');
    expect(distinctionFor(89, defaults)).toBe('Bien');
    expect(distinctionFor(80, defaults)).toBe('Bien');
    expect(distinctionFor(70, defaults)).toBe('Assez Bien');
    expect(distinctionFor(60, defaults)).toBe('Passable');
    expect(distinctionFor(59, defaults)).toBeNull();
    expect(distinctionFor(null, defaults)).toBeNull();
  });
  it('reads the thresholds in any order', () => {
    const shuffled = [defaults[2]!, defaults[0]!, defaults[3]!, defaults[1]!];
    expect(distinctionFor(85, shuffled)).toBe('Bien');
  });
  it('is the highest threshold not above the grade, none under all of them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), thresholds, (grade, list) => {
        const text = distinctionFor(grade, list);
        const reached = list.filter((t) => t.threshold <= grade);
        if (reached.length === 0) return text === null;
        const best = Math.max(...reached.map((t) => t.threshold));
        // The first of the descending sort among the ties at that threshold.
        const sorted = [...list].sort((a, b) => b.threshold - a.threshold);
        return text === sorted.find((t) => t.threshold === best)!.text;
      }),
    );
  });
  it('is monotonic: a higher grade never gets a lower threshold', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 100 }), { maxLength: 6 }),
        (a, b, levels) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const list = levels.map((threshold) => ({ threshold, text: String(threshold) }));
          const rank = (grade: number) => {
            const text = distinctionFor(grade, list);
            return text === null ? -1 : Number(text);
          };
          return rank(high) >= rank(low);
        },
      ),
    );
  });
});
