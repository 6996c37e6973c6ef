import { describe, expect, it } from 'vitest';
import { continueTarget } from '#shared/learning/continue-target.ts';
import type { TCourseDetails } from './course-details.contract.ts';

type Chapter = TCourseDetails['modules'][number]['chapters'][number];
type ChapterStatus = Chapter['status'];

type Module = TCourseDetails['modules'][number];

const chapter = (id: string, status: ChapterStatus): Chapter => ({
  id,
  title: id,
  type: 'video',
  duration: '5 min',
  durationMinutes: 5,
  status,
  progress: status === 'completed' ? 100 : 0,
});

const module = (id: string, chapters: Chapter[]): Module => ({
  id,
  title: id,
  description: null,
  progress: 0,
  isLocked: chapters.length > 0 && chapters.every((c) => c.status === 'locked'),
  completedLessons: chapters.filter((c) => c.status === 'completed').length,
  totalLessons: chapters.length,
  chapters,
});

describe("'Continuer le cours'", () => {
  it('opens the first chapter not completed, across modules', () => {
    const modules = [
      module('m1', [chapter('a', 'completed'), chapter('b', 'completed')]),
      module('m2', [chapter('c', 'completed'), chapter('d', 'not-started'), chapter('e', 'not-started')]),
    ];
    expect(continueTarget(modules)?.id).toBe('d');
  });

  it('resumes a chapter in progress', () => {
    const modules = [module('m1', [chapter('a', 'completed'), chapter('b', 'in-progress')])];
    expect(continueTarget(modules)?.id).toBe('b');
  });

  it('skips locked chapters', () => {
    const modules = [
      module('m1', [chapter('a', 'locked'), chapter('b', 'not-started')]),
      module('m2', [chapter('c', 'locked')]),
    ];
    expect(continueTarget(modules)?.id).toBe('b');
  });

  it('goes back to the first chapter when all are completed', () => {
    const modules = [
      module('m1', [chapter('a', 'completed')]),
      module('m2', [chapter('b', 'completed'), chapter('c', 'completed')]),
    ];
    expect(continueTarget(modules)?.id).toBe('a');
  });

  it('has nothing to open in an empty course', () => {
    expect(continueTarget([])).toBeNull();
    expect(continueTarget([module('m1', [])])).toBeNull();
  });
});
